// The active bank of each process kept in this server's memory, one copy per (process, bank
// version): what genera_test.php samples and banco_preguntas.php sends. The version is the
// process row's bank_version, which every request takes from server/cache/hot-rows.ts: kept in
// memory until a change to it is known, so a bank changed through another server on the same
// PostgreSQL is seen here once the database's notification has arrived. Every write that
// changes what a bank offers bumps that version: the database does for any change to published
// questions and for withdrawn reports (migration 0013), the incidencias routes for reports that
// put a question under review or resolve it (bumpBankVersion). Only the newest version of a
// process is kept. banco_preguntas.php's body is serialized once per version and kept
// compressed (brotli and gzip) beside the plain one; so is each question, which a test's answer
// is assembled from.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { bancoResponseSchema, bankQuestionSchema } from '../../src/core/contract/quiz';
import type { BankPregunta } from '../../src/core/contract/quiz';
import { eligibleQuestions } from '../../src/core/quiz/generate';
import { currentAmbient, readInAmbient } from '../db/ambient';
import { listActiveQuestions } from '../db/repositories/processes';
import type { ProcessRow } from '../db/repositories/processes';
import type { Executor } from '../db/repositories/executor';
import { stringifierOf } from '../plugins/json-serializer';
import type { HotRows } from '../cache/hot-rows';
import type { KeptBanks } from '../quiz/finished-tests';

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

/** A question of the bank with its JSON, as genera_test.php's answer lists it. */
export interface SerializedQuestion {
  seccion: string;
  tema: string;
  json: Buffer;
}

export interface ActiveBank {
  idProceso: number;
  version: number;
  /** An active question of this bank. */
  question(id: number): BankPregunta | undefined;
  /** The questions a test of these criteria draws from (eligibleQuestions), each serialized. */
  eligible(criteria: EligibilityCriteria): readonly SerializedQuestion[];
  /** banco_preguntas.php's answer for this version. */
  body(): BankBody;
}

export type EligibilityCriteria = Parameters<typeof eligibleQuestions>[1];

/**
 * How many test configurations each bank version remembers the questions of. Most tests ask
 * for the same few (the whole programme of a process, its official format), and filtering a
 * 1,200-question bank was a twentieth of a genera_test.php.
 */
const CONFIGURATIONS_KEPT = 64;

interface BankSerializers {
  /** banco_preguntas.php's answer. */
  bank(body: { id_proceso: number; version: number; preguntas: BankPregunta[] }): string;
  /** One question, as it appears in genera_test.php's array. */
  question(pregunta: BankPregunta): string;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** A JSON array of serialized questions, copied once into one buffer. */
export function jsonArrayOf(questions: readonly SerializedQuestion[]): Buffer {
  const parts: Buffer[] = [OPEN];
  questions.forEach((q, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(q.json);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

export function bankEtag(proceso: Pick<ProcessRow, 'id' | 'bankVersion'>): string {
  return `"bank-${proceso.id}-v${proceso.bankVersion}"`;
}

// Built once per version and sent many times, so the slowest, smallest settings pay off here
// (unlike the answers compressed on every request, server/plugins/compression.ts).
const STORED_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const STORED_GZIP = { level: 9 };

function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

function activeBank(
  proceso: ProcessRow,
  preguntas: BankPregunta[],
  serialize: BankSerializers,
): ActiveBank {
  const serialized = once(() =>
    preguntas.map((q): SerializedQuestion => ({
      seccion: q.seccion,
      tema: q.tema,
      json: Buffer.from(serialize.question(q)),
    })),
  );
  const byId = once(() => new Map(preguntas.map((q) => [q.id, q])));
  const eligibleBy = new Map<string, readonly SerializedQuestion[]>();
  const eligible = (criteria: EligibilityCriteria) => {
    const key = JSON.stringify([criteria.psicotecnico, criteria.secciones, criteria.temas]);
    let found = eligibleBy.get(key);
    if (!found) {
      found = eligibleQuestions(serialized(), criteria);
      if (eligibleBy.size >= CONFIGURATIONS_KEPT)
        eligibleBy.delete(eligibleBy.keys().next().value ?? '');
      eligibleBy.set(key, found);
    }
    return found;
  };
  const body = once((): BankBody => {
    const identity = Buffer.from(
      serialize.bank({ id_proceso: proceso.id, version: proceso.bankVersion, preguntas }),
    );
    return {
      etag: bankEtag(proceso),
      identity,
      br: once(() => brotliAsync(identity, STORED_BROTLI)),
      gzip: once(() => gzipAsync(identity, STORED_GZIP)),
    };
  });
  return {
    idProceso: proceso.id,
    version: proceso.bankVersion,
    question: (id) => byId().get(id),
    eligible,
    body,
  };
}

export interface ActiveBanks {
  /** The active bank of the process at the version just read; loaded from the database when new. */
  get(proceso: ProcessRow): Promise<ActiveBank>;
}

export function createActiveBanks(db: Executor): ActiveBanks {
  const serialize: BankSerializers = {
    bank: stringifierOf(bancoResponseSchema),
    question: stringifierOf(bankQuestionSchema),
  };
  // One entry per process: its newest version seen, loaded or loading (concurrent requests share
  // it).
  const banks = new Map<number, { version: number; bank: Promise<ActiveBank>; loaded: boolean }>();
  const load = (proceso: ProcessRow) =>
    listActiveQuestions(db, proceso.id).then((rows) => activeBank(proceso, rows, serialize));
  return {
    get(proceso) {
      const kept = banks.get(proceso.id);
      const ambient = currentAmbient();
      if (ambient) {
        const settled =
          kept?.version === proceso.bankVersion && kept.loaded ? kept.bank : undefined;
        const key = `bank:${proceso.id}:${proceso.bankVersion}`;
        return readInAmbient(ambient, key, settled, () => load(proceso));
      }
      if (kept?.version === proceso.bankVersion) return kept.bank;
      const bank = load(proceso);
      // An older version than the kept one (read just before a change) is served, not kept.
      if (kept && kept.version > proceso.bankVersion) return bank;
      const entry = { version: proceso.bankVersion, bank, loaded: false };
      banks.set(proceso.id, entry);
      bank.then(
        () => {
          entry.loaded = true;
        },
        // A failed read is not kept: the next request tries again.
        () => {
          if (banks.get(proceso.id) === entry) banks.delete(proceso.id);
        },
      );
      return bank;
    },
  };
}

/** The kept bank of a process at the version this server knows, for saving finished tests. */
export function keptBanksOf(hotRows: Pick<HotRows, 'process'>, banks: ActiveBanks): KeptBanks {
  return async (idProceso) => {
    const proceso = await hotRows.process(idProceso);
    if (!proceso) return null;
    return { proceso, question: (await banks.get(proceso)).question };
  };
}
