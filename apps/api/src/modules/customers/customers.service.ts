import {
  ADMIN_CUSTOMER_ORDERS_SHOWN,
  ADMIN_CUSTOMER_PAGE_SIZE,
  isId,
  type AdminCustomer,
  type AdminCustomerPage,
  type AdminCustomerQuery,
  type AdminCustomerSummary,
} from '@store/shared';
import type { ApplicationService } from '../applications';
import type { AuthService, CustomerRow } from '../auth';
import type { OrderService } from '../orders';

interface Deps {
  auth: Pick<AuthService, 'customerPage' | 'findCustomer'>;
  orders: Pick<OrderService, 'valueOfCustomers' | 'recentOfCustomer'>;
  applications: Pick<ApplicationService, 'countsOfUsers' | 'summariesOf'>;
  /** Returns, once a module keeps them: how many each customer asked for. Without it, 0. */
  returns?: { countsOfCustomers(userIds: string[]): Promise<Map<string, number>> };
}

type Address = AdminCustomer['addresses'][number];
const addressKey = (a: Omit<Address, 'source'>) => [a.name, a.phone, a.street, a.city, a.state, a.pincode].map((part) => part.trim().toLowerCase()).join('|');

/**
 * The shop's view of its customers (issue 26): who they are, what they bought, asked for and are
 * worth (paid less refunded). Read only: support sees a customer's addresses but cannot change them.
 * Each figure is asked of the module that owns it, a page of customers at a time.
 */
export function createCustomerService({ auth, orders, applications, returns }: Deps) {
  async function summaries(rows: CustomerRow[]): Promise<AdminCustomerSummary[]> {
    const ids = rows.map((row) => row.id);
    const [value, applied, returned] = await Promise.all([
      orders.valueOfCustomers(ids),
      applications.countsOfUsers(ids),
      returns ? returns.countsOfCustomers(ids) : new Map<string, number>(),
    ]);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      registeredAt: row.createdAt.toISOString(),
      verified: row.emailVerifiedAt !== null,
      orders: value.get(row.id)?.orders ?? 0,
      returns: returned.get(row.id) ?? 0,
      applications: applied.get(row.id) ?? 0,
      lifetimeValuePaise: value.get(row.id)?.lifetimeValuePaise ?? 0,
    }));
  }

  return {
    async list(query: AdminCustomerQuery): Promise<AdminCustomerPage> {
      const { rows, total } = await auth.customerPage(query.search, ADMIN_CUSTOMER_PAGE_SIZE, (query.page - 1) * ADMIN_CUSTOMER_PAGE_SIZE);
      return { customers: await summaries(rows), total, totalPages: Math.ceil(total / ADMIN_CUSTOMER_PAGE_SIZE), page: query.page };
    },

    /** One customer with their addresses, latest orders and applications; undefined for an unknown id or an admin. */
    async get(id: string): Promise<AdminCustomer | undefined> {
      if (!isId(id)) return undefined;
      const row = await auth.findCustomer(id);
      if (!row) return undefined;
      const [[summary], recentOrders, recentApplications] = await Promise.all([
        summaries([row]),
        orders.recentOfCustomer(id, ADMIN_CUSTOMER_ORDERS_SHOWN),
        applications.summariesOf(id, ADMIN_CUSTOMER_ORDERS_SHOWN),
      ]);
      const addresses = new Map<string, Address>();
      const profile = { name: row.name, phone: row.phone, street: row.street, city: row.city, state: row.state, pincode: row.pincode };
      if (row.street || row.city || row.pincode) addresses.set(addressKey(profile), { ...profile, source: 'profile' });
      for (const { shippingAddress } of recentOrders) {
        // Checkout writes strings; an older row missing a part reads as empty rather than failing.
        const part = (key: keyof typeof shippingAddress) => (typeof shippingAddress[key] === 'string' ? shippingAddress[key] : '');
        const address = {
          name: part('name'),
          phone: part('phone'),
          street: part('street'),
          city: part('city'),
          state: part('state'),
          pincode: part('pincode'),
        };
        if (!addresses.has(addressKey(address))) addresses.set(addressKey(address), { ...address, source: 'order' });
      }
      return {
        ...summary!,
        addresses: [...addresses.values()],
        recentOrders: recentOrders.map((order) => ({
          _id: order.id,
          createdAt: order.createdAt.toISOString(),
          status: order.status,
          totalAmount: order.total,
          paymentStatus: order.paymentStatus,
          refundedPaise: order.refundedPaise,
        })),
        recentApplications,
      };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
