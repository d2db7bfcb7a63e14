import { INSTALL_PROMPT_DELAY_MS, INSTALL_PROMPT_SNOOZE_DAYS } from '@store/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_DISMISSED_KEY } from '../install-prompt-rules';
import { InstallPrompt } from './install-prompt';

const DAY = 24 * 60 * 60 * 1000;
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** What Chrome fires when the site can be installed; prompt() and userChoice are stubbed. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

/** The prompt as the layout shows it, on a page of the app (it stays away from some). */
function renderPrompt(path = '/about') {
  const router = createMemoryRouter([{ path: '*', element: <InstallPrompt /> }], { initialEntries: [path] });
  return { ...render(<RouterProvider router={router} />), router };
}

const prompt = () => screen.queryByRole('complementary', { name: 'Install the TechStore app' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function mockDisplayMode(standalone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: standalone && query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
  mockDisplayMode(false);
});

describe('InstallPrompt', () => {
  it(`appears ${INSTALL_PROMPT_DELAY_MS} ms after the browser offers installation, not before`, () => {
    renderPrompt();
    wait(10_000);
    expect(prompt()).toBeNull(); // nothing offered, nothing shown

    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true); // the browser's own install bar stays away
    wait(INSTALL_PROMPT_DELAY_MS - 1);
    expect(prompt()).toBeNull();
    wait(1);
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('Install opens the browser dialog with the saved event and hides the prompt', async () => {
    renderPrompt();
    const event = offerInstall('accepted');
    wait(INSTALL_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await act(async () => {});
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(prompt()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it.each(['Later', 'Close'])(`"%s" hides it and remembers the date for ${INSTALL_PROMPT_SNOOZE_DAYS} days`, (button) => {
    const { unmount } = renderPrompt();
    offerInstall();
    wait(INSTALL_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(prompt()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('2026-11-21T10:00:03.000Z'); // when it was dismissed;
    unmount();

    // A later visit within the snooze: the offer is ignored.
    vi.setSystemTime(Date.now() + (INSTALL_PROMPT_SNOOZE_DAYS * DAY - 60_000));
    const second = renderPrompt();
    offerInstall();
    wait(INSTALL_PROMPT_DELAY_MS * 3);
    expect(prompt()).toBeNull();
    second.unmount();

    // Once the snooze has passed, it comes back.
    vi.setSystemTime(Date.now() + 2 * 60_000);
    renderPrompt();
    offerInstall();
    wait(INSTALL_PROMPT_DELAY_MS);
    expect(prompt()).toBeInTheDocument();
  });

  it('ignores an unreadable stored date', () => {
    localStorage.setItem(INSTALL_DISMISSED_KEY, 'not a date');
    renderPrompt();
    offerInstall();
    wait(INSTALL_PROMPT_DELAY_MS);
    expect(prompt()).toBeInTheDocument();
  });

  it('never appears when the app already runs standalone (display-mode)', () => {
    mockDisplayMode(true);
    renderPrompt();
    offerInstall();
    wait(INSTALL_PROMPT_DELAY_MS * 3);
    expect(prompt()).toBeNull();
  });

  it('never appears when launched from the iOS home screen (navigator.standalone)', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      renderPrompt();
      wait(INSTALL_PROMPT_DELAY_MS * 3);
      expect(prompt()).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });

  it('gives iOS-like devices the manual Share → Add to Home Screen steps instead of an Install button', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    renderPrompt();
    wait(INSTALL_PROMPT_DELAY_MS - 1);
    expect(prompt()).toBeNull();
    wait(1);
    const widget = prompt()!;
    expect(widget).toHaveTextContent('Tap Share in the browser’s toolbar.');
    expect(widget).toHaveTextContent('Choose Add to Home Screen.');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(prompt()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
  });

  it('treats an iPad that presents itself as a Mac as iOS-like', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    );
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    try {
      renderPrompt();
      wait(INSTALL_PROMPT_DELAY_MS);
      expect(prompt()).toHaveTextContent('Add to Home Screen');
    } finally {
      Reflect.deleteProperty(navigator, 'maxTouchPoints');
    }
  });
});

describe('InstallPrompt on checkout, payment and order pages', () => {
  it.each(['/checkout', '/orders', '/orders/0b4c8a53-8d0e-4a53-9a55-0f1c2e3d4a5b', '/orders/0b4c8a53-8d0e-4a53-9a55-0f1c2e3d4a5b/review'])(
    'never shows on %s, and shows on the next other page',
    async (path) => {
      const { router } = renderPrompt(path);
      offerInstall();
      wait(INSTALL_PROMPT_DELAY_MS * 3);
      expect(prompt()).toBeNull();

      await act(() => router.navigate('/products'));
      expect(prompt()).not.toBeNull();
      // Back to paying: out of the way again, without being dismissed.
      await act(() => router.navigate('/checkout'));
      expect(prompt()).toBeNull();
      expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
    },
  );

  it('pages that merely start like them still get it', () => {
    renderPrompt('/checkout-help');
    offerInstall();
    wait(INSTALL_PROMPT_DELAY_MS);
    expect(prompt()).not.toBeNull();
  });
});
