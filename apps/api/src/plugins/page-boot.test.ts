import { describe, expect, it } from 'vitest';
import { deferAppScripts } from './page-boot';

/** The head Vite writes into the built index.html (its entry and the chunks the entry imports). */
const BUILT = `<head>
    <title>TechStore</title>
    <script type="module" crossorigin src="/assets/index-B1M_Vw4-.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-DUtphwLi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Deof3DBc.css">
  </head><body><div id="root"></div></body>`;

describe('deferAppScripts', () => {
  it("takes the built shell's module script and preloads out, keeping the stylesheet, and hands them to the boot script", () => {
    const { html, boot } = deferAppScripts(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Deof3DBc.css">');
    expect(boot).toMatch(
      /^<script data-entry="\/assets\/index-B1M_Vw4-\.js" data-preload="\/assets\/rolldown-runtime-XKyaHtl9\.js \/assets\/react-vendor-DUtphwLi\.js">/,
    );
  });

  it('leaves a shell without a module script as it is, with no boot script', () => {
    const shell = '<head><title>x</title></head><body><div id="root"></div></body>';
    expect(deferAppScripts(shell)).toEqual({ html: shell, boot: '' });
  });
});
