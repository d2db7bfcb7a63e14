import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { priyaWithoutAddress as priya } from '@/test/user-fixtures';
import { LoginPage } from './login';

/** Each auth toast carries its event's id, so the same event replaces its toast (issue 27). */
const withId = expect.objectContaining({ id: expect.any(String) });

function renderLogin(url: string) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    url,
  );
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user'], email = 'Priya@Example.in', password = 'secret1') {
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('needs an e-mail and a password', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    const { user } = renderLogin('/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email is required'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to Forgot password? and Sign Up', () => {
    renderLogin('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('sends a shopper who chooses Sign Up on with the same destination', () => {
    renderLogin('/login?redirect=/checkout');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register?redirect=/checkout');
  });

  it('signs in and follows the redirect parameter', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubFetch(() => ({ body: { token: 'tok-1', user: priya } }));
    const { user, router } = renderLogin('/login?redirect=/cart');
    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(success).toHaveBeenCalledWith('Logged in successfully!', withId);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'priya@example.in', password: 'secret1' });
  });

  it('goes home by default, and never off the site', async () => {
    stubFetch(() => ({ body: { token: 'tok-1', user: priya } }));
    const { user, router } = renderLogin('/login?redirect=//evil.example/phish');
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows 'Invalid email or password', clears the password and focuses it; a stored token is not sent", async () => {
    localStorage.setItem('token', 'tok-stale');
    const error = vi.spyOn(toast, 'error');
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/auth/login' ? { status: 401, body: { message: 'Invalid email or password' } } : { status: 401, body: { message: 'expired' } },
    );
    const { user } = renderLogin('/login');
    await fillAndSubmit(user);

    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid email or password', withId));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    const login = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/login');
    expect(new Headers(login?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it('an unverified account goes to /verify-otp with its id and e-mail, and the server says why', async () => {
    const error = vi.spyOn(toast, 'error');
    const message = 'Please verify your email to continue. We have sent a new code to your email.';
    stubFetch(() => ({ status: 403, body: { message, userId: 'u-unverified' } }));
    const { user, router } = renderLogin('/login?redirect=/checkout');
    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(router.state.location.search).toBe('?redirect=/checkout');
    expect(router.state.location.state).toEqual({ userId: 'u-unverified', email: 'priya@example.in' });
    expect(error).toHaveBeenCalledWith(message, withId);
  });

  it("falls back to 'Login failed'", async () => {
    const error = vi.spyOn(toast, 'error');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const { user } = renderLogin('/login');
    await fillAndSubmit(user);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Login failed', withId));
  });
});
