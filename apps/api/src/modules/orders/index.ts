import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { bindRoutes } from '../../lib/app-module';
import { ordersPersonalData } from './orders.personal-data';
import { createOrderRepository, type OrderMoneyReader, type OrderShipmentReader } from './orders.repository';
import { orderRoutes } from './orders.routes';
import { createOrderService } from './orders.service';

/** The orders module's public entry: its service, through which other modules create, read, lock and cancel orders. */
export type { InvoiceableOrder, NewOrder, NewOrderLine, OrderExportLine, OrderExportRow, OrderShipmentReader } from './orders.repository';
export { orderNotMade } from './orders.repository';
export type { OrderService } from './orders.service';
/** The shipped, delivered and refunded mails, which the shipping module and the shop's order desk send. */
export { orderDeliveredMail, orderRefundedMail, orderShippedMail } from './orders.mail';
/** For the test factories, which write orders as this module does. */
export { createOrderRepository } from './orders.repository';

/**
 * The orders module: placed orders, their lines and status, each shown with its refunds (`money`, the
 * payments module's) and its parcel (`shipments`, the shipments module's). The shop's side of orders,
 * which spans checkout, shipping and invoices, is the admin module's order desk.
 */
export function createOrdersModule({
  db,
  config,
  money,
  shipments,
}: {
  db: Database;
  config: Pick<Config, 'EWAY_BILL_THRESHOLD'>;
  money: OrderMoneyReader;
  shipments: OrderShipmentReader;
}) {
  const repository = createOrderRepository(db, money, shipments, config.EWAY_BILL_THRESHOLD);
  const orders = createOrderService({ repository });
  return {
    orders,
    routes: bindRoutes(orderRoutes, { orders }),
    personalData: ordersPersonalData(),
  };
}
