import type { AuditEntry, AuditPage } from '@store/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { OrderHistory } from './order-history';

const entry = (action: string, before: AuditEntry['before'], after: AuditEntry['after'], minute: number): AuditEntry => ({
  _id: `e-${action}-${minute}`,
  actor: 'owner@techstore.in',
  action,
  targetType: 'order',
  targetId: 'o1',
  before,
  after,
  createdAt: `2026-03-02T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

/** The order's history as the audit log gives it, newest first. */
function renderHistory(entries: AuditEntry[]) {
  stubFetch((url) => {
    if (url.pathname === '/api/admin/audit') return { body: { entries, total: entries.length, totalPages: 1, page: 1 } satisfies AuditPage };
    return { status: 404, body: { message: 'Not found' } };
  });
  return renderRoutes([{ path: '/admin/orders/o1', element: <OrderHistory orderId="o1" /> }], '/admin/orders/o1');
}

describe('OrderHistory', () => {
  it('says in words what each change was, never the audit log’s code', async () => {
    renderHistory([
      entry('order.invoice-download', null, { number: 'TS/26-27/00042' }, 10),
      entry('order.ndr', null, { action: 're-attempt', awb: 'SRX123' }, 9),
      entry('order.ship', { status: 'confirmed', trackingNumber: '' }, { status: 'processing', trackingNumber: 'SRX123', courier: 'Delhivery' }, 8),
      entry('order.ship-requested', null, { courier: 'cheapest' }, 7),
      entry('order.cancel-lines', null, { lines: [{ itemId: 'i1', quantity: 1 }], refundPaise: 79_900 }, 6),
      entry('order.status', { status: 'pending' }, { status: 'confirmed' }, 5),
      entry('order.gift-wrapped', null, null, 4),
    ]);
    const items = await screen.findAllByRole('listitem');
    const headings = items.map((item) => item.querySelector('p')!.textContent);
    expect(headings).toEqual([
      'Invoice downloaded',
      'Courier asked to deliver again',
      'Booked with the courier: Confirmed → Processing',
      'Courier booking asked for',
      'Items cancelled',
      'Pending → Confirmed',
      // One the labels do not know yet still reads as words.
      'Gift wrapped',
    ]);
    for (const item of items) expect(item.textContent).not.toMatch(/order\.[a-z-]+/);
  });
});
