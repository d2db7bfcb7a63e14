import { AUTH_MESSAGES, CONTACT_MESSAGES } from '@store/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '@/components/ui/toaster';
import { createTestQueryClient, stubFetch } from '@/test/render';
import type { ContactSubject } from '../subjects';
import { ContactForm } from './contact-form';

function renderForm(initialSubject?: ContactSubject) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ContactForm initialSubject={initialSubject} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { user };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const toastWith = (text: string) => screen.findByText(text, { selector: '[role="status"] *, [role="status"]' });

type User = ReturnType<typeof userEvent.setup>;

/** Pastes rather than types: the same events for the form, far fewer of them. */
async function enter(user: User, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillValid(user: User) {
  await enter(user, 'Full name', 'Asha Kulkarni');
  await enter(user, 'Email', 'asha@example.in');
  await enter(user, 'Phone', '98220 12345');
  await user.selectOptions(field('Subject'), 'support');
  await enter(user, 'Message', 'My laptop fan is very loud. Can I bring it in on Saturday?');
}

afterEach(() => {
  act(() => toast.remove());
});

// Form tests click, paste and wait for toasts: slow on the 2-core CI machines, so they get more time.
describe('ContactForm', { timeout: 15_000 }, () => {
  it('shows the shared schema’s messages under each required field, and sends nothing', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: { message: CONTACT_MESSAGES.sent } }));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(AUTH_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full name')).toHaveAccessibleDescription(AUTH_MESSAGES.nameRequired);
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'false'); // optional
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail address and an optional phone number when given', async () => {
    stubFetch(() => ({ status: 201, body: { message: CONTACT_MESSAGES.sent } }));
    const { user } = renderForm();
    await enter(user, 'Email', 'asha@');
    await enter(user, 'Phone', '12345');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.phoneInvalid)).toBeInTheDocument();
  });

  it('sends the message, shows the success toast and clears the form', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: { message: CONTACT_MESSAGES.sent } }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await toastWith(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Kulkarni',
      email: 'asha@example.in',
      phone: '9822012345',
      subject: 'support',
      message: 'My laptop fan is very loud. Can I bring it in on Saturday?',
    });
    await waitFor(() => expect(field('Full name')).toHaveValue(''));
    expect(field('Email')).toHaveValue('');
    expect(field('Phone')).toHaveValue('');
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('shows the failure toast and keeps what was typed when sending fails', async () => {
    stubFetch(() => ({ status: 503, body: { message: CONTACT_MESSAGES.failed } }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await toastWith(CONTACT_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.sent)).toBeNull();
    expect(field('Full name')).toHaveValue('Asha Kulkarni');
    expect(field('Message')).toHaveValue('My laptop fan is very loud. Can I bring it in on Saturday?');
  });

  it('shows the failure toast when the network is down', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await toastWith(CONTACT_MESSAGES.failed)).toBeInTheDocument();
  });

  it('puts a validation answer from the server under its field instead of a toast', async () => {
    stubFetch(() => ({ status: 400, body: { message: AUTH_MESSAGES.emailInvalid, errors: [{ field: 'email', message: AUTH_MESSAGES.emailInvalid }] } }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    expect(screen.queryByText(CONTACT_MESSAGES.failed)).toBeNull();
  });

  it('shows the failure toast for a validation answer it cannot place under a field', async () => {
    stubFetch(() => ({ status: 400, body: { message: 'The request body is not valid JSON' } }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.failed)).toBeInTheDocument();
  });

  it('when rate-limited, shows the failure toast and the server’s advice', async () => {
    stubFetch(() => ({ status: 429, body: { message: CONTACT_MESSAGES.tooMany } }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await toastWith(CONTACT_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.tooMany);
  });

  it('preselects the subject it is given', () => {
    renderForm('insurance');
    expect(field('Subject')).toHaveValue('insurance');
    expect(within(field('Subject')).getByRole('option', { selected: true })).toHaveTextContent('Insurance and loans');
  });
});
