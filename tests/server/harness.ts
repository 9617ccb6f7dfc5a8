// Starts the real server on a loopback port against a real database: PGlite in memory, and,
// when TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server too.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import type { HotRowsOptions } from '../../server/cache/hot-rows';
import type { ServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import type { Database, Db } from '../../server/db';
import { recordChange } from '../../server/db/changes';
import type { RowChange } from '../../server/db/changes';
import { setUserLevel } from '../../server/db/repositories/users';
import { processes } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { createJobQueue } from '../../server/jobs';
import type { Nivel } from '../../src/core/contract';

export type DbKind = 'pglite' | 'postgres';

export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const SA = { email: 'sa@test.local', username: 'superadmin', password: 'sa-password-123' };

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: null,
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-123'),
    superAdmin: SA,
    publicUrl: 'http://localhost:8080',
    smtpUrl: null,
    mailFrom: 'test@opositor.local',
    bizumPhone: '600000000',
    stripe: { secretKey: null, webhookSecret: null, apiUrl: null },
    aiModel: null,
    rateLimits: {
      authPerIpPerMinute: 10_000,
      authPerEmailPer15Min: 10_000,
      loginFailures: { freePerEmailIp: 10_000, freePerIp: 10_000 },
    },
    staticDir: null,
    logLevel: 'silent',
    trustProxy: false,
    ...overrides,
  };
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL no está definida');
  const name = `opositor_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function openTestDatabase(
  kind: DbKind,
): Promise<{ database: Database; dispose: () => Promise<void>; databaseUrl?: string }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, dispose: () => database.close() };
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    database,
    databaseUrl: created.url,
    dispose: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export interface TestServer {
  url: string;
  database: Database;
  /** The PostgreSQL database it runs on (absent on PGlite), for a second server beside it. */
  databaseUrl?: string;
  config: ServerConfig;
  /** Reset links the server would have mailed, newest last (read after `settled()`). */
  mails: { email: string; token: string }[];
  /** Resolves when the background jobs (the recovery mails) are done. */
  settled(): Promise<void>;

  close(): Promise<void>;
}

/**
 * Runs `write` straight on the database, then tells this server's memory of hot rows
 * (server/cache/hot-rows.ts) that `change` committed, as the server's own writes do. Without
 * that, the change reaches the memory through PostgreSQL's notification, which may arrive after
 * the test's next request: a race of the test, not of a client (hot-rows.test.ts covers the
 * notifications themselves). Questions changed by hand change their process's bank version.
 */
export async function writeByHand(
  server: TestServer,
  change: RowChange,
  write: (db: Db) => Promise<unknown>,
): Promise<void> {
  const { db } = server.database;
  await write(db);
  recordChange(db, change);
}

export const setLevel = (server: TestServer, userId: number, nivel: Nivel) =>
  setUserLevel(server.database.db, userId, nivel);

export const updateProcess = (
  server: TestServer,
  id: number,
  values: Partial<typeof processes.$inferInsert>,
) =>
  writeByHand(server, { table: 'procesos', id }, (db) =>
    db.update(processes).set(values).where(eq(processes.id, id)),
  );

export async function startTestServer(
  kind: DbKind,
  overrides: Partial<ServerConfig> = {},
  hotRows?: HotRowsOptions,
): Promise<TestServer> {
  const { database, dispose, databaseUrl } = await openTestDatabase(kind);
  const config = testConfig(overrides);
  await seed(database.db, config);
  return serve(database, config, dispose, databaseUrl, hotRows);
}

/**
 * Another server process's worth (its own app and connection pool) on the PostgreSQL database
 * of a running test server, as a second instance behind a load balancer would be.
 */
export async function startSecondServer(
  first: TestServer,
  hotRows?: HotRowsOptions,
): Promise<TestServer> {
  if (!first.databaseUrl) throw new Error('un segundo servidor necesita PostgreSQL');
  const database = await openDatabase({ databaseUrl: first.databaseUrl });
  return serve(database, first.config, () => database.close(), first.databaseUrl, hotRows);
}

async function serve(
  database: Database,
  config: ServerConfig,
  dispose: () => Promise<void>,
  databaseUrl: string | undefined,
  hotRows: HotRowsOptions | undefined,
): Promise<TestServer> {
  const mails: TestServer['mails'] = [];
  const jobs = createJobQueue({ warn: () => undefined, error: () => undefined });
  const app = await buildApp({
    config,
    database,
    jobs,
    mailer: { sendResetLink: async (email, token) => void mails.push({ email, token }) },
    ...(hotRows ? { hotRows } : {}),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    database,
    ...(databaseUrl ? { databaseUrl } : {}),
    config,
    mails,
    settled: () => jobs.idle(),
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

export interface Json {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A real HTTP request over loopback, JSON in and out. */
export async function request(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  options: {
    body?: unknown;
    rawBody?: string;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Json> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

let counter = 0;
export function uniqueUser(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${counter}${randomBytes(3).toString('hex')}`;
  return { username: id, email: `${id}@example.com`, password: 'secreto-123' };
}
