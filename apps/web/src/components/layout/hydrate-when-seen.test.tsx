import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrateWhenSeen, holdServerParts } from './hydrate-when-seen';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

const page = (
  <main>
    <h1>Above the fold</h1>
    <HydrateWhenSeen>
      <Counter />
    </HydrateWhenSeen>
  </main>
);

/** IntersectionObserver driven by the test: `show()` brings every element observed into view. */
function stubIntersectionObserver() {
  const observers = new Set<{ show: () => void }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly targets: Element[] = [];
      constructor(private readonly callback: IntersectionObserverCallback) {}
      show() {
        this.callback(
          this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          this as unknown as IntersectionObserver,
        );
      }
      observe(target: Element) {
        this.targets.push(target);
        observers.add(this);
      }
      disconnect() {
        observers.delete(this);
      }
    },
  );
  return { show: () => [...observers].forEach((observer) => observer.show()) };
}

/** Whether React has taken `element` over (it keeps its props on the element). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** The page as the server sends it, then taken over by React as main.tsx does. */
async function hydrateServerPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  holdServerParts();
  await act(async () => {
    hydrateRoot(container, page);
  });
  return container;
}

describe('HydrateWhenSeen', () => {
  it('renders its content at once in a page the browser renders itself', async () => {
    render(page);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1');
  });

  it("keeps the server's HTML as it is until the part comes into view, then hydrates it", async () => {
    const viewport = stubIntersectionObserver();
    const container = await hydrateServerPage();
    const button = container.querySelector('button')!;
    expect(hydrated(button)).toBe(false);
    expect(hydrated(container.querySelector('main')!)).toBe(true);

    await act(async () => viewport.show());
    expect(hydrated(button)).toBe(true);
    await act(async () => button.click());
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Clicked 1');
    container.remove();
  });

  it('hydrates a part out of view as soon as the shopper taps anywhere', async () => {
    stubIntersectionObserver();
    const container = await hydrateServerPage();
    const button = container.querySelector('button')!;
    await act(async () => window.dispatchEvent(new Event('pointerdown')));
    expect(hydrated(button)).toBe(true);
    container.remove();
  });

  it('hydrates a part at once for a click on it, and handles the click', async () => {
    stubIntersectionObserver();
    const container = await hydrateServerPage();
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button).toHaveTextContent('Clicked 1');
    container.remove();
  });
});
