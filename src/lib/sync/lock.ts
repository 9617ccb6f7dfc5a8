// Only one tab drains the outbox at a time: the Web Locks API where the browser has it,
// otherwise a short lease in localStorage that a crashed tab cannot hold for long.
const LOCK_NAME = 'opositor-outbox';
const LEASE_KEY = 'opositor-outbox-lease';
const LEASE_MS = 30_000;

const tabId = Math.random().toString(36).slice(2);

async function withLease<T>(task: () => Promise<T>, owner: string): Promise<T | null> {
  const now = Date.now();
  const current = JSON.parse(localStorage.getItem(LEASE_KEY) ?? 'null') as {
    owner: string;
    until: number;
  } | null;
  if (current && current.owner !== owner && current.until > now) return null;
  localStorage.setItem(LEASE_KEY, JSON.stringify({ owner, until: now + LEASE_MS }));
  try {
    return await task();
  } finally {
    const held = JSON.parse(localStorage.getItem(LEASE_KEY) ?? 'null') as { owner: string } | null;
    if (held?.owner === owner) localStorage.removeItem(LEASE_KEY);
  }
}

const browserLocks = (): LockManager | null =>
  typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null;

/** Runs `task` unless another tab holds the outbox; returns null when it did not run. */
export async function withOutboxLock<T>(
  task: () => Promise<T>,
  locks: LockManager | null = browserLocks(),
  owner: string = tabId,
) {
  if (!locks) return withLease(task, owner);
  return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? task() : null));
}
