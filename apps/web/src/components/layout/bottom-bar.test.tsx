import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { BottomBar } from './bottom-bar';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

function renderBar(user: { name: string; email: string } | null = null, onLogout = vi.fn()) {
  scrollTo(0);
  return renderRoutes([{ path: '*', element: <BottomBar user={user} onLogout={onLogout} /> }], '/', { withProviders: false });
}

describe('BottomBar', () => {
  it('has five columns: Home, Products, Services, Orders and Profile', () => {
    renderBar();
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getAllByRole('listitem')).toHaveLength(5);
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(bar).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(within(bar).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(within(bar).getByRole('button', { name: 'Profile' })).toBeInTheDocument();
  });

  it('hides when scrolling down past 100 px and returns on scrolling up or near the top', () => {
    renderBar();
    const bar = screen.getByRole('navigation', { name: 'Quick links' });

    scrollTo(80);
    expect(bar).toHaveAttribute('data-visible', 'true'); // down, but not past 100
    scrollTo(150);
    expect(bar).toHaveAttribute('data-visible', 'false');
    scrollTo(400);
    expect(bar).toHaveAttribute('data-visible', 'false');
    scrollTo(390);
    expect(bar).toHaveAttribute('data-visible', 'true'); // any scroll up
    scrollTo(600);
    expect(bar).toHaveAttribute('data-visible', 'false');
    scrollTo(50);
    expect(bar).toHaveAttribute('data-visible', 'true');
  });

  it('opens a profile popup with Login and Sign Up for guests', async () => {
    const { user } = renderBar();
    const toggle = screen.getByRole('button', { name: 'Profile' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('offers Profile, Applications and Logout to signed-in users, and closes on navigation', async () => {
    const onLogout = vi.fn();
    const { user, router } = renderBar({ name: 'Arjun Mehta', email: 'arjun@example.in' }, onLogout);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/applications');
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Applications' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
