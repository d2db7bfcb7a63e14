export { AdminCustomerDetails } from './components/admin-customer-details';
export { AdminCustomersList } from './components/admin-customers-list';
