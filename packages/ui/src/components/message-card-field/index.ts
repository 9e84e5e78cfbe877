export { CharacterCountField, type CharacterCountFieldOwnProps } from './character-count-field';
export { MessageCardField, type MessageCardFieldProps } from './message-card-field';
