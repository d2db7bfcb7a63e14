// Playwright drives Debian's Chromium (browser downloads do not work on our machines).
// Installs it when missing and running as root; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation', {
      stdio: 'inherit',
      shell: '/bin/sh',
    });
  } else {
    console.error(
      `Chromium not found at ${path}. Install Debian's package (sudo apt-get install chromium), ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
}
