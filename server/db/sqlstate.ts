// PostgreSQL error codes (SQLSTATE) as the server meets them, and the retry of a transaction
// that lost a race with another one.
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The SQLSTATE of a database error, looking through the wrappers (drizzle's DrizzleQueryError
 * keeps the driver's error as its cause), or null.
 */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * 40P01 deadlock_detected and 40001 serialization_failure: PostgreSQL rolled the transaction
 * back because of another one, and running it again is the documented answer. (Two finished
 * tests saved at once can deadlock on the ranking's per-nota counters, each moving a user
 * between the same two buckets in opposite directions.)
 */
export function isTransientConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}

const ATTEMPTS = 4;

/** Runs `transaction` again (up to 4 times in all, after a short random pause) while it fails with a transient conflict. */
export async function retryTransient<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransientConflict(error)) throw error;
      await sleep(5 + Math.random() * 20 * attempt);
    }
  }
}
