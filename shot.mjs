// usage: node shot.mjs <base> <token-json-or-''> <outprefix> <path>...
import { chromium } from 'playwright-core';
const [base, session, prefix, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [w, h, tag] of [[390, 844, 'phone'], [1440, 900, 'desktop']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, serviceWorkers: 'block' });
  if (session) {
    const { token, user } = JSON.parse(session);
    await context.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); }, [token, JSON.stringify(user)]);
  }
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(1500);
    const name = `/tmp/shots/${prefix}-${p.replace(/[^a-z0-9]+/gi, '_')}-${tag}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();
