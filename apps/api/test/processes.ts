import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const API_ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * The API server (src/server.ts, or with `built` the production build, dist/server.js) as a process
 * of its own, with only the environment given.
 */
export function startServer(env: Record<string, string>, { built = false } = {}) {
  const child = spawn(process.execPath, built ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  // A test that fails before stopping its server (one that never came up, say) leaves none behind.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const exited = once(child, 'exit').then(([code]) => {
    process.off('exit', kill);
    return code as number | null;
  });
  return { child, exited, output: () => output };
}

/** Up to a minute: creating an embedded database on a busy machine takes a while. */
export async function waitForHealth(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}
