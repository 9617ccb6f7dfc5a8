// One refresh at a time across the tabs of this browser: the Web Locks API where there is one.
// A tab that waited finds the refresh token already rotated by another tab and takes the stored
// session instead of spending the old token again. Without Web Locks each tab refreshes on its
// own (the server's 30 s grace window answers a repeat with the same pair).
const LOCK_NAME = 'opositor-refresh';

const browserLocks = (): LockManager | null =>
  typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null;

export async function withRefreshLock<T>(
  task: () => Promise<T>,
  locks: LockManager | null = browserLocks(),
): Promise<T> {
  if (!locks) return task();
  return locks.request(LOCK_NAME, task);
}
