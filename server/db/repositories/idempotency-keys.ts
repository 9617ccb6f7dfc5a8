// The idempotency store (table idempotency_keys): per user, a client key → the status and body
// of the write it applied, so a retried request gets the first response and changes nothing.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../schema';
import type { Executor, Tx } from './executor';

export interface StoredResponse {
  status: number;
  body: unknown;
  /** Null for a key stored before fingerprints were kept. */
  fingerprint: string | null;
}

export async function findStoredResponse(
  db: Executor,
  userId: number,
  key: string,
): Promise<StoredResponse | null> {
  const [row] = await db
    .select({
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
      fingerprint: idempotencyKeys.fingerprint,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

/** The stored answers of any of `keys`, by key. */
export async function findStoredResponses(
  db: Executor,
  userId: number,
  keys: readonly string[],
): Promise<Map<string, StoredResponse>> {
  const found = new Map<string, StoredResponse>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({
      key: idempotencyKeys.key,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
      fingerprint: idempotencyKeys.fingerprint,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), inArray(idempotencyKeys.key, [...keys])));
  for (const { key, ...stored } of rows) found.set(key, stored);
  return found;
}

/**
 * Stores the answers of several new keys in one statement; returns how many were stored. Fewer
 * than given means another request took one of them meanwhile (PostgreSQL): the caller rolls
 * back.
 */
export async function storeNewResponses(
  tx: Tx,
  userId: number,
  responses: ReadonlyMap<string, StoredResponse>,
): Promise<number> {
  if (responses.size === 0) return 0;
  const rows = await tx
    .insert(idempotencyKeys)
    .values([...responses].map(([key, response]) => ({ userId, key, ...response })))
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

/**
 * Takes the key inside the write's transaction. On PostgreSQL a concurrent holder of the same
 * key makes this wait until it commits (then false: the key is taken) or rolls back (then true).
 */
export async function claimKey(
  tx: Tx,
  userId: number,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint, status: 0, body: {} })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export interface KeyClaim {
  userId: number;
  key: string;
  fingerprint: string;
}

/**
 * `claimKey` for several keys (of any users) in one statement: for each claim, whether it took
 * its key. A key given twice is taken by its first claim only.
 */
export async function claimKeys(tx: Tx, claims: readonly KeyClaim[]): Promise<boolean[]> {
  if (claims.length === 0) return [];
  const idOf = (claim: Pick<KeyClaim, 'userId' | 'key'>) => `${claim.userId}:${claim.key}`;
  const rows = await tx
    .insert(idempotencyKeys)
    .values(claims.map((claim) => ({ ...claim, status: 0, body: {} })))
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ userId: idempotencyKeys.userId, key: idempotencyKeys.key });
  const taken = new Set(rows.map(idOf));
  return claims.map((claim) => taken.delete(idOf(claim)));
}

/** `storeResponse` for several claimed keys in one statement. */
export async function storeResponses(
  tx: Tx,
  responses: readonly (Pick<KeyClaim, 'userId' | 'key'> & Omit<StoredResponse, 'fingerprint'>)[],
): Promise<void> {
  if (responses.length === 0) return;
  const values = JSON.stringify(
    responses.map(({ userId, key, status, body }) => ({ user_id: userId, key, status, body })),
  );
  await tx.execute(sql`
    update ${idempotencyKeys} set status = v.status, body = v.body
    from jsonb_to_recordset(${values}::jsonb) as v(user_id integer, key text, status integer, body jsonb)
    where ${idempotencyKeys.userId} = v.user_id and ${idempotencyKeys.key} = v.key`);
}

export async function storeResponse(
  tx: Tx,
  userId: number,
  key: string,
  response: Omit<StoredResponse, 'fingerprint'>,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: response.status, body: response.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Deletes keys older than the given number of days; returns how many went. */
export async function purgeKeysOlderThan(db: Executor, days: number): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
