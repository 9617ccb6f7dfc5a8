// Opens the database the server keeps everything in: embedded PGlite under DATA_DIR by
// default, or a real PostgreSQL when DATABASE_URL is set. The same drizzle schema, migrations
// and queries run on both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { makePrivateDataDir, restrictDataDir } from './private-dir';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { followingAmbient } from './ambient';
import { trackTransactions } from './changes';
import type { ListenHandlers, RetryDelays } from './listener';
import { listenPostgres } from './listener';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /**
   * LISTENs on `channel` until the returned function is called: on PostgreSQL through a
   * connection of its own, opened again after a failure (`retry`); PGlite is in this process
   * and never loses it.
   */
  listen(
    channel: string,
    handlers: ListenHandlers,
    retry?: RetryDelays,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Serialises the migrations and the first-start seed of several servers starting at once
// against one PostgreSQL (pg_advisory_lock key; README, "Deployment").
export const STARTUP_LOCK_ID = 724_311;

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | null;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return (await openAndPrepare(options, async () => undefined)).database;
}

/**
 * Opens the database, runs the migrations and then `prepare` (the first-start seed), with no
 * other server doing the same at that moment: on PostgreSQL both run under one advisory lock,
 * so servers started at once on an empty database neither race on the migrations nor seed
 * twice (the second waits, then finds everything in place). A PGlite data directory belongs to
 * one process, so it needs no lock.
 */
export async function openAndPrepare<T>(
  options: OpenDatabaseOptions,
  prepare: (db: Db) => Promise<T>,
): Promise<{ database: Database; prepared: T }> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, prepare);
  return openPglite(options.dataDir ?? 'memory://', prepare);
}

/**
 * PGlite's buffer cache lives in the server's own memory, and its files are cached by the OS
 * anyway: PostgreSQL's default of 128 MB, touched while the content is seeded, cost about 100 MB
 * of the server's resident memory for nothing (idle RSS 485 MB with it, 392 MB with 32 MB).
 */
const PGLITE_SHARED_BUFFERS = 'shared_buffers=32MB';

async function openPglite<T>(dataDir: string, prepare: (db: Db) => Promise<T>) {
  if (!dataDir.startsWith('memory://')) await makePrivateDataDir(dataDir);
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', PGLITE_SHARED_BUFFERS],
  });
  if (!dataDir.startsWith('memory://')) await restrictDataDir(dataDir);
  const db = drizzlePglite({ client, schema });
  trackTransactions(db as unknown as Db);
  const database: Database = {
    db: followingAmbient(db as unknown as Db),
    kind: 'pglite',
    ping: () => ping(db as unknown as Db),
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.notify);
      handlers.listening();
      return () => unlisten();
    },
    close: () => client.close(),
  };
  try {
    await migratePglite(db, { migrationsFolder });
    return { database, prepared: await prepare(database.db) };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

async function openPostgres<T>(url: string, prepare: (db: Db) => Promise<T>) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the database closes (a restart, a terminated backend) is dropped from the
  // pool and logged; without a listener pg's 'error' event would end the process.
  pool.on('error', (error) => console.error('PostgreSQL: idle connection lost:', error.message));
  const db = drizzlePg({ client: pool, schema });
  trackTransactions(db as unknown as Db);
  const database: Database = {
    db: followingAmbient(db as unknown as Db),
    kind: 'postgres',
    ping: () => ping(db as unknown as Db),
    listen: (channel, handlers, retry) => listenPostgres(url, channel, handlers, retry),
    close: () => pool.end(),
  };
  try {
    // A session-level lock held on one connection while the migrations and `prepare` use the
    // pool's others; it is released below, or by PostgreSQL when this process dies.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
      await migratePg(db, { migrationsFolder });
      return { database, prepared: await prepare(database.db) };
    } finally {
      await lockClient
        .query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID])
        .catch(() => undefined);
      lockClient.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
