import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { ResetPasswordPage } from './reset-password';

function renderPage(url = '/reset-password?token=tok-reset') {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    url,
  );
}

const newPassword = () => screen.getByLabelText('New Password');
const confirmPassword = () => screen.getByLabelText('Confirm Password');
const submit = () => screen.getByRole('button', { name: 'Reset Password' });
const checklistItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(name)
    .closest('li');

describe('ResetPasswordPage', () => {
  it('shows one problem at a time: the mismatch first, then the length', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    const { user } = renderPage();

    await user.type(newPassword(), 'abc');
    await user.type(confirmPassword(), 'abd');
    await user.click(submit());
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 6 characters long')).not.toBeInTheDocument();
    expect(confirmPassword()).toHaveFocus();
    expect(confirmPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmPassword()).toHaveAccessibleDescription('Passwords do not match');

    await user.clear(confirmPassword());
    await user.type(confirmPassword(), 'abc');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(newPassword()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ticks the checklist green as each rule is met', async () => {
    stubFetch(() => ({ body: {} }));
    const { user } = renderPage();
    expect(checklistItem('At least 6 characters')).toHaveAttribute('data-met', 'false');
    expect(checklistItem('Passwords match')).toHaveAttribute('data-met', 'false');

    await user.type(newPassword(), 'secret');
    expect(checklistItem('At least 6 characters')).toHaveAttribute('data-met', 'true');
    expect(checklistItem('At least 6 characters')).toHaveClass('text-green-700');
    expect(checklistItem('Passwords match')).toHaveAttribute('data-met', 'false');

    await user.type(confirmPassword(), 'secret');
    expect(checklistItem('Passwords match')).toHaveAttribute('data-met', 'true');
    await user.type(confirmPassword(), '!');
    expect(checklistItem('Passwords match')).toHaveAttribute('data-met', 'false');
  });

  it('show/hide toggles reveal each field on its own', async () => {
    stubFetch(() => ({ body: {} }));
    const { user } = renderPage();
    expect(newPassword()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(newPassword()).toHaveAttribute('type', 'password');
  });

  it("resets with the link's token, says so and goes to /login", async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubFetch(() => ({ body: { message: 'Password reset successful! You can now login with your new password.' } }));
    const { user, router } = renderPage();
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmPassword(), 'new-secret');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/reset-password');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-reset', password: 'new-secret' });
    expect(success).toHaveBeenCalledWith('Password reset successful! You can now login with your new password.');
  });

  it("shows the server's message for a dead link and offers a new one", async () => {
    const error = vi.spyOn(toast, 'error');
    stubFetch(() => ({ status: 400, body: { message: 'This reset link is invalid or has expired. Please request a new one.' } }));
    const { user } = renderPage();
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmPassword(), 'new-secret');
    await user.click(submit());

    await waitFor(() => expect(error).toHaveBeenCalledWith('This reset link is invalid or has expired. Please request a new one.'));
    expect(await screen.findByRole('link', { name: 'Request a new one' })).toHaveAttribute('href', '/forgot-password');
  });

  it("without a token: 'Invalid reset link' and off to /login", async () => {
    const error = vi.spyOn(toast, 'error');
    const { router } = renderPage('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(error).toHaveBeenCalledWith('Invalid reset link', expect.anything());
  });
});
