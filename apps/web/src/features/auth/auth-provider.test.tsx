import type { User } from '@store/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { stubFetch } from '@/test/render';
import { AuthProvider, useAuth, type AuthContextValue } from './auth-provider';
import { expectConsoleError } from '@/test/console';

/** Each auth toast carries its event's id, so the same event replaces its toast (issue 27). */
const withId = expect.objectContaining({ id: expect.any(String) });

const priya: User = {
  _id: 'u1',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  address: { street: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  role: 'customer',
};

const storeSession = (token: string, user: unknown = priya) => {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
};

const bearerOf = (init?: RequestInit) => new Headers(init?.headers).get('Authorization');

function renderAuth(url = '/somewhere') {
  const current: { auth?: AuthContextValue } = {};
  function Probe() {
    current.auth = useAuth();
    return <p>{current.auth.user?.name ?? 'guest'}</p>;
  }
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Probe />
          </AuthProvider>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, auth: () => current.auth as AuthContextValue };
}

describe('AuthProvider', () => {
  // By default the server knows the stored session and answers /me with the stored user.
  let fetchMock: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetchMock = stubFetch((url) => (url.pathname === '/api/auth/me' ? { body: priya } : { body: { message: 'Logged out successfully!' } }));
  });

  it('restores a stored session', () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(priya));

    const { auth } = renderAuth();

    expect(auth()).toMatchObject({ user: priya, token: 'tok-1', isAuthenticated: true, isLoading: false });
    expect(screen.getByText('Priya Sharma')).toBeInTheDocument();
  });

  it('clears the session and logs when the stored user is corrupt', () => {
    expectConsoleError(/^The stored user is corrupt/);
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', '{not json');

    const { auth } = renderAuth();

    expect(auth()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('treats a user without a token as a guest', () => {
    localStorage.setItem('user', JSON.stringify(priya));
    const { auth } = renderAuth();
    expect(auth().isAuthenticated).toBe(false);
  });

  it('logs in: stores token and user and says so', () => {
    const success = vi.spyOn(toast, 'success');
    const { auth } = renderAuth();

    act(() => auth().login('tok-2', priya));

    expect(auth().isAuthenticated).toBe(true);
    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(priya);
    expect(success).toHaveBeenCalledWith('Logged in successfully!', withId);
  });

  it('logs out: clears the session, says so and goes home', async () => {
    const success = vi.spyOn(toast, 'success');
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(priya));
    sessionStorage.setItem('application-draft:loan:personal', '{"owner":"u1","values":{}}');
    const { auth, router } = renderAuth('/orders');

    act(() => auth().logout());

    expect(auth().isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(success).toHaveBeenCalledWith('Logged out successfully!', withId);
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out on the server too, with the session token, even though the stored token is cleared at once', () => {
    storeSession('tok-1');
    const { auth } = renderAuth();

    act(() => auth().logout());

    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/logout');
    expect(call?.[1]?.method).toBe('POST');
    expect(bearerOf(call?.[1])).toBe('Bearer tok-1');
  });

  it('still logs out here when the server cannot be reached, and says nothing more', async () => {
    const error = vi.spyOn(toast, 'error');
    storeSession('tok-1');
    const { auth } = renderAuth();
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    act(() => auth().logout());

    expect(auth().isAuthenticated).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(error).not.toHaveBeenCalled();
  });

  it('refreshes the stored user from GET /api/auth/me on start', async () => {
    storeSession('tok-1', { ...priya, name: 'Priya (old name)' });
    const { auth } = renderAuth();

    await waitFor(() => expect(auth().user?.name).toBe('Priya Sharma'));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(priya);
    const me = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/me');
    expect(bearerOf(me?.[1])).toBe('Bearer tok-1');
  });

  it('asks the server nothing for a guest', async () => {
    renderAuth();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the stored session when the refresh fails for another reason (offline, server error)', async () => {
    fetchMock = stubFetch(() => ({ status: 503, body: { message: 'Database unavailable' } }));
    storeSession('tok-1');
    const { auth } = renderAuth();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(auth().isAuthenticated).toBe(true);
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('signs out cleanly when the server rejects the stored token on start', async () => {
    const error = vi.spyOn(toast, 'error');
    stubFetch(() => ({ status: 401, body: { message: 'Your session has expired. Please log in again.' } }));
    storeSession('tok-dead');
    const { auth } = renderAuth();

    await waitFor(() => expect(auth().isAuthenticated).toBe(false));
    expect(auth()).toMatchObject({ user: null, token: null, signOutReason: 'expired' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(error).toHaveBeenCalledWith('Your session has expired. Please log in again.', expect.anything());
  });

  it('signs out when any authenticated call answers 401', async () => {
    storeSession('tok-1');
    const { auth } = renderAuth();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    stubFetch(() => ({ status: 401, body: { message: 'Your session has expired. Please log in again.' } }));

    await act(async () => {
      await expect(apiRequest('/api/orders/my-orders')).rejects.toMatchObject({ status: 401 });
    });

    expect(auth().isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ignores a 401 for a token that is no longer the stored one', async () => {
    storeSession('tok-old');
    const { auth } = renderAuth();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    // A request goes out with the old token; meanwhile the user logs in again.
    let pending!: Promise<unknown>;
    act(() => {
      pending = apiRequest('/api/orders/my-orders').catch(() => undefined);
    });
    act(() => auth().login('tok-new', priya));
    await act(async () => {
      answer(new Response(JSON.stringify({ message: 'expired' }), { status: 401 }));
      await pending;
    });

    expect(auth()).toMatchObject({ token: 'tok-new', isAuthenticated: true });
  });
});
