import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonicalUrl: string;
  image?: string;
  type?: 'website' | 'product';
  /** schema.org data, written as JSON-LD. */
  structuredData?: object;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: "</script>" or "<!--" in a product name must not end the element. */
const scriptSafeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The built index.html, read once, with a way to write a page's own title, description,
 * canonical URL, Open Graph tags and JSON-LD into it, so crawlers and link previews see them
 * without running JavaScript.
 */
export function loadAppShell(webDistDir: string) {
  const indexPath = path.join(webDistDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;

  return {
    available: template !== undefined,
    html(meta?: PageMeta): string | undefined {
      if (!template || !meta) return template;
      const title = escapeHtml(meta.title);
      const description = escapeHtml(meta.description);
      const tags = [
        `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
        `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
        `<meta property="og:title" content="${title}" />`,
        `<meta property="og:description" content="${description}" />`,
        `<meta property="og:url" content="${escapeHtml(meta.canonicalUrl)}" />`,
        `<meta property="og:site_name" content="TechStore" />`,
        ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
        `<meta name="twitter:card" content="summary_large_image" />`,
        ...(meta.structuredData ? [`<script type="application/ld+json">${scriptSafeJson(meta.structuredData)}</script>`] : []),
      ];
      // Replacer functions, never replacement strings: in a string, $&, $', $` and $1 in a product's
      // name would be read as patterns and splice parts of the template into the page.
      return template
        .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
        .replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
        .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
    },
  };
}

export type AppShell = ReturnType<typeof loadAppShell>;
