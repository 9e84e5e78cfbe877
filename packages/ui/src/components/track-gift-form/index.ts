export { TrackGiftForm, type TrackGiftFormProps, type TrackGiftValues } from './track-gift-form';
