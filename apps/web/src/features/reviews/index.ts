export { reviewKeys } from './api/query-keys';
export { reviewStatusText } from './components/my-review-status';
export { ProductReviewPanel } from './components/product-review-panel';
export { ProductReviews } from './components/product-reviews';
export { ReviewPhotos } from './components/review-photos';
