import { format } from 'node:util';

/**
 * A test fails when it prints a console.error or console.warn it did not declare (setup.ts installs
 * this guard): React's act() and key warnings, a failed query logged by a screen, an error a
 * component swallowed. A test that means to make the app log says so with `expectConsoleError` or
 * `expectConsoleWarn`; a declared message that never comes fails the test too.
 */

type Level = 'error' | 'warn';

interface Expected {
  level: Level;
  pattern: RegExp;
  /** The arguments of each matching call, for a test to look into. */
  calls: unknown[][];
}

const originals = { error: console.error, warn: console.warn };
let expected: Expected[] = [];
let unexpected: string[] = [];

/**
 * Allows console.error messages matching `pattern` (tested against the message as printed) in this
 * test, and fails it if none comes. Returns the matching calls' arguments as they arrive.
 */
export function expectConsoleError(pattern: RegExp): unknown[][] {
  return declare('error', pattern);
}

/** As expectConsoleError, for console.warn. */
export function expectConsoleWarn(pattern: RegExp): unknown[][] {
  return declare('warn', pattern);
}

function declare(level: Level, pattern: RegExp) {
  const one: Expected = { level, pattern, calls: [] };
  expected.push(one);
  return one.calls;
}

/** Replaces console.error and console.warn for the whole run (not a vi spy: restoreAllMocks leaves it in place). */
export function installConsoleGuard() {
  console.error = guard('error');
  console.warn = guard('warn');
}

function guard(level: Level) {
  return (...args: unknown[]) => {
    // The whole message as printed, Error stacks included, so a pattern can match any part of it.
    const text = format(...args);
    const declared = expected.find((one) => one.level === level && one.pattern.test(text));
    if (declared) {
      declared.calls.push(args);
      return;
    }
    unexpected.push(`console.${level}: ${text}`);
    originals[level](...args);
  };
}

/** Ends a test's watch: throws for any undeclared message, or a declared one that never came. */
export function checkConsole() {
  const problems = [
    ...unexpected,
    ...expected.filter((one) => one.calls.length === 0).map((one) => `expected a console.${one.level} matching ${one.pattern}, but none came`),
  ];
  expected = [];
  unexpected = [];
  if (problems.length > 0) {
    throw new Error(
      `The test wrote to the console (fix the cause, or declare it with expectConsoleError/expectConsoleWarn from '@/test/console'):\n\n${problems.join('\n\n')}`,
    );
  }
}
