import type { AdminCustomer, AdminCustomerPage } from '@store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/customers?search&page: one page of the shop's customers, newest first. */
export const adminCustomersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminKeys.customers(query),
    queryFn: ({ signal }) => apiRequest<AdminCustomerPage>(`/api/admin/customers${query ? `?${query}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/customers/{id}: one customer, their addresses, orders and applications. */
export const adminCustomerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.customer(id),
    queryFn: ({ signal }) => apiRequest<AdminCustomer>(`/api/admin/customers/${encodeURIComponent(id)}`, { signal }),
  });

export const useAdminCustomers = (query: string) => useQuery(adminCustomersQueryOptions(query));
export const useAdminCustomer = (id: string) => useQuery(adminCustomerQueryOptions(id));
