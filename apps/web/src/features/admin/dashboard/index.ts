export { DashboardError, DashboardSkeleton, DashboardView } from './dashboard-view';
export { useDashboard } from './use-dashboard';
