import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline `seconds` from now (or from the last restart). Counted from
 * the clock, not by adding up ticks, so a throttled background tab still shows the true time left.
 * `firstDeadline` starts it at a deadline already set (a code sent before the page was opened again).
 */
export function useCountdown(seconds: number, firstDeadline?: number): { remaining: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => firstDeadline ?? Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline, running]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}

/** 300 → "5:00", 59 → "0:59". */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const secondsLeft = totalSeconds % 60;
  return `${minutes}:${String(secondsLeft).padStart(2, '0')}`;
}
