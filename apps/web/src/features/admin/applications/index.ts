export { AdminApplication } from './components/admin-application';
export { AdminApplications } from './components/admin-applications';
