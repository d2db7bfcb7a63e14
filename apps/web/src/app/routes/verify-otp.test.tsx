import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { VerifyOtpPage } from './verify-otp';

const routes = [
  { path: '/verify-otp', element: <VerifyOtpPage /> },
  { path: '/register', element: <p>Register page</p> },
  { path: '/checkout', element: <p>Checkout page</p> },
];

const group = (email: string) => screen.findByRole('group', { name: `Enter the 6-digit code sent to ${email}` });

afterEach(() => localStorage.clear());

describe('VerifyOtpPage', () => {
  it('asks for the code sent to the e-mail in the navigation state', () => {
    renderRoutes(routes, { pathname: '/verify-otp', state: { userId: 'u1', email: 'priya@example.in' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Enter the 6-digit code sent to priya@example.in' })).toBeInTheDocument();
  });

  it("opened again without the state, carries on with this browser's registration (never back to /register)", async () => {
    const expires = new Date(Date.now() + 200_000).toISOString();
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/auth/pending-registration'
        ? { body: { userId: 'u7', email: 'ravi@example.in', codeExpiresAt: expires } }
        : { status: 500, body: {} },
    );
    const { router } = renderRoutes(routes, '/verify-otp?redirect=/checkout');
    expect(await group('ravi@example.in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-otp');
    expect(screen.getByRole('timer')).toHaveTextContent(/^3:(1\d|20)$/);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/auth/pending-registration');
  });

  it('without a registration to find, asks for the e-mail and password, gets a new code and asks for it', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/auth/pending-registration') return { status: 404, body: { message: 'none' } };
      if (url.pathname === '/api/auth/login') return { status: 403, body: { message: 'Please verify your email to continue.', userId: 'u9' } };
      return { status: 500, body: {} };
    });
    const { user: typist, router } = renderRoutes(routes, '/verify-otp?redirect=/checkout');
    await typist.type(await screen.findByLabelText('Email Address'), 'Meena@Example.in');
    await typist.type(screen.getByLabelText('Password'), 'secret123');
    await typist.click(screen.getByRole('button', { name: 'Send me a new code' }));

    expect(await group('meena@example.in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-otp');
    expect(router.state.location.search).toBe('?redirect=/checkout');
    const login = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/login')!;
    expect(JSON.parse(String(login[1]?.body))).toEqual({ email: 'meena@example.in', password: 'secret123' });
  });

  it('keeps where the registration was headed for a tab opened from the mail', async () => {
    localStorage.setItem('techstore_after_verify', '/checkout');
    stubFetch(() => ({ status: 404, body: { message: 'none' } }));
    renderRoutes(routes, '/verify-otp');
    expect(await screen.findByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register?redirect=/checkout');
  });
});
