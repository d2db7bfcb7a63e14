export { DeliverTo } from './components/deliver-to';
export { deliveryQuoteOptions, getDeliveryQuote, useDeliveryQuote } from './delivery-quote';
export { usePincodePlace } from './use-pincode-place';
