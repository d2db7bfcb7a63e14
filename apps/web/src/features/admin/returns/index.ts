export { AdminReturns } from './components/admin-returns';
