import type { Gstr1, SalesReport, SalesRow } from '@store/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { thisMonth } from '@/features/admin/reports';
import { AdminReportsPage } from './reports';

const row = (period: string, overrides: Partial<SalesRow> = {}): SalesRow => ({
  period,
  orders: 0,
  items: 0,
  grossPaise: 0,
  creditNotesPaise: 0,
  refundsPaise: 0,
  netPaise: 0,
  taxablePaise: 0,
  gstPaise: 0,
  ...overrides,
});

const busy = {
  orders: 2,
  items: 3,
  grossPaise: 1_21_195_00,
  creditNotesPaise: 1_195_00,
  refundsPaise: 1_445_50,
  netPaise: 1_20_000_00,
  taxablePaise: 1_01_694_92,
  gstPaise: 18_305_08,
};
const sales: SalesReport = {
  from: '2026-09-01',
  to: '2026-09-30',
  days: [row('2026-09-01'), row('2026-09-02', busy)],
  months: [row('2026-09', busy)],
  total: row('2026-09-01 – 2026-09-30', busy),
  topProducts: [{ name: 'Lenovo ThinkPad E14', hsn: '847130', quantity: 1, taxablePaise: 1_01_694_92, valuePaise: 1_20_000_00 }],
};
const taxes = { taxablePaise: 1_01_694_92, igstPaise: 18_305_08, cgstPaise: 0, sgstPaise: 0 };
const gstr1: Gstr1 = {
  from: '2026-09-01',
  to: '2026-09-30',
  gstin: '27AAPFU0939F1ZV',
  b2b: [],
  b2cl: [{ invoiceNumber: 'TS/26-27/00001', invoiceDate: '2026-09-02', invoiceValuePaise: 1_20_000_00, placeOfSupply: '29-Karnataka', rate: 18, ...taxes }],
  b2cs: [],
  cdnr: [],
  cdnur: [],
  hsn: [{ hsn: '847130', description: 'Lenovo ThinkPad E14', uqc: 'NOS', quantity: 1, totalValuePaise: 1_20_000_00, rate: 18, ...taxes }],
  documents: [{ kind: 'invoice', first: 'TS/26-27/00001', last: 'TS/26-27/00002', count: 2 }],
  totals: taxes,
};

function renderReports(url = '/admin/reports?from=2026-09-01&to=2026-09-30') {
  signIn(shopOwner);
  const fetchMock = stubFetch((request) => {
    if (request.pathname === '/api/auth/me') return { body: shopOwner };
    if (request.pathname === '/api/admin/reports/sales' && request.searchParams.get('format') === 'csv')
      return new Response('Period\r\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="sales-2026-09-01-to-2026-09-30.csv"' },
      });
    if (request.pathname === '/api/admin/reports/sales') return { body: sales };
    if (request.pathname === '/api/admin/reports/gstr1') return { body: gstr1 };
    if (request.pathname === '/api/admin/reports/gstr1.json')
      return new Response('{"gstin":"27AAPFU0939F1ZV","fp":"082026"}', {
        headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="GSTR1_27AAPFU0939F1ZV_082026.json"' },
      });
    if (request.pathname.startsWith('/api/admin/exports/'))
      return new Response('a\r\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders-2026-09-01-to-2026-09-30.csv"' },
      });
    return { status: 404, body: { message: 'Not found' } };
  });
  return { ...renderRoutes([{ path: '/admin/reports', element: <AdminReportsPage /> }], url), fetchMock };
}

describe('AdminReportsPage', () => {
  it('opens on this month, as India counts it', () => {
    // 31 March 2026, 8 pm UTC is already 1 April in India.
    expect(thisMonth(new Date('2026-03-31T20:00:00Z'))).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    const { fetchMock } = renderReports('/admin/reports');
    const { from, to } = thisMonth();
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
    return waitFor(() =>
      expect(fetchedUrls(fetchMock).some((url) => url.pathname === '/api/admin/reports/sales' && url.search === `?from=${from}&to=${to}`)).toBe(true),
    );
  });

  it('shows sales by month and by day (busy days only), the top products and the GSTR-1 sections', async () => {
    renderReports();
    const months = await screen.findByRole('table', { name: 'Sales by month' });
    const [, september, total] = within(months).getAllByRole('row');
    expect(
      within(september!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '3', '₹1,21,195.00', '₹1,195.00', '₹1,445.50', '₹1,20,000.00', '₹18,305.08']);
    expect(within(total!).getByRole('rowheader')).toHaveTextContent('Total');
    const days = screen.getByRole('table', { name: 'Sales by day' });
    expect(within(days).getAllByRole('row')).toHaveLength(2);
    expect(within(days).getByText('2026-09-02')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Top products' })).getByText('Lenovo ThinkPad E14')).toBeInTheDocument();

    const sections = await screen.findByRole('table', { name: 'GSTR-1 sections' });
    const large = within(sections).getByRole('row', { name: /^B2C large/ });
    expect(
      within(large)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '₹1,01,694.92', '₹18,305.08', '₹0.00', '₹0.00']);
    expect(within(screen.getByRole('table', { name: 'HSN summary' })).getByRole('row', { name: /847130/ })).toHaveTextContent('NOS');
    expect(screen.getByText(/2 invoices \(TS\/26-27\/00001 to TS\/26-27\/00002\)/)).toBeInTheDocument();
  });

  it('says what is wrong with a range instead of asking the server', async () => {
    const { user, fetchMock } = renderReports('/admin/reports?from=2026-09-10&to=2026-09-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('from must be on or before to');
    expect(fetchedUrls(fetchMock).some((url) => url.pathname.startsWith('/api/admin/reports'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(await screen.findByRole('table', { name: 'Sales by month' })).toBeInTheDocument();
  });

  it('downloads each CSV with the session, for the range shown, under the name the server gives', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user, fetchMock } = renderReports();
    await user.click(await screen.findByRole('button', { name: 'Sales report (CSV)' }));
    await waitFor(() => expect(clicked).toEqual(['sales-2026-09-01-to-2026-09-30.csv']));
    await user.click(screen.getByRole('button', { name: 'Orders (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    const urls = fetchedUrls(fetchMock).map((url) => `${url.pathname}${url.search}`);
    expect(urls).toContain('/api/admin/reports/sales?from=2026-09-01&to=2026-09-30&format=csv');
    expect(urls).toContain('/api/admin/exports/orders.csv?from=2026-09-01&to=2026-09-30');
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('orders.csv'))!;
    expect(new Headers(call[1]?.headers).get('Authorization')).toBeTruthy();
    for (const label of ['GSTR-1', 'Order lines', 'Invoices and credit notes', 'Refunds', 'Products and stock', 'Applications', 'Customers'])
      expect(screen.getByRole('button', { name: `${label} (CSV)` })).toBeInTheDocument();
    click.mockRestore();
  });

  it("downloads the GSTR-1 JSON for the GST portal for the month chosen, the range's month at first", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:json'), revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user, fetchMock } = renderReports();
    const button = await screen.findByRole('button', { name: 'GSTR-1 JSON for the GST portal' });
    const month = screen.getByLabelText('Return month');
    expect(month).toHaveValue('2026-09');
    fireEvent.change(month, { target: { value: '2026-08' } });
    await user.click(button);
    await waitFor(() => expect(clicked).toEqual(['GSTR1_27AAPFU0939F1ZV_082026.json']));
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('gstr1.json'))!;
    expect(String(call[0])).toBe('/api/admin/reports/gstr1.json?month=2026-08');
    expect(new Headers(call[1]?.headers).get('Authorization')).toBeTruthy();

    // No month, no download.
    fireEvent.change(month, { target: { value: '' } });
    expect(button).toBeDisabled();
    expect(month).toHaveAttribute('aria-invalid', 'true');
    click.mockRestore();
  });
});
