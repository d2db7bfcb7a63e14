export { AdminOrderScreen } from './components/admin-order-screen';
export { AdminOrdersList } from './components/admin-orders-list';
