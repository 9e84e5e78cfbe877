export {
  RatingFaces,
  type RatingFacesProps,
  type RatingLevel,
  type RatingReason,
  type RatingValue,
  ratingFaceVariants,
} from './rating-faces';
