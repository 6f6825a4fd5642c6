export {
  StarRating,
  StarRatingDisplay,
  type StarRatingProps,
  type StarRatingDisplayProps,
} from './StarRating';
