import type { AdminMessage, AdminMessagePage } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { AdminMessagesPage } from './messages';

const unread: AdminMessage = {
  _id: 'm1',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '9812345678',
  subject: 'sales',
  message: 'Do you have the ThinkPad E14 in stock?\nI need two.',
  createdAt: '2026-11-20T05:30:00.000Z',
  readAt: null,
};
const read: AdminMessage = {
  ...unread,
  _id: 'm2',
  name: 'Anita Rao',
  email: 'anita@example.in',
  phone: '',
  subject: 'support',
  readAt: '2026-11-21T05:30:00.000Z',
};

function renderMessages(url = '/admin/messages') {
  signIn(shopOwner);
  const patches: { id: string; body: unknown }[] = [];
  let messages = [unread, read];
  const fetchMock = stubFetch((requested, init) => {
    if (requested.pathname === '/api/auth/me') return { body: shopOwner };
    if (requested.pathname === '/api/admin/messages') {
      const only = requested.searchParams.get('unread');
      const shown = only === null ? messages : messages.filter((m) => (m.readAt === null) === (only === 'true'));
      const page: AdminMessagePage = { messages: shown, total: shown.length, unread: messages.filter((m) => !m.readAt).length, totalPages: 1, page: 1 };
      return { body: page };
    }
    const patched = /^\/api\/admin\/messages\/(\w+)$/.exec(requested.pathname);
    if (patched && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { read: boolean };
      patches.push({ id: patched[1]!, body });
      messages = messages.map((m) => (m._id === patched[1] ? { ...m, readAt: body.read ? '2026-11-23T05:30:00.000Z' : null } : m));
      return { body: messages.find((m) => m._id === patched[1]) };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return { ...renderRoutes([{ path: '/admin/messages', element: <AdminMessagesPage /> }], url), fetchMock, patches };
}

describe('AdminMessagesPage', () => {
  it('lists the messages with who wrote, about what, and a reply link addressed to them', async () => {
    renderMessages();
    const ravi = await screen.findByRole('article', { name: /Ravi Kumar/ });
    expect(within(ravi).getByText('New')).toBeInTheDocument();
    expect(within(ravi).getByText(/Sales: laptops, accessories and quotations/)).toBeInTheDocument();
    expect(within(ravi).getByText(/I need two\./)).toBeInTheDocument();
    expect(within(ravi).getByRole('link', { name: '9812345678' })).toHaveAttribute('href', 'tel:9812345678');

    const reply = within(ravi).getByRole('link', { name: /Reply by e-mail/ });
    const mailto = new URL(reply.getAttribute('href')!);
    expect(mailto.protocol).toBe('mailto:');
    expect(decodeURIComponent(mailto.pathname)).toBe('ravi@example.in');
    expect(mailto.searchParams.get('subject')).toBe('Re: Sales: laptops, accessories and quotations');
    expect(mailto.searchParams.get('body')).toContain('> Do you have the ThinkPad E14 in stock?\n> I need two.');

    expect(screen.getByText('1 unread of 2 in all')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /Anita Rao/ })).queryByText('New')).not.toBeInTheDocument();
  });

  it('marks a message read through the server and shows it read', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, patches } = renderMessages();
    const ravi = await screen.findByRole('article', { name: /Ravi Kumar/ });
    await user.click(within(ravi).getByRole('button', { name: /Mark as read/ }));
    await waitFor(() => expect(patches).toEqual([{ id: 'm1', body: { read: true } }]));
    expect(await screen.findByText('0 unread of 2 in all')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /Ravi Kumar/ })).getByRole('button', { name: /Mark as unread/ })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Marked as read');
  });

  it('asks the server for unread ones only when that view is chosen', async () => {
    const { user, fetchMock } = renderMessages();
    await screen.findByRole('article', { name: /Ravi Kumar/ });
    await user.click(screen.getByRole('link', { name: 'Unread' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Anita Rao/ })).not.toBeInTheDocument());
    expect(fetchedUrls(fetchMock).some((url) => url.pathname === '/api/admin/messages' && url.searchParams.get('unread') === 'true')).toBe(true);
    expect(screen.getByRole('link', { name: 'Unread' })).toHaveAttribute('aria-current', 'page');
  });
});
