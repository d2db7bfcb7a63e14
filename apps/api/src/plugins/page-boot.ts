import { createHash } from 'node:crypto';

/**
 * A server-rendered page shows its content before its JavaScript (issue 28 point 3), so the app's
 * scripts are asked for only once the page has painted: a phone on a slow link spends its first
 * round trips on the HTML and the stylesheet, not on 150 kB of scripts it does not need to paint.
 * The shell's module script and its modulepreload links are taken out of the head, and this inline
 * script, at the end of the body, adds them back once the browser reports the first contentful paint
 * (or at the load event, whichever comes first; at once in a hidden tab, which never paints). No
 * timers: a frame callback can run before the paint it precedes, and a page's faked clock (Playwright's)
 * would never let a timer fire. Its URLs ride on its data attributes, so its text never changes and the
 * CSP allows it by hash (script-src 'self' plus this one hash; no 'unsafe-inline').
 */
export const PAGE_BOOT_SCRIPT =
  '(function(s,d){var done=0;function boot(){if(done)return;done=1;(s.dataset.preload||"").split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=s.dataset.entry;d.head.appendChild(e)}if(d.visibilityState==="hidden")return boot();try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)boot()}).observe({type:"paint",buffered:true})}catch(x){boot()}addEventListener("load",boot)})(document.currentScript,document)';

/** The CSP source that allows exactly PAGE_BOOT_SCRIPT. */
export const PAGE_BOOT_CSP_SOURCE = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The shell's HTML without its module script and preloads, and the boot script that loads them
 * after the first paint (for the end of the body); the HTML as it is when it has no module script.
 */
export function deferAppScripts(html: string): { html: string; boot: string } {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return { html, boot: '' };
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return {
    html: html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    boot: `<script data-entry="${attribute(entry)}" data-preload="${attribute(preload.join(' '))}">${PAGE_BOOT_SCRIPT}</script>`,
  };
}
