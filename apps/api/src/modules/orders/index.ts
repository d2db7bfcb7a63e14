/** The orders module's public entry: its service, through which other modules create, read, lock and cancel orders. */
export type { InvoiceableOrder, NewOrder, NewOrderLine, OrderExportLine, OrderExportRow, OrderShipmentReader } from './orders.repository';
export { orderNotMade } from './orders.repository';
export type { OrderService } from './orders.service';
/** The shipped and delivered mails, which the shipping module sends too. */
export { orderDeliveredMail, orderShippedMail } from './orders.mail';
/** For the test factories, which write orders as this module does. */
export { createOrderRepository } from './orders.repository';
