import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { checkConsole, installConsoleGuard } from './console';

// jsdom lacks these; react-hot-toast asks for prefers-reduced-motion and ScrollRestoration scrolls.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};

installConsoleGuard();

afterEach(() => {
  try {
    // Unmounting runs effects' clean-ups, which may log too: check after it.
    cleanup();
    checkConsole();
  } finally {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  }
});
