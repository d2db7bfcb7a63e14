import type { Plugin } from 'vite';
import { BUSINESS } from '../src/config/business.ts';

/** The file the service worker precaches and serves to a page navigation when the network is gone. */
export const OFFLINE_PAGE = 'offline.html';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A self-contained page (inline styles, no script: the server's CSP allows no inline script) that
 * needs nothing from the network. Its contact details come from src/config/business.ts, like the app's.
 */
export function renderOfflinePage(): string {
  const { name, phone, whatsapp, hours } = BUSINESS;
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#1d4ed8" />
    <title>You are offline | ${escapeHtml(name)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      *{box-sizing:border-box}
      body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#f8fafc;color:#0f172a;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}
      main{max-width:28rem;width:100%;background:#fff;border:1px solid #e2e8f0;border-radius:24px;padding:32px;text-align:center;box-shadow:0 1px 3px rgb(15 23 42 / .08)}
      img{width:64px;height:64px;border-radius:16px}
      h1{margin:20px 0 8px;font-size:1.6rem;line-height:1.25;letter-spacing:-.01em}
      p{margin:0 0 12px;color:#475569}
      a.button{display:inline-block;margin-top:12px;padding:12px 22px;border-radius:12px;background:#2563eb;color:#fff;font-weight:600;text-decoration:none}
      a.button:hover{background:#1d4ed8}
      a:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
      .contact{margin-top:24px;padding-top:16px;border-top:1px solid #e2e8f0;font-size:.9rem}
      .contact a{color:#1d4ed8;font-weight:600}
      .nowrap{white-space:nowrap}
    </style>
  </head>
  <body>
    <main>
      <img src="/icons/icon-192.png" alt="" />
      <h1>You are offline</h1>
      <p>${escapeHtml(name)} cannot reach the internet right now. Check your mobile data or Wi-Fi, then try again.</p>
      <p>This page has not been opened on this device before, so there is no copy of it here. Pages and products you have viewed still open offline.</p>
      <p>Your cart is saved and will be waiting for you.</p>
      <a class="button" href="">Try again</a>
      <p class="contact">Need us urgently? Call <a class="nowrap" href="${escapeHtml(phone.href)}">${escapeHtml(phone.display)}</a>
        or WhatsApp <span class="nowrap">${escapeHtml(whatsapp.display)}</span><br />${escapeHtml(hours)}</p>
    </main>
  </body>
</html>
`;
}

/** Emits offline.html into the build, so the service worker's precache picks it up. */
export function offlinePage(): Plugin {
  return {
    name: 'offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE, source: renderOfflinePage() });
    },
  };
}
