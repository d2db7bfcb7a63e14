import { SERIAL_MESSAGES, type AdminOrder, type OrderSerials } from '@store/shared';
import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { makeAdminOrder, makeOrderItem } from '@/test/order-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { SerialsPanel } from './serials-panel';

/** The panel against a server that records what it is sent and answers with the order as recorded (or with `answer`). */
function renderPanel(order: AdminOrder, answer?: { status: number; body: unknown }) {
  const recorded: OrderSerials[] = [];
  stubFetch((url, init) => {
    if (url.pathname === `/api/admin/orders/${order._id}/serials` && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as OrderSerials;
      recorded.push(body);
      const items = order.items.map((item) => ({ ...item, serials: body.lines.find((line) => line.itemId === item._id)?.serials ?? item.serials }));
      return answer ?? { body: { ...order, items } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  const { user } = renderRoutes([{ path: '/admin/orders/o1', element: <SerialsPanel order={order} /> }], '/admin/orders/o1');
  return { recorded, user };
}

const latitude = (serials: string[] = []) => makeOrderItem({ name: 'Dell Latitude 5440', quantity: 2, serialised: true, serials });
const box = (unit: number, name = 'Dell Latitude 5440') => screen.getByRole('textbox', { name: `Serial number ${unit} of ${name}` });

describe('SerialsPanel', () => {
  it('takes a scanner’s Enter to the next box, and the last one sends every serialised line, in capitals', async () => {
    const success = vi.spyOn(toast, 'success');
    const laptop = latitude();
    const thinkpad = makeOrderItem({ name: 'Lenovo ThinkPad E14', serialised: true });
    const mouse = makeOrderItem({ name: 'Logitech M331 Mouse', hsn: '8471 60' });
    const { recorded, user } = renderPanel(makeAdminOrder({ status: 'processing', items: [laptop, mouse, thinkpad] }));
    expect(screen.getByRole('status')).toHaveTextContent(SERIAL_MESSAGES.required);
    expect(screen.queryByRole('textbox', { name: /Logitech/ })).toBeNull();

    await user.type(box(1), 'sn123{Enter}');
    expect(box(2)).toHaveFocus();
    // Moved there, not sent and refused for the empty box.
    expect(box(2)).not.toHaveAccessibleDescription();
    await user.type(box(2), '5CD1234XYZ{Enter}');
    expect(box(1, 'Lenovo ThinkPad E14')).toHaveFocus();
    expect(recorded).toHaveLength(0);
    await user.type(box(1, 'Lenovo ThinkPad E14'), ' PF-3A/9K1 {Enter}');

    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]).toEqual({
      lines: [
        { itemId: laptop._id, serials: ['SN123', '5CD1234XYZ'] },
        { itemId: thinkpad._id, serials: ['PF-3A/9K1'] },
      ],
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Serial numbers recorded'));
    expect(box(1)).toHaveValue('SN123');
  });

  it('an Enter goes back to a box left empty before sending, and the boxes hold the serials recorded', async () => {
    const { recorded, user } = renderPanel(makeAdminOrder({ status: 'confirmed', items: [latitude(['5CD1234XYZ'])] }));
    expect(box(1)).toHaveValue('5CD1234XYZ');
    await user.clear(box(1));
    await user.type(box(1), '5CD1234XYA{Enter}');
    expect(box(2)).toHaveFocus();
    await user.type(box(2), '{Enter}');
    expect(box(2)).toHaveFocus();
    expect(recorded).toHaveLength(0);
  });

  it('refuses a serial that is not one, or one given twice, before asking the server', async () => {
    const { recorded, user } = renderPanel(makeAdminOrder({ status: 'confirmed', items: [latitude()] }));
    await user.type(box(1), 'ab{Enter}');
    await user.type(box(2), '5CD1234XYZ{Enter}');
    await waitFor(() => expect(box(1)).toHaveAccessibleDescription(SERIAL_MESSAGES.invalid));
    expect(box(1)).toHaveFocus();

    await user.clear(box(1));
    await user.type(box(1), '5cd1234xyz');
    await user.click(screen.getByRole('button', { name: 'Record serial numbers' }));
    await waitFor(() => expect(box(2)).toHaveAccessibleDescription(SERIAL_MESSAGES.twice('5CD1234XYZ')));
    expect(recorded).toHaveLength(0);
  });

  it('shows the server’s refusal (409) as a toast and under the serial it names', async () => {
    const error = vi.spyOn(toast, 'error');
    const message = SERIAL_MESSAGES.soldElsewhere('5CD1234XYZ');
    const { recorded, user } = renderPanel(makeAdminOrder({ status: 'confirmed', items: [latitude()] }), { status: 409, body: { message } });
    await user.type(box(1), '5CD1234XYA{Enter}');
    await user.type(box(2), '5cd1234xyz{Enter}');
    await waitFor(() => expect(box(2)).toHaveAccessibleDescription(message));
    expect(box(1)).not.toHaveAccessibleDescription(message);
    expect(error).toHaveBeenCalledWith(message);
    expect(recorded).toHaveLength(1);
  });

  it('once the parcel has left, shows the serials as recorded, with nothing to change or wait for', () => {
    renderPanel(makeAdminOrder({ status: 'shipped', items: [latitude(['5CD1234XYZ', '5CD1234XYA'])] }));
    expect(screen.getByTestId('serials')).toHaveTextContent('Dell Latitude 54405CD1234XYZ, 5CD1234XYA');
    expect(screen.getByTestId('serials')).toHaveTextContent(SERIAL_MESSAGES.leftAlready);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
