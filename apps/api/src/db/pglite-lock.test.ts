import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir } from './pglite-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const lockFile = () => path.join(dir, 'pglite.lock');

it('holds the directory for this process and lets go on release', () => {
  const release = lockDataDir(dir);
  expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
  release();
  expect(existsSync(lockFile())).toBe(false);
});

it('refuses while another live process holds it', async () => {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    writeFileSync(lockFile(), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DatabaseInUseError);
    expect(() => lockDataDir(dir)).toThrow(`is open in process ${other.pid}`);
  } finally {
    other.kill('SIGKILL');
  }
});

it('takes over a lock left by a process that died, or by an earlier life of its own pid', async () => {
  const gone = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => gone.once('exit', resolve));
  writeFileSync(lockFile(), String(gone.pid));
  lockDataDir(dir)();
  writeFileSync(lockFile(), String(process.pid));
  const release = lockDataDir(dir);
  expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
  release();
});
