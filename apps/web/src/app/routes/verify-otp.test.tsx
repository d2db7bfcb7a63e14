import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { VerifyOtpPage } from './verify-otp';

const routes = [
  { path: '/verify-otp', element: <VerifyOtpPage /> },
  { path: '/register', element: <p>Register page</p> },
];

describe('VerifyOtpPage', () => {
  it('goes to /register without the navigation state', async () => {
    const { router } = renderRoutes(routes, '/verify-otp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('asks for the code sent to the e-mail in the navigation state', () => {
    renderRoutes(routes, { pathname: '/verify-otp', state: { userId: 'u1', email: 'priya@example.in' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Enter the 6-digit code sent to priya@example.in' })).toBeInTheDocument();
  });
});
