import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toCartProduct } from '@/features/cart/cart-item';
import { useCart } from '@/features/cart/cart-provider';
import { makeProduct } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { RootLayout } from './root-layout';

function AddButton() {
  const { addToCart } = useCart();
  return (
    <button type="button" onClick={() => addToCart(makeProduct(), 2)}>
      add two
    </button>
  );
}

describe('RootLayout', () => {
  it('shows the sum of cart quantities in the header badge and follows changes', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { ...toCartProduct(makeProduct()), quantity: 2 },
        { ...toCartProduct(makeProduct()), quantity: 3 },
      ]),
    );
    const { user } = renderRoutes([{ path: '/', element: <RootLayout />, children: [{ index: true, element: <AddButton /> }] }], '/', {
      withProviders: false,
    });

    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
    await user.click(screen.getByRole('button', { name: 'add two' }));
    expect(screen.getByRole('link', { name: 'Cart, 7 items' })).toBeInTheDocument();
  });

  it('has landmarks and a skip link to the main content', () => {
    renderRoutes([{ path: '/', element: <RootLayout />, children: [{ index: true, element: <h1>Page</h1> }] }], '/', {
      withProviders: false,
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} TechStore`);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });
});
