export { usePaymentsAttention } from './api/get-payments-attention';
export { useRetryRefund } from './api/retry-refund';
export { PaymentsAttention } from './components/payments-attention';
