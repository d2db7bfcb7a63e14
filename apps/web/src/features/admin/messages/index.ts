export { AdminMessages } from './admin-messages';
