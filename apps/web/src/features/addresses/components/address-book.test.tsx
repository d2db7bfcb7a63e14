import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { AddressBook } from './address-book';

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

/** A server holding `start`, answering the address book's calls as the API does. */
function renderBook(start: SavedAddress[]) {
  let book = [...start];
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const id = url.pathname.split('/')[4];
    // The PIN lookup (the delivery feature's) knows no PIN here.
    if (!url.pathname.startsWith('/api/auth/addresses')) return { status: 404, body: { message: 'Not found' } };
    if (method === 'GET') return { body: book };
    if (method === 'POST') {
      const added = { ...(body as Omit<SavedAddress, '_id'>), _id: `a-${book.length + 1}`, label: String(body.label ?? ''), isDefault: book.length === 0 };
      book = [...book, added];
      return { status: 201, body: added };
    }
    if (method === 'PATCH') {
      if (body.isDefault) book = book.map((address) => ({ ...address, isDefault: address._id === id }));
      book = book.map((address) => (address._id === id ? { ...address, ...body, isDefault: address.isDefault } : address));
      return { body: book.find((address) => address._id === id) };
    }
    const gone = book.find((address) => address._id === id);
    book = book.filter((address) => address._id !== id);
    if (gone?.isDefault && book[0]) book[0] = { ...book[0], isDefault: true };
    return { body: book };
  });
  const rendered = renderRoutes([{ path: '/profile', element: <AddressBook user={{ _id: 'u1', name: 'Priya Sharma', phone: '9876543210' }} /> }], '/profile');
  const calls = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`);
  return { ...rendered, fetchMock, calls };
}

const list = () => screen.getByRole('list', { name: 'Your addresses' });
const card = (title: string) => within(list()).getByRole('heading', { name: title }).closest('li')!;

describe('AddressBook', () => {
  it('lists the addresses, the default marked', async () => {
    renderBook([HOME, OFFICE]);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(card('Home')).toHaveTextContent('Default');
    expect(card('Home')).toHaveTextContent('Pune, Maharashtra 411001');
    expect(card('Office')).not.toHaveTextContent('Default');
    expect(within(card('Home')).queryByRole('button', { name: 'Make Home the default' })).not.toBeInTheDocument();
  });

  it('says so when there is none, and adds the first (the default) with the account name and phone filled in', async () => {
    const { user, fetchMock } = renderBook([]);
    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Priya Sharma');
    // The first address is the default whatever is ticked: no box for it.
    expect(screen.queryByLabelText('Make this my default address')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Label (optional)'), 'Home');
    await user.type(screen.getByLabelText('Street Address'), '12 MG Road');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.type(screen.getByLabelText('State'), 'Maharashtra');
    await user.type(screen.getByLabelText('PIN Code'), '411001');
    await user.click(screen.getByRole('button', { name: 'Add address' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(card('Home')).toHaveTextContent('Default');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      label: 'Home',
      name: 'Priya Sharma',
      phone: '9876543210',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      isDefault: false,
    });
  });

  it('checks the PIN and phone before sending', async () => {
    const { user, calls } = renderBook([]);
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.type(screen.getByLabelText('PIN Code'), '01100');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(screen.getByLabelText('PIN Code')).toHaveAccessibleDescription(/Please enter a valid 6-digit PIN code/));
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(/Please enter a valid 10-digit Indian mobile number/);
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('edits an address in place', async () => {
    const { user, fetchMock } = renderBook([HOME, OFFICE]);
    await user.click(await screen.findByRole('button', { name: 'Edit Office' }));
    const street = screen.getByLabelText('Street Address');
    await user.clear(street);
    await user.type(street, '5 Brigade Road');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(card('Office')).toHaveTextContent('5 Brigade Road'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe('/api/auth/addresses/a-office');
    expect(JSON.parse(String(patch[1]?.body))).toMatchObject({ street: '5 Brigade Road' });
  });

  it('makes another address the default', async () => {
    const { user } = renderBook([HOME, OFFICE]);
    await user.click(await screen.findByRole('button', { name: 'Make Office the default' }));
    await waitFor(() => expect(card('Office')).toHaveTextContent('Default'));
    expect(card('Home')).not.toHaveTextContent('Default');
  });

  it('removes an address after asking, and shows which became the default', async () => {
    const { user, calls } = renderBook([HOME, OFFICE]);
    await user.click(await screen.findByRole('button', { name: 'Remove Home' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this address?' });
    expect(dialog).toHaveTextContent('Another of your addresses becomes the default.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument());
    expect(card('Office')).toHaveTextContent('Default');
    expect(calls()).toContain('DELETE /api/auth/addresses/a-home');
  });

  it(`offers no new address once ${MAX_SAVED_ADDRESSES} are saved, and says why`, async () => {
    const many = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, n) => ({ ...OFFICE, _id: `a-${n}`, label: `No. ${n}`, isDefault: n === 0 }));
    renderBook(many);
    const add = await screen.findByRole('button', { name: 'Add a new address' });
    await waitFor(() => expect(add).toBeDisabled());
    expect(add).toHaveAccessibleDescription(`You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please remove one to add another.`);
  });
});
