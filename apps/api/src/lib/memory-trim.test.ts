import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMallocTrim, trimWhenQuiet } from './memory-trim';

describe('trimWhenQuiet', () => {
  let cpu: number;
  let trims: number;
  let stop: () => void;
  /** One second passes in which the process used `ms` of CPU. */
  const second = (ms: number) => {
    cpu += ms;
    vi.advanceTimersByTime(1_000);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    cpu = 0;
    trims = 0;
    ({ stop } = trimWhenQuiet({ trim: () => trims++, cpuMs: () => cpu }));
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('never trims while the process is busy', () => {
    for (let i = 0; i < 60; i++) second(30 + (i % 7) * 100);
    expect(trims).toBe(0);
  });

  it('trims after the first quiet second, then at most every three seconds while quiet', () => {
    second(900);
    expect(trims).toBe(0);
    second(3);
    expect(trims).toBe(1);
    for (let i = 0; i < 30; i++) second(11); // the process's own timers: idle
    expect(trims).toBe(11);
  });

  it('falls quiet after a busy spell: trimmed within a few seconds', () => {
    second(2);
    expect(trims).toBe(1);
    second(500);
    second(10);
    second(10);
    expect(trims).toBe(2);
  });
});

describe.runIf(process.platform === 'linux')('loadMallocTrim on Linux with glibc', () => {
  it("reaches the C library's malloc_trim", async () => {
    const trim = await loadMallocTrim();
    expect(trim).toBeTypeOf('function');
    expect(() => trim!()).not.toThrow();
  });
});
