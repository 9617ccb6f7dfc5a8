// The active bank of each process kept in this server's memory, one copy per (process, bank
// version): what genera_test.php samples and banco_preguntas.php sends. The version is the
// process row's bank_version, which every request takes from server/cache/hot-rows.ts: kept in
// memory until a change to it is known, so a bank changed through another server on the same
// PostgreSQL is seen here once the database's notification has arrived. Every write that
// changes what a bank offers bumps that version: the database does for any change to published
// questions and for withdrawn reports (migration 0013), the incidencias routes for reports that
// put a question under review or resolve it (bumpBankVersion). Only the newest version of a
// process is kept. banco_preguntas.php's body is serialized once per version and kept
// compressed (brotli and gzip) beside the plain one.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { BankPregunta } from '../../src/core/contract/quiz';
import { listActiveQuestions } from '../db/repositories/processes';
import type { ProcessRow } from '../db/repositories/processes';
import type { Executor } from '../db/repositories/executor';

/**
 * A bank body as stored: plain JSON and its compressed forms, each computed on first use off
 * the event loop (brotli 11 on a large bank takes a second or more).
 */
export interface BankBody {
  etag: string;
  identity: Buffer;
  br(): Promise<Buffer>;
  gzip(): Promise<Buffer>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface ActiveBank {
  idProceso: number;
  version: number;
  preguntas: readonly BankPregunta[];
  /** banco_preguntas.php's answer for this version. */
  body(): BankBody;
}

export function bankEtag(proceso: Pick<ProcessRow, 'id' | 'bankVersion'>): string {
  return `"bank-${proceso.id}-v${proceso.bankVersion}"`;
}

// Built once per version and sent many times, so the slowest, smallest settings pay off here
// (unlike the answers compressed on every request, server/app.ts).
const STORED_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const STORED_GZIP = { level: 9 };

function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

function activeBank(
  proceso: ProcessRow,
  preguntas: BankPregunta[],
  serialize: (body: { id_proceso: number; version: number; preguntas: BankPregunta[] }) => string,
): ActiveBank {
  const body = once((): BankBody => {
    const identity = Buffer.from(
      serialize({ id_proceso: proceso.id, version: proceso.bankVersion, preguntas }),
    );
    return {
      etag: bankEtag(proceso),
      identity,
      br: once(() => brotliAsync(identity, STORED_BROTLI)),
      gzip: once(() => gzipAsync(identity, STORED_GZIP)),
    };
  });
  return { idProceso: proceso.id, version: proceso.bankVersion, preguntas, body };
}

export interface ActiveBanks {
  /** The active bank of the process at the version just read; loaded from the database when new. */
  get(proceso: ProcessRow): Promise<ActiveBank>;
}

export function createActiveBanks(
  db: Executor,
  serialize: Parameters<typeof activeBank>[2],
): ActiveBanks {
  // One entry per process: its newest version seen, loaded or loading (concurrent requests share it).
  const banks = new Map<number, { version: number; bank: Promise<ActiveBank> }>();
  return {
    get(proceso) {
      const kept = banks.get(proceso.id);
      if (kept?.version === proceso.bankVersion) return kept.bank;
      const bank = listActiveQuestions(db, proceso.id).then((rows) =>
        activeBank(proceso, rows, serialize),
      );
      // An older version than the kept one (read just before a change) is served, not kept.
      if (kept && kept.version > proceso.bankVersion) return bank;
      banks.set(proceso.id, { version: proceso.bankVersion, bank });
      // A failed read is not kept: the next request tries again.
      bank.catch(() => {
        if (banks.get(proceso.id)?.bank === bank) banks.delete(proceso.id);
      });
      return bank;
    },
  };
}
