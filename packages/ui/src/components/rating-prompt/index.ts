export { RatingPrompt, type RatingPromptProps, type RatingPromptValues } from './rating-prompt';
