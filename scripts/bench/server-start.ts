/**
 * How the shop's server is started in production, read from the root package.json's `serve` script
 * (the README's quick start and the deploy units run the same command): the environment it sets
 * before `node` (malloc's settings) and node's own options. Benchmarks start the server this way so
 * their figures are the production start's.
 *
 *   SERVER_START=plain   benchmarks start `node apps/api/dist/server.js` with neither, to compare
 *   SERVER_START='VAR=x node --opt apps/api/dist/server.js'   or with these, to try other settings
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerStart {
  /** Variables the command sets before node, e.g. GLIBC_TUNABLES. */
  env: Record<string, string>;
  /** node's options, before the script. */
  nodeArgs: string[];
  /** How the figures name this start. */
  label: string;
}

/** Parses `VAR=value … node --option … apps/api/dist/server.js`. */
export function parseServeScript(command: string): ServerStart {
  const words = command.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[i]!); i++) {
    const [name, ...value] = words[i]!.split('=');
    env[name!] = value.join('=');
  }
  if (words[i] !== 'node') throw new Error(`the serve script does not run node: ${command}`);
  const nodeArgs: string[] = [];
  for (i++; i < words.length && words[i]!.startsWith('--'); i++) nodeArgs.push(words[i]!);
  if (words[i] !== 'apps/api/dist/server.js') throw new Error(`the serve script does not start apps/api/dist/server.js: ${command}`);
  return { env, nodeArgs, label: command };
}

export function serverStart(): ServerStart {
  const asked = process.env.SERVER_START;
  if (asked === 'plain') return { env: {}, nodeArgs: [], label: 'node apps/api/dist/server.js (plain)' };
  if (asked) return parseServeScript(asked);
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return parseServeScript(pkg.scripts.serve!);
}
