import type { AccountSummary } from '@store/shared';
import type { ApplicationService } from '../applications';
import type { OrderService } from '../orders';

/** The customer's account at a glance, from the modules that own each figure. */
export function createAccountService({
  orders,
  applications,
}: {
  orders: Pick<OrderService, 'totalsOfUser'>;
  applications: Pick<ApplicationService, 'countOfUser'>;
}) {
  return {
    /** The profile's tiles: orders placed, applications made, rupees spent on orders not cancelled. */
    async summary(userId: string): Promise<AccountSummary> {
      const [orderTotals, applicationCount] = await Promise.all([orders.totalsOfUser(userId), applications.countOfUser(userId)]);
      return { orders: orderTotals.count, applications: applicationCount, totalSpent: orderTotals.spent };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
