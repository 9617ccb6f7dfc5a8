import { memo, useEffect, useState } from 'react';
import type { TimerState } from '@/core/quiz';
import { WARNING_MS, formatClock, remainingMs, timeWarning } from '@/core/quiz';
import { cn } from '@/lib/cn';

/**
 * The countdown m:ss (red and pulsing at 60 s or less, spec §2) and the screen reader's warnings
 * at 5 and 1 minutes. It reads the wall clock four times a second on its own, so the rest of the
 * runner is not drawn again every tick.
 */
export const RunnerClock = memo(function RunnerClock({
  timer,
  startMs,
}: {
  timer: TimerState;
  startMs: number;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  const remaining = remainingMs(timer, now);
  return (
    <>
      <span
        role="timer"
        aria-label="Tiempo restante"
        className={cn(
          'font-mono text-lg font-semibold tabular-nums',
          remaining <= WARNING_MS ? 'animate-pulse text-red-600' : 'text-slate-900',
        )}
      >
        {formatClock(remaining)}
      </span>
      <span className="sr-only" aria-live="assertive">
        {timeWarning(remaining, startMs)}
      </span>
    </>
  );
});
