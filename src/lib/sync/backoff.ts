export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * Delay before retry number `attempts` (1 = first retry): exponential growth capped at five
 * minutes, with "full jitter" so that many devices coming back online do not retry in step.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(1_000, Math.round(ceiling * random()));
}
