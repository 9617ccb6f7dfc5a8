// The rows every hot request needs, kept in this server's memory so that an authenticated
// genera_test.php, or a banco_preguntas.php answered 304, reads nothing from the database when
// nothing changed: the session user of a token (users) and the process with its bank_version
// (procesos). They stay exactly as fresh as a read:
// - this server's own writes drop the rows when they commit (server/db/changes.ts);
// - other connections' writes arrive as notifications (migration 0014, Database.listen);
// - while this server is not listening (starting, or its LISTEN connection failed and is being
//   opened again), nothing is kept or served from memory: every request reads the database;
//   when listening resumes, everything kept before is dropped;
// - every row is read again after HOT_ROW_TTL_MS anyway, in case a notification was lost on the
//   way without the connection reporting a failure.
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../auth/service';
import { findSessionUser } from '../auth/service';
import type { Database } from '../db';
import { currentAmbient, readInAmbient } from '../db/ambient';
import { CHANGES_CHANNEL, onCommittedChange, parseChange } from '../db/changes';
import type { RowChange } from '../db/changes';
import type { RetryDelays } from '../db/listener';
import type { ProcessRow } from '../db/repositories/processes';
import { findProcess } from '../db/repositories/processes';
import { ReadThroughCache } from './read-through';

/**
 * The longest a row may be served after a change whose notification never arrived while the
 * LISTEN connection looked healthy (a connection that fails is noticed and stops the cache at
 * once). Short enough that a lost notification is like a request that took a few seconds;
 * long enough that a hot route reads each row once per this period instead of per request.
 */
export const HOT_ROW_TTL_MS = 5_000;
/** Sessions kept at most (~100 bytes each); the oldest goes first. */
const MAX_USERS = 50_000;
const MAX_PROCESSES = 10_000;

const frozen = <T extends object>(row: T | null): T | null => row && Object.freeze(row);

export interface HotRows {
  sessionUser(id: number): Promise<SessionUser | null>;
  process(id: number): Promise<ProcessRow | null>;
  close(): Promise<void>;
}

export interface HotRowsOptions {
  /** The LISTEN connection's reconnection delays (tests lengthen them). */
  retry?: RetryDelays;
  ttlMs?: number;
}

export async function createHotRows(
  database: Database,
  log: FastifyBaseLogger,
  { retry, ttlMs = HOT_ROW_TTL_MS }: HotRowsOptions = {},
): Promise<HotRows> {
  const { db } = database;
  const users = new ReadThroughCache<SessionUser>({ ttlMs, maxEntries: MAX_USERS });
  const processes = new ReadThroughCache<ProcessRow>({ ttlMs, maxEntries: MAX_PROCESSES });
  const setServing = (on: boolean) => {
    users.serve(on);
    processes.serve(on);
  };

  const drop = (change: RowChange) => {
    if (change.table === 'users') users.forget(change.id);
    else if (change.id === 'all') processes.clear();
    else processes.forget(change.id);
  };
  const stopLocal = onCommittedChange(db, drop);
  const stopListening = await database.listen(
    CHANGES_CHANNEL,
    {
      notify(payload) {
        const change = parseChange(payload);
        if (change) return drop(change);
        log.warn({ payload }, 'caché: aviso de cambio desconocido, se vacía entera');
        users.clear();
        processes.clear();
      },
      listening() {
        setServing(true);
      },
      lost(error) {
        setServing(false);
        log.warn(
          { err: error },
          'caché: sin escuchar los cambios de la base de datos; se lee de ella hasta reconectar',
        );
      },
    },
    retry,
  );

  /** A row through its cache; inside a shared transaction, as `readInAmbient` says. */
  function read<V>(
    cache: ReadThroughCache<V>,
    kind: string,
    id: number,
    load: () => Promise<V | null>,
  ): Promise<V | null> {
    const ambient = currentAmbient();
    if (!ambient) return cache.get(id, load);
    return readInAmbient(ambient, `${kind}:${id}`, cache.peek(id), load);
  }

  return {
    // Frozen: one object is handed to every request that needs the row.
    sessionUser: (id) => read(users, 'user', id, () => findSessionUser(db, id).then(frozen)),
    process: (id) => read(processes, 'proceso', id, () => findProcess(db, id).then(frozen)),
    async close() {
      setServing(false);
      stopLocal();
      await stopListening();
    },
  };
}
