import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { Header } from './header';
import type { LayoutUser } from './nav-links';

const priya: LayoutUser = { name: 'Priya Sharma', email: 'priya@example.in' };

function renderHeader({ user = null, cartCount = 0, onLogout = vi.fn() }: { user?: LayoutUser | null; cartCount?: number; onLogout?: () => void } = {}) {
  return renderRoutes([{ path: '*', element: <Header user={user} cartCount={cartCount} onLogout={onLogout} /> }], '/', {
    withProviders: false,
  });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('Header', () => {
  it('links to every page of SPEC §2', () => {
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/products', '/services', '/insurance', '/loans', '/about', '/contact']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('shows the cart count in a badge only when above zero', () => {
    const { unmount } = renderHeader({ cartCount: 0 });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    unmount();

    renderHeader({ cartCount: 3 });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
  });

  it('takes a scrolled state past 20 px', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(21);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(20);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('opens the account dropdown with name, e-mail and account links; Escape closes it', async () => {
    const onLogout = vi.fn();
    const { user } = renderHeader({ user: priya, onLogout });
    const toggle = screen.getByRole('button', { name: /account menu for priya/i });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('priya@example.in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/applications');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('offers the shop admin console to admins only', async () => {
    const { user, unmount } = renderHeader({ user: priya });
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    expect(screen.getByRole('link', { name: 'Applications' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shop admin' })).not.toBeInTheDocument();
    unmount();

    const admin = renderHeader({ user: { ...priya, role: 'admin' } });
    await admin.user.click(screen.getByRole('button', { name: /account menu/i }));
    expect(screen.getByRole('link', { name: 'Shop admin' })).toHaveAttribute('href', '/admin');
  });

  it('closes the account dropdown on navigation', async () => {
    const { user, router } = renderHeader({ user: priya });
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(router.state.location.pathname).toBe('/orders');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('opens the mobile side menu as a dialog; Escape closes it and returns focus', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Insurance', 'Loans', 'About', 'Contact', 'Login', 'Sign Up']) {
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile side menu on a backdrop tap and on navigation', async () => {
    const { user, router } = renderHeader({ user: priya });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('priya@example.in')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Loans' }));
    expect(router.state.location.pathname).toBe('/loans');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the search it is given in a row a phone opens with the search button; Escape in an empty box closes it', async () => {
    const { user } = renderRoutes(
      [{ path: '*', element: <Header user={null} cartCount={0} onLogout={() => {}} search={<input aria-label="Search the store" />} /> }],
      '/',
      { withProviders: false },
    );
    const toggle = screen.getByRole('button', { name: 'Show search' });
    const row = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(row).toHaveClass('hidden'); // shown by CSS from md up; behind the button on phones
    expect(row).toContainElement(screen.getByRole('textbox', { name: 'Search the store' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(row).not.toHaveClass('hidden');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search the store' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no search button without a search to show', () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });
});
