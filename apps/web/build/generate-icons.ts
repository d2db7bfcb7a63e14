/**
 * Draws the web app's PNG icons from the SVGs in build/icons, in Chromium (no image library needed):
 *
 *   npx tsx build/generate-icons.ts     (from apps/web; CHROMIUM_PATH overrides /usr/bin/chromium)
 *
 * The PNGs are committed in public/icons; run this again only when the artwork changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const HERE = import.meta.dirname;
const OUT = path.join(HERE, '..', 'public', 'icons');

const ICONS = [
  { source: 'app-icon.svg', size: 192, file: 'icon-192.png' },
  { source: 'app-icon.svg', size: 512, file: 'icon-512.png' },
  { source: 'app-icon-maskable.svg', size: 512, file: 'icon-maskable-512.png' },
  // iOS rounds the corners itself and shows transparency as black, so it gets the full-bleed artwork.
  { source: 'app-icon-maskable.svg', size: 180, file: 'apple-touch-icon.png' },
] as const;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { source, size, file } of ICONS) {
    const svg = readFileSync(path.join(HERE, 'icons', source)).toString('base64');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(path.join(OUT, file), await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
