import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink() {
  // Focus main directly: following "#main-content" would add a history entry in the SPA.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      className="sr-only z-[60] rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to main content
    </a>
  );
}
