import { TOAST_LIMIT } from '@store/shared';
import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { AppToaster } from './toaster';

function VisibleCount() {
  const { toasts } = useToasterStore();
  return <output data-testid="visible">{toasts.filter((t) => t.visible).length}</output>;
}

describe('AppToaster', () => {
  it(`keeps at most ${TOAST_LIMIT} toasts on screen, dismissing the oldest`, () => {
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    );

    act(() => {
      for (let n = 1; n <= TOAST_LIMIT + 5; n++) toast.success(`Toast ${n}`);
    });

    expect(screen.getByTestId('visible')).toHaveTextContent(String(TOAST_LIMIT));
    expect(screen.getByText(`Toast ${TOAST_LIMIT + 5}`)).toBeInTheDocument();
    act(() => toast.remove());
  });

  it('shows one copy of the same message raised twice, and keeps different ones', () => {
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    );

    act(() => {
      toast.success('Item added to cart!');
      toast.success('Item added to cart!');
      toast.error('Item added to cart!');
      toast.success('Item removed from cart!');
    });

    expect(screen.getByTestId('visible')).toHaveTextContent('3');
    act(() => toast.remove());
  });
});
