import type { SavedAddress } from '@store/shared';
import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { toCartProduct } from '@/features/cart';
import { makeProduct } from '@/test/fixtures';
import { makeOrder } from '@/test/order-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { priyaWithoutAddress } from '@/test/user-fixtures';
import { CheckoutPage } from './checkout';

/** Checkout and the address book (issue 27): the default filled in, a choice among several, and "Save to my addresses". */

const mouse = makeProduct({ _id: 'p-mouse', name: 'Logitech M331', priceInclGst: 2_949, stock: 20 });
const PLACED = makeOrder({ _id: '0b7e52f4-6c1d-4a8e-9f3b-00000000abcd' });
const HOME: SavedAddress = {
  _id: 'a-home',
  label: 'Home',
  name: 'Priya Sharma',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  isDefault: true,
};
const OFFICE: SavedAddress = {
  ...HOME,
  _id: 'a-office',
  label: 'Office',
  street: '4 Brigade Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  isDefault: false,
};

function renderCheckout(book: SavedAddress[]) {
  // A profile without an address: whatever is filled in comes from the book.
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('user', JSON.stringify(priyaWithoutAddress));
  localStorage.setItem('cart', JSON.stringify([{ ...toCartProduct(mouse), quantity: 1 }]));
  const calls: string[] = [];
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/auth/me') return { body: priyaWithoutAddress };
    if (url.pathname === '/api/auth/addresses' && method === 'GET') return { body: book };
    if (url.pathname === '/api/auth/addresses' && method === 'POST') return { status: 201, body: { ...OFFICE, _id: 'a-new', isDefault: false } };
    if (url.pathname === '/api/payments/config') {
      return { body: { enabled: false, sandbox: true, scriptUrl: '/sandbox/razorpay/checkout.js', key: 'rzp_test_key', cod: { maxTotal: 50_000, fee: 0 } } };
    }
    if (url.pathname === '/api/orders/cod') return { status: 201, body: PLACED };
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/orders/:id', element: <p>Order page</p> },
    ],
    '/checkout',
  );
  const bodyOf = (method: string, path: string) => {
    const call = fetchMock.mock.calls.find(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
    );
    return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
  };
  return { ...rendered, calls, bodyOf };
}

const field = (label: string) => screen.getByLabelText(label);

describe('checkout with the address book', () => {
  it("fills in the default address, and the customer's choice among the others", async () => {
    const { user } = renderCheckout([HOME, OFFICE]);
    // Once the book has loaded (its addresses are offered only then).
    await waitFor(() => expect(screen.queryByLabelText('Save to my addresses')).toBeInTheDocument());
    await user.click(field('Use my saved address'));
    expect(field('Street Address')).toHaveValue('12 MG Road');
    expect(field('PIN Code')).toHaveValue('411001');

    const choices = screen.getByRole('group', { name: 'Deliver to' });
    expect(screen.getByRole('radio', { name: /Home/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Office/ }));
    expect(choices).toBeInTheDocument();
    expect(field('Street Address')).toHaveValue('4 Brigade Road');
    expect(field('City')).toHaveValue('Bengaluru');
    expect(field('State')).toHaveValue('Karnataka');
    expect(field('PIN Code')).toHaveValue('560001');
    // A saved address is not saved again.
    expect(screen.queryByLabelText('Save to my addresses')).not.toBeInTheDocument();
  });

  it("'Save to my addresses' saves the address typed in, before the order is placed", async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, router, calls, bodyOf } = renderCheckout([]);
    await user.type(await screen.findByLabelText('Street Address'), '4 Brigade Road');
    await user.type(field('City'), 'Bengaluru');
    await user.type(field('State'), 'Karnataka');
    await user.type(field('PIN Code'), '560001');
    await user.click(await screen.findByLabelText('Save to my addresses'));
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: /Place order/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${PLACED._id}`));
    expect(bodyOf('POST', '/api/auth/addresses')).toEqual({
      name: 'Priya Sharma',
      phone: '9876543210',
      street: '4 Brigade Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    });
    expect(calls.indexOf('POST /api/auth/addresses')).toBeLessThan(calls.indexOf('POST /api/orders/cod'));
    expect(success).toHaveBeenCalledWith('Address saved to your address book', expect.objectContaining({ id: 'address-book' }));
  });

  it('saves nothing when the box is not ticked', async () => {
    const { user, router, calls } = renderCheckout([]);
    await user.type(await screen.findByLabelText('Street Address'), '4 Brigade Road');
    await user.type(field('City'), 'Bengaluru');
    await user.type(field('State'), 'Karnataka');
    await user.type(field('PIN Code'), '560001');
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${PLACED._id}`));
    expect(calls).not.toContain('POST /api/auth/addresses');
  });
});
