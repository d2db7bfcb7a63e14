export { OrderReturnsPanel } from './components/order-returns-panel';
