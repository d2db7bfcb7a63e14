import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { RegisterPage } from './register';

/** Each auth toast carries its event's id, so the same event replaces its toast (issue 27). */
const withId = expect.objectContaining({ id: expect.any(String) });

function renderPage(at = '/register') {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/verify-otp', element: <p>Verify page</p> },
    ],
    at,
  );
}

const field = (label: string) => screen.getByLabelText(label);

describe('RegisterPage', () => {
  it('shows every SPEC §5 message under its field and focuses the first invalid one', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(field('Full Name')).toHaveAccessibleDescription('Name is required'));
    expect(field('Email Address')).toHaveAccessibleDescription('Email is required');
    expect(field('Phone Number')).toHaveAccessibleDescription('10-digit Indian mobile number Phone number is required');
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please accept the Terms of Service and Privacy Policy');
    expect(field('Full Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Passwords do not match' and 'Password must be at least 6 characters long'", async () => {
    stubFetch(() => ({ body: {} }));
    const { user } = renderPage();
    await user.type(field('Password'), 'abc');
    await user.type(field('Confirm Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters long'));
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(field('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  });

  it('checks the e-mail and the Indian mobile number', async () => {
    stubFetch(() => ({ body: {} }));
    const { user } = renderPage();
    await user.type(field('Email Address'), 'priya@');
    await user.type(field('Phone Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(field('Email Address')).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(field('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Phone Number')).toHaveAccessibleDescription('10-digit Indian mobile number Please enter a valid 10-digit Indian mobile number');
  });

  it('registers with the cleaned-up details, says so and goes to /verify-otp with the id and e-mail', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubFetch(() => ({
      status: 201,
      body: { userId: 'u-new', message: 'Registration successful! Please check your email for OTP verification.' },
    }));
    const { user, router } = renderPage();
    await user.type(field('Full Name'), '  Priya Sharma ');
    await user.type(field('Email Address'), ' Priya@Example.IN ');
    await user.type(field('Phone Number'), '+91 98765-43210');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(router.state.location.state).toEqual({ userId: 'u-new', email: 'priya@example.in' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210', password: 'secret1' });
    expect(success).toHaveBeenCalledWith('Registration successful! Please check your email for OTP verification.', withId);
  });

  it("shows the server's message, or 'Registration failed'", async () => {
    const error = vi.spyOn(toast, 'error');
    stubFetch(() => ({ status: 409, body: { message: 'An account with this email already exists. Please log in.' } }));
    const { user } = renderPage();
    await user.type(field('Full Name'), 'Priya Sharma');
    await user.type(field('Email Address'), 'priya@example.in');
    await user.type(field('Phone Number'), '9876543210');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('An account with this email already exists. Please log in.', withId));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Registration failed', withId));
  });

  it('keeps where the shopper was going (the checkout) on to the code page, and in its Login link', async () => {
    stubFetch(() => ({ status: 201, body: { userId: 'u-new', message: 'ok' } }));
    const { user, router } = renderPage('/register?redirect=/checkout');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=/checkout');
    await user.type(field('Full Name'), 'Priya Sharma');
    await user.type(field('Email Address'), 'priya@example.in');
    await user.type(field('Phone Number'), '9876543210');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(router.state.location.search).toBe('?redirect=/checkout');
    expect(router.state.location.state).toEqual({ userId: 'u-new', email: 'priya@example.in' });
    // For the mail's link, which opens the code page in a tab of its own.
    expect(localStorage.getItem('techstore_after_verify')).toBe('/checkout');
  });
});
