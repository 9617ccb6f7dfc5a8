// One transaction shared by everything a piece of work does, without handing it down: while
// `inTransaction` runs, every query made through the database object (the routes', the
// repositories', the session check's) goes to that transaction instead, and `db.transaction`
// opens a savepoint in it. sincronizar.php applies a whole batch of writes so, with one commit.
// On PGlite this is also what keeps it from waiting on itself: its single connection runs
// nothing else while a transaction is open.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './index';
import type { Executor, Tx } from './repositories/executor';

export interface Ambient {
  tx: Tx;
  /** How many times a write (or any statement that may write) was asked of it. */
  writes: number;
  /** What the work reads once for the whole transaction, by a key of its own. */
  memo: Map<string, unknown>;
}

/** The database object's members that make or may make a write. */
const WRITING = new Set<PropertyKey>(['insert', 'update', 'delete', 'execute', 'transaction']);

/**
 * An AsyncLocalStorage switched off while no work uses it. On Node 20 and 22 one that is on makes
 * every promise of the process pay a hook: after the first batch, banco_preguntas.php answering
 * 304 went from about 12,200 to 7,000 req/s (autocannon, 50 connections, 5 s).
 */
export function scopedStorage<T>() {
  const storage = new AsyncLocalStorage<T>();
  let running = 0;
  return {
    get: (): T | undefined => storage.getStore(),
    async run<R>(value: T, work: () => Promise<R>): Promise<R> {
      running++;
      try {
        return await storage.run(value, work);
      } finally {
        if (--running === 0) storage.disable();
      }
    },
  };
}

const store = scopedStorage<Ambient>();
/** Each database object following the shared transaction, and the database it stands for. */
const roots = new WeakMap<object, Db>();

/** The open shared transaction of the work running now, if any. */
export function currentAmbient(): Ambient | undefined {
  return store.get();
}

/**
 * A read made by a server-wide cache inside a shared transaction. The cache's finished value
 * (`settled`) is served, but a read of its still running may be queued behind this very
 * transaction (PGlite's one connection), and one made inside it may see writes it rolls back:
 * so `load` runs on its own, once per transaction (by `key`), and the cache keeps nothing of it.
 */
export function readInAmbient<V>(
  ambient: Ambient,
  key: string,
  settled: Promise<V> | undefined,
  load: () => Promise<V>,
): Promise<V> {
  if (settled) return settled;
  const mine = ambient.memo.get(key) as Promise<V> | undefined;
  if (mine) return mine;
  const value = load();
  ambient.memo.set(key, value);
  return value;
}

/** `db` that follows the shared transaction of the work running now. */
export function followingAmbient(root: Db): Db {
  const proxy = new Proxy(root, {
    get(target, property) {
      const ambient = store.get();
      if (ambient && WRITING.has(property)) ambient.writes++;
      const source: object = ambient?.tx ?? target;
      const value: unknown = Reflect.get(source, property);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
  roots.set(proxy, root);
  return proxy;
}

/** Where a query through `executor` really goes now. */
export function resolveExecutor(executor: Executor): Executor {
  const root = roots.get(executor);
  if (!root) return executor;
  return store.get()?.tx ?? root;
}

/** The database itself behind `db` (itself when it is not one following the transaction). */
export function rootOf(db: Db): Db {
  return roots.get(db) ?? db;
}

/** Runs `work` with every query of the database object inside one transaction of `root`. */
export function inTransaction<T>(root: Db, work: (ambient: Ambient) => Promise<T>): Promise<T> {
  return root.transaction((tx) => {
    const ambient: Ambient = { tx, writes: 0, memo: new Map() };
    return store.run(ambient, () => work(ambient));
  });
}
