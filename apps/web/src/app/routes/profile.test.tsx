import type { User } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/features/auth';
import { renderRoutes, stubFetch } from '@/test/render';
import { priya } from '@/test/user-fixtures';
import { ProfilePage } from './profile';

function LogoutButton() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={logout}>
      Log me out
    </button>
  );
}

function renderProfile({
  signedIn = true,
  answer,
}: { signedIn?: boolean; answer?: (url: URL, init?: RequestInit) => { status?: number; body: unknown } } = {}) {
  if (signedIn) {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(priya));
  }
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === '/api/auth/summary') return { body: { orders: 3, applications: 1, totalSpent: 123456 } };
    if (url.pathname === '/api/auth/me') return { body: priya };
    if (url.pathname === '/api/auth/addresses' && (init?.method ?? 'GET') === 'GET') return { body: [] };
    return answer?.(url, init) ?? { body: {} };
  });
  const rendered = renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <>
            <ProfilePage />
            <LogoutButton />
          </>
        ),
      },
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/profile',
  );
  return { ...rendered, fetchMock };
}

const details = () => screen.getByRole('region', { name: 'Personal Information' });
const shown = (label: string) => within(details()).getByText(label).nextElementSibling;

describe('ProfilePage', () => {
  it('sends guests to /login?redirect=/profile', async () => {
    const { router } = renderProfile({ signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/profile');
  });

  it("shows the user's name and e-mail, their details, and the server's figures in the tiles", async () => {
    renderProfile();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(account).getByText('priya@example.in')).toBeInTheDocument();
    expect(shown('Phone Number')).toHaveTextContent('9876543210');
    expect(shown('Street Address')).toHaveTextContent('12 MG Road');
    expect(shown('PIN Code')).toHaveTextContent('411001');

    const tiles = screen.getByRole('region', { name: 'Account summary' });
    await waitFor(() => expect(within(tiles).getByText('Total Orders').previousElementSibling).toHaveTextContent('3'));
    expect(within(tiles).getByText('Applications').previousElementSibling).toHaveTextContent('1');
    expect(within(tiles).getByText('Total Spent').previousElementSibling).toHaveTextContent('₹1,23,456');
  });

  it('edit mode: e-mail read-only with its note; Cancel restores the stored values', async () => {
    const { user, fetchMock } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('priya@example.in');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email cannot be changed');

    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Someone Else');
    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(shown('Full Name')).toHaveTextContent('Priya Sharma');
    expect(shown('City')).toHaveTextContent('Pune');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Priya Sharma');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('checks the phone number and PIN code before saving', async () => {
    const { user, fetchMock } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.clear(screen.getByLabelText('PIN Code'));
    await user.type(screen.getByLabelText('PIN Code'), '0110');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('PIN Code')).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code'));
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Please enter a valid 10-digit Indian mobile number');
    expect(screen.getByLabelText('PIN Code')).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code');
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("saves: sends the details, stores the server's answer, says so and returns to view mode", async () => {
    const success = vi.spyOn(toast, 'success');
    const saved: User = { ...priya, name: 'Priya S. Kulkarni', address: { ...priya.address, city: 'Mumbai', pincode: '400001' } };
    const mumbai = { pincode: '400001', district: 'Mumbai', state: 'Maharashtra' };
    const { user, fetchMock } = renderProfile({
      answer: (url) => (url.pathname === '/api/auth/profile' ? { body: saved } : url.pathname === '/api/delivery/400001' ? { body: mumbai } : { body: {} }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Priya S. Kulkarni');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Mumbai');
    await user.clear(screen.getByLabelText('PIN Code'));
    await user.type(screen.getByLabelText('PIN Code'), '400001');
    // India Post's directory names the PIN's place as it is typed.
    expect(await screen.findByText('Mumbai, Maharashtra')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Profile updated successfully!'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/auth/profile');
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      name: 'Priya S. Kulkarni',
      phone: '9876543210',
      address: { street: '12 MG Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
    });
    expect(new Headers(put[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(shown('Full Name')).toHaveTextContent('Priya S. Kulkarni');
    expect(within(screen.getByRole('region', { name: 'Account' })).getByText('Priya S. Kulkarni')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(saved);
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it("stays in edit mode with the server's message (or 'Failed to update profile') when saving fails", async () => {
    const error = vi.spyOn(toast, 'error');
    const { user } = renderProfile({ answer: () => ({ status: 400, body: { message: 'Name is required' } }) });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Name is required'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update profile'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('a user who logs out here goes home, not to the login page', async () => {
    const { user, router } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Log me out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
