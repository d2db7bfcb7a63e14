export { DeliverTo } from './components/deliver-to';
export { CheckoutDeliveryEstimate, OrderDeliveryEstimate } from './components/delivery-estimate';
export { deliveryQuoteOptions, getDeliveryQuote, useDeliveryQuote } from './delivery-quote';
export { orderDeliverySource, orderZoneWindow } from './order-delivery';
export { usePincodePlace } from './use-pincode-place';
