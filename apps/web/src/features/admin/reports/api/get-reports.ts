import type { Gstr1, ReportRange, SalesReport } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

const rangeQuery = ({ from, to }: ReportRange) => new URLSearchParams({ from, to }).toString();

/** GET /api/admin/reports/sales?from&to: sales by day and month, and the top products. */
export const salesReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: adminKeys.report('sales', rangeQuery(range)),
    queryFn: ({ signal }) => apiRequest<SalesReport>(`/api/admin/reports/sales?${rangeQuery(range)}`, { signal }),
  });

/** GET /api/admin/reports/gstr1?from&to: the GSTR-1 sections. */
export const gstr1QueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: adminKeys.report('gstr1', rangeQuery(range)),
    queryFn: ({ signal }) => apiRequest<Gstr1>(`/api/admin/reports/gstr1?${rangeQuery(range)}`, { signal }),
  });

export const useSalesReport = (range: ReportRange) => useQuery(salesReportQueryOptions(range));
export const useGstr1 = (range: ReportRange) => useQuery(gstr1QueryOptions(range));

/** The CSV downloads: each report as a file, and each export, over the range. */
export const CSV_FILES = [
  { label: 'Sales report', path: '/api/admin/reports/sales', format: true },
  { label: 'GSTR-1', path: '/api/admin/reports/gstr1', format: true },
  { label: 'Orders', path: '/api/admin/exports/orders.csv' },
  { label: 'Order lines', path: '/api/admin/exports/order-lines.csv' },
  { label: 'Invoices and credit notes', path: '/api/admin/exports/invoices.csv' },
  { label: 'Refunds', path: '/api/admin/exports/refunds.csv' },
  { label: 'Products and stock', path: '/api/admin/exports/products.csv' },
  { label: 'Applications', path: '/api/admin/exports/applications.csv' },
  { label: 'Customers', path: '/api/admin/exports/customers.csv' },
] as const;

export const csvUrl = (file: (typeof CSV_FILES)[number], range: ReportRange) => `${file.path}?${rangeQuery(range)}${'format' in file ? '&format=csv' : ''}`;
