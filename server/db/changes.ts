// Changes to the rows this server keeps in memory between requests (server/cache/hot-rows.ts):
// a user's session fields (users: username, nivel, the row itself) and a process row with its
// bank_version (procesos). Two ways in, both ending in `dropCachedRows` of the cache:
// - a write made by this server: the repository function that makes it calls `recordChange`,
//   which passes it on once the write is committed (at once for a statement on its own, when
//   the transaction ends for one inside `db.transaction`), so the very next request reads the
//   new row;
// - a write made by any other connection (another server on the same PostgreSQL, SQL typed by
//   hand): migration 0014's triggers send `user:<id>` or `proceso:<id>` on the channel
//   CHANGES_CHANNEL, which every server LISTENs to (Database.listen).
// Changes to published questions and withdrawn reports bump bank_version in the database itself
// (migration 0013), so their writers record a change of the processes too.
import { PgTransaction } from 'drizzle-orm/pg-core';
import { currentAmbient, resolveExecutor, rootOf } from './ambient';
import type { Db } from './index';
import type { Executor } from './repositories/executor';

/** The NOTIFY channel of migration 0014's triggers. */
export const CHANGES_CHANNEL = 'opositor_cache';

export type RowChange =
  | { table: 'users'; id: number }
  /** 'all': some processes, which ones unknown to the writer (a trigger bumped them). */
  | { table: 'procesos'; id: number | 'all' };

export type ChangeListener = (change: RowChange) => void;

const listeners = new WeakMap<Db, Set<ChangeListener>>();
const openTransactions = new WeakMap<Executor, { root: Db; changes: RowChange[] }>();

function announce(root: Db, change: RowChange): void {
  for (const listener of listeners.get(root) ?? []) listener(change);
}

/** Calls `listener` with every change this server commits through `db`; returns the unsubscribe. */
export function onCommittedChange(db: Db, listener: ChangeListener): () => void {
  const root = rootOf(db);
  let set = listeners.get(root);
  if (!set) listeners.set(root, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/**
 * Called by a repository function after its write: passes the change on now when `executor` is
 * the database itself (the statement has committed), or when the transaction it belongs to
 * ends. Announced on a rollback too, where it only costs a read.
 */
export function recordChange(on: Executor, change: RowChange): void {
  // The database object may stand for the shared transaction of the work running now.
  const executor = resolveExecutor(on);
  const open = openTransactions.get(executor);
  if (open) {
    open.changes.push(change);
    // What the shared transaction read once may be what just changed.
    currentAmbient()?.memo.clear();
    return;
  }
  // Announcing now, before the commit, would let a request read the old row and keep it.
  if (executor instanceof PgTransaction) {
    throw new Error('recordChange: transacción no abierta con db.transaction');
  }
  announce(rootOf(executor as Db), change);
}

function track(tx: Executor, root: Db, changes: RowChange[]): void {
  openTransactions.set(tx, { root, changes });
  const nested = (tx as Db).transaction.bind(tx);
  // A savepoint's changes wait for the outer transaction, which is what commits them.
  (tx as Db).transaction = ((run, config) =>
    nested((inner) => {
      track(inner, root, changes);
      return run(inner);
    }, config)) as Db['transaction'];
}

/**
 * Makes every `db.transaction` hold the changes recorded in it until it has ended (committed or
 * rolled back). Installed once per database when it is opened.
 */
export function trackTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const changes: RowChange[] = [];
    try {
      return await transaction((tx) => {
        track(tx, db, changes);
        return run(tx);
      }, config);
    } finally {
      for (const change of changes) announce(db, change);
    }
  }) as Db['transaction'];
}

/** A payload of migration 0014's triggers; null when it is none of theirs. */
export function parseChange(payload: string): RowChange | null {
  const match = /^(user|proceso):(\d+)$/.exec(payload);
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'user' ? { table: 'users', id } : { table: 'procesos', id };
}
