export { AdminGrievances } from './components/admin-grievances';
