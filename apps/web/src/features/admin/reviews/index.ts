export { AdminReviews } from './components/admin-reviews';
