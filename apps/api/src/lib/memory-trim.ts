/**
 * Gives the C heap's freed memory back to the system when the process falls quiet
 * (issue 28, point 6: an idle embedded shop within 200 MB). glibc keeps what start-up and requests
 * freed in its heaps, under a few blocks still in use, for ever; `malloc_trim(0)` hands those pages
 * back: 60 MB of an idle embedded shop (docs/benchmarks.md). It runs only after a second in which the
 * process used almost no CPU: never under load.
 */

/** How often the process's CPU time is looked at. */
const TICK_MS = 1_000;
/** CPU time in one tick at or under which the process counts as quiet (its own timers, the catalogue's version poll and the job worker's, take about 11 ms a second). */
const QUIET_CPU_MS = 25;
/** Seconds at least between two trims. A trim with nothing to give back costs a fraction of a millisecond: one every few seconds of an idle process is nothing. */
const MIN_TICKS_APART = 3;

/** The CPU time this process has used, every thread, in ms. */
const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export interface QuietTrimOptions {
  /** Gives freed memory back (malloc_trim). */
  trim: () => void;
  /** The process's CPU time so far, ms (tests pass their own clock). */
  cpuMs?: () => number;
}

/**
 * Looks every second; trims after a quiet second, at most every MIN_TICKS_APART seconds: never while
 * the process is busy, and within a few seconds of its falling quiet. The timer does not keep the
 * process alive.
 */
export function trimWhenQuiet({ trim, cpuMs = processCpuMs }: QuietTrimOptions): { stop(): void } {
  let lastTick = cpuMs();
  let ticksSinceTrim = MIN_TICKS_APART;
  const timer = setInterval(() => {
    const now = cpuMs();
    const quiet = now - lastTick <= QUIET_CPU_MS;
    lastTick = now;
    ticksSinceTrim++;
    if (quiet && ticksSinceTrim >= MIN_TICKS_APART) {
      trim();
      ticksSinceTrim = 0;
      lastTick = cpuMs(); // the trim's own time is not the next second's
    }
  }, TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * glibc's `malloc_trim(0)` through the koffi FFI, or undefined where there is none: not Linux, or a
 * C library without it (musl, as on Alpine), or no koffi build for this machine. Then memory stays as
 * it is, which is only memory.
 */
export async function loadMallocTrim(): Promise<(() => void) | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { default: koffi } = await import('koffi');
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => void mallocTrim(0);
  } catch {
    return undefined;
  }
}
