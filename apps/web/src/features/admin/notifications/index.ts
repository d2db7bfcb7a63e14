export { useUnreadNotificationCount } from './api/get-notifications';
export { AdminNotifications } from './components/admin-notifications';
