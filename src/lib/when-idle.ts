/**
 * Runs `task` once the browser is idle, and within `timeoutMs` anyway. Where idle callbacks are
 * missing (Safari), after a short delay.
 */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 200);
}
