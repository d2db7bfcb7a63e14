export { OrderReturnsPanel } from './components/order-returns-panel';
export { ReplacementNote } from './components/replacement-note';
