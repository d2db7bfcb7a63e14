import { Writable } from 'node:stream';
import pino, { type Level } from 'pino';

/** A logger that keeps every line it writes: for tests of what the server does and does not log. */
export function capturedLog(level: Level = 'info') {
  const lines: string[] = [];
  const logger = pino(
    { level },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { logger, lines, text: () => lines.join('') };
}
