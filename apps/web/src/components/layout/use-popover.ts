import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function focusableIn(element: HTMLElement | null): HTMLElement[] {
  return element ? [...element.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/** Runs `callback` whenever the location changes (any navigation, including query-only changes). */
export function useOnNavigation(callback: () => void) {
  const { key } = useLocation();
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) callbackRef.current();
    firstKey.current = key;
  }, [key]);
}

/**
 * A disclosure menu (button + panel of links): focus moves to the first item on open; Escape closes
 * and returns focus to the button; a click outside, tabbing away or any navigation closes it.
 */
export function usePopover<Container extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<Container>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  useOnNavigation(() => setOpen(false));

  useEffect(() => {
    if (!open) return;
    focusableIn(panelRef.current)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  return { open, toggle: () => setOpen((value) => !value), close, containerRef, triggerRef, panelRef };
}
