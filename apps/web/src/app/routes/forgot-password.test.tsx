import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password';

const renderPage = () => renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');

describe('ForgotPasswordPage', () => {
  it("sends the link, shows 'Check Your Email'; 'Try Different Email' returns to the form", async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubFetch(() => ({ body: { message: 'If an account exists for this email, a password reset link is on its way.' } }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Email Address'), 'priya@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(heading).toHaveFocus();
    expect(success).toHaveBeenCalledWith('Password reset link sent to your email!');
    expect(screen.getByText('priya@example.in')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'priya@example.in' });

    await user.click(screen.getByRole('button', { name: 'Try Different Email' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
  });

  it("needs a valid e-mail; a failure shows the server's message or 'Failed to send reset email'", async () => {
    const error = vi.spyOn(toast, 'error');
    stubFetch(() => ({ status: 503, body: { message: 'We could not send the email right now. Please try again in a few minutes.' } }));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email is required'));

    await user.type(screen.getByLabelText('Email Address'), 'priya@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('We could not send the email right now. Please try again in a few minutes.'));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to send reset email'));
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
  });
});
