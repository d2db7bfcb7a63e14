import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { VerifyOtpForm } from './verify-otp-form';

/** Each auth toast carries its event's id, so the same event replaces its toast (issue 27). */
const withId = expect.objectContaining({ id: expect.any(String) });

const user = {
  _id: 'u1',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  address: { street: '', city: '', state: '', pincode: '' },
  role: 'customer',
};

function renderForm(props: { redirectTo?: string; codeExpiresAt?: number | null } = {}) {
  return renderRoutes(
    [
      { path: '/verify-otp', element: <VerifyOtpForm userId="u1" email="priya@example.in" {...props} /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    '/verify-otp',
  );
}

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const values = () =>
  boxes()
    .map((box) => box.value)
    .join('');
const timer = () => screen.getByRole('timer');
const resendButton = () => screen.getByRole('button', { name: 'Resend OTP' });

describe('VerifyOtpForm: the boxes', () => {
  it('has six single-digit boxes, labelled, grouped under the instruction', () => {
    renderForm();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Enter the 6-digit code sent to priya@example.in' })).toBeInTheDocument();
  });

  it('moves to the next box as each digit is typed, and ignores letters', async () => {
    const { user: typist } = renderForm();
    await typist.click(boxes()[0]!);
    await typist.keyboard('1');
    expect(boxes()[1]).toHaveFocus();
    await typist.keyboard('x');
    expect(boxes()[1]).toHaveValue('');
    await typist.keyboard('23456');
    expect(values()).toBe('123456');
    expect(boxes()[5]).toHaveFocus();
  });

  it('Backspace clears the box, and on an empty box goes back and clears the previous one', async () => {
    const { user: typist } = renderForm();
    await typist.click(boxes()[0]!);
    await typist.keyboard('123');
    expect(boxes()[3]).toHaveFocus();

    await typist.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(values()).toBe('12');

    await typist.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toBe('1');

    await typist.click(boxes()[0]!);
    await typist.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect(values()).toBe('');
  });

  it('a pasted code fills every box, whichever box it is pasted into', async () => {
    const { user: typist } = renderForm();
    await typist.click(boxes()[2]!);
    await typist.paste('482 913');
    expect(boxes().map((box) => box.value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('typing over a filled box replaces its digit', async () => {
    const { user: typist } = renderForm();
    await typist.click(boxes()[0]!);
    await typist.paste('111111');
    await typist.click(boxes()[2]!);
    await typist.keyboard('7');
    expect(values()).toBe('117111');
    expect(boxes()[3]).toHaveFocus();
  });

  it('typing the same digit a box already holds still moves on (the code is retyped over itself)', async () => {
    const { user: typist } = renderForm();
    await typist.click(boxes()[0]!);
    await typist.keyboard('305');
    await typist.click(boxes()[0]!);
    await typist.keyboard('300000');
    expect(values()).toBe('300000');
    expect(boxes()[5]).toHaveFocus();
  });
});

describe('VerifyOtpForm: submitting', () => {
  it("an incomplete code gives 'Please enter complete OTP' and asks the server nothing", async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    const { user: typist } = renderForm();
    await typist.click(boxes()[0]!);
    await typist.keyboard('123');
    await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));

    const error = screen.getByText('Please enter complete OTP');
    expect(screen.getByRole('group')).toHaveAttribute('aria-describedby', error.id);
    expect(boxes()[3]).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a right code signs the user in and goes home, with one toast for the one event', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubFetch(() => ({ body: { token: 'tok-9', user } }));
    const { user: typist, router } = renderForm();
    await typist.click(boxes()[0]!);
    await typist.paste('123456');
    await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/verify-otp');
    expect(JSON.parse(String(init?.body))).toEqual({ userId: 'u1', otp: '123456' });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Email verified successfully!', withId);
    expect(localStorage.getItem('token')).toBe('tok-9');
  });

  it('goes on to where the shopper was headed (the checkout) once verified', async () => {
    stubFetch(() => ({ body: { token: 'tok-9', user } }));
    const { user: typist, router } = renderForm({ redirectTo: '/checkout' });
    await typist.click(boxes()[0]!);
    await typist.paste('123456');
    await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it("a wrong code shows the server's message and clears the boxes", async () => {
    const error = vi.spyOn(toast, 'error');
    stubFetch(() => ({ status: 400, body: { message: 'Invalid OTP. Please check the code and try again. 4 attempts left.' } }));
    const { user: typist } = renderForm();
    await typist.click(boxes()[0]!);
    await typist.paste('000000');
    await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid OTP. Please check the code and try again. 4 attempts left.', withId));
    await waitFor(() => expect(values()).toBe(''));
    expect(boxes()[0]).toHaveFocus();
  });

  it("falls back to 'OTP verification failed' without a server message", async () => {
    const error = vi.spyOn(toast, 'error');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const { user: typist } = renderForm();
    await typist.click(boxes()[0]!);
    await typist.paste('123456');
    await typist.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('OTP verification failed', withId));
  });
});

describe('VerifyOtpForm: the countdown', () => {
  // Only the clock and intervals are faked: Testing Library and user-event keep their real timeouts.
  const fakeClock = () => vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('counts down from 5:00; Resend is only enabled at 0:00', () => {
    fakeClock();
    renderForm();
    expect(timer()).toHaveTextContent('5:00');
    expect(resendButton()).toBeDisabled();

    tick(1000);
    expect(timer()).toHaveTextContent('4:59');
    tick(239_000);
    expect(timer()).toHaveTextContent('1:00');
    tick(59_000);
    expect(timer()).toHaveTextContent('0:01');
    expect(resendButton()).toBeDisabled();

    tick(1000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('The code has expired. Request a new one below.')).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it("Resend at 0:00 sends a new code, says 'OTP sent successfully!', restarts at 5:00 and clears the boxes", async () => {
    fakeClock();
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubFetch(() => ({ body: { message: 'OTP sent successfully!' } }));
    const { user: typist } = renderForm();
    await typist.click(boxes()[0]!);
    await typist.keyboard('987');
    tick(300_000);

    await typist.click(resendButton());

    await waitFor(() => expect(success).toHaveBeenCalledWith('OTP sent successfully!', withId));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/resend-otp');
    expect(JSON.parse(String(init?.body))).toEqual({ userId: 'u1' });
    await waitFor(() => expect(timer()).toHaveTextContent('5:00'));
    expect(values()).toBe('');
    expect(boxes()[0]).toHaveFocus();
    expect(resendButton()).toBeDisabled();
    tick(1000);
    expect(timer()).toHaveTextContent('4:59');
  });

  it('carries on from the deadline of a code sent before the page was opened again', () => {
    fakeClock();
    renderForm({ codeExpiresAt: Date.now() + 125_000 });
    expect(timer()).toHaveTextContent('2:05');
    expect(resendButton()).toBeDisabled();
  });

  it('offers a new code at once when none is live any more', () => {
    fakeClock();
    renderForm({ codeExpiresAt: null });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it("keeps the timer at 0:00 and shows the server's message when the resend is refused", async () => {
    fakeClock();
    const error = vi.spyOn(toast, 'error');
    stubFetch(() => ({ status: 429, body: { message: 'Too many codes requested. Please try again in 40 minutes.' } }));
    const { user: typist } = renderForm();
    tick(300_000);
    await typist.click(resendButton());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Too many codes requested. Please try again in 40 minutes.', withId));
    expect(resendButton()).toBeEnabled();
  });
});
