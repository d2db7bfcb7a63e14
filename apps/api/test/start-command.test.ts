import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV } from '../../../scripts/server-process';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

// The idle-memory figure (issue 28) is measured with SERVER_ENV; a start command without it idles 60 MB higher.
describe('the production start carries the server environment the benches measure', () => {
  const settings = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);

  it('npm run serve (and so npm start)', () => {
    const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve!;
    for (const setting of settings) expect(serve).toContain(`${setting} node apps/api/dist/server.js`);
  });

  it("docs/deploy.md's app unit", () => {
    const deploy = read('docs/deploy.md');
    for (const setting of settings) expect(deploy).toContain(`Environment=${setting}\nExecStart=/usr/bin/node apps/api/dist/server.js\n`);
  });
});
