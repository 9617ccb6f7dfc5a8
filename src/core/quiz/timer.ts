// The test clock as a pure state machine over wall-clock times. It keeps the moment the time
// runs out (not a count of ticks), so a background tab or a sleeping phone does not stop an
// exam: whatever "now" is when the page looks again, the remaining time is right.

export type TimerState =
  | { status: 'running'; endsAt: number }
  | { status: 'paused'; remainingMs: number }
  | { status: 'expired' };

export function startTimer(durationMs: number, now: number): TimerState {
  return durationMs > 0 ? { status: 'running', endsAt: now + durationMs } : { status: 'expired' };
}

export function remainingMs(state: TimerState, now: number): number {
  if (state.status === 'running') return Math.max(0, state.endsAt - now);
  if (state.status === 'paused') return state.remainingMs;
  return 0;
}

/** Call on every tick: a running clock past its end becomes expired. */
export function tick(state: TimerState, now: number): TimerState {
  return state.status === 'running' && now >= state.endsAt ? { status: 'expired' } : state;
}

export function pauseTimer(state: TimerState, now: number): TimerState {
  const ticked = tick(state, now);
  return ticked.status === 'running'
    ? { status: 'paused', remainingMs: ticked.endsAt - now }
    : ticked;
}

export function resumeTimer(state: TimerState, now: number): TimerState {
  return state.status === 'paused' ? startTimer(state.remainingMs, now) : state;
}

/** m:ss, e.g. 29:05 or 0:59 (spec §2). */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Spec §2: red and pulsing at 60 s or less. */
export const WARNING_MS = 60_000;

/** Announced to screen readers once each, not every second. */
export const ANNOUNCE_AT_MS = [5 * 60_000, 60_000] as const;

/**
 * What the screen reader's live region says about the time: the lowest of the marks the clock
 * has gone below since the test (or its resumption) began with `startMs`, or '' before any.
 * Derived from the wall-clock time, so a tab that slept past a mark still says it on waking,
 * and a test that starts below a mark does not announce it.
 */
export function timeWarning(remaining: number, startMs: number): string {
  const crossed = ANNOUNCE_AT_MS.filter((mark) => startMs > mark && remaining <= mark);
  if (crossed.length === 0) return '';
  const mark = Math.min(...crossed);
  return mark === 60_000 ? 'Queda 1 minuto' : `Quedan ${mark / 60_000} minutos`;
}
