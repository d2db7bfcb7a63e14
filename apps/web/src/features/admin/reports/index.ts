export { ReportsScreen, thisMonth } from './components/reports-screen';
