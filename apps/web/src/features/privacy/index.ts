export { GrievanceForm } from './components/grievance-form';
export { MyData } from './components/my-data';
