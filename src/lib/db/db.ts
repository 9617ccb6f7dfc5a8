// The local database (IndexedDB through Dexie). Everything the user works with offline lives
// here: downloaded question banks, unfinished and finished tests, personality answers, later
// features' records, and the outbox of writes waiting for the server (plus the ones it
// refused). Every write of the user lands here first, in the same transaction as its outbox
// entry, so nothing is lost when the network is not there. When IndexedDB cannot be opened
// (private mode, no space) the same schema runs in memory and the user is told.
import Dexie from 'dexie';
import { buildBankIndex } from '@/core/quiz';
import type { EntityTable, Table } from 'dexie';
import type {
  BankMeta,
  CommentRecord,
  DeadLetter,
  LocalIdRecord,
  LocalTest,
  OutboxEntry,
  OwnedRecord,
  PersonalityAnswersRecord,
  PersonalityProfileRecord,
  ProcesoRecord,
  ProgressRecord,
  ResultRecord,
  ReviewCardRecord,
  StoredQuestion,
} from './schema';
import { upgradeToLocalIds } from './upgrade-local-ids';

export class OpositorDb extends Dexie {
  procesos!: EntityTable<ProcesoRecord, 'id'>;
  questions!: EntityTable<StoredQuestion, 'id'>;
  bankMeta!: EntityTable<BankMeta, 'idProceso'>;
  progress!: Table<ProgressRecord, [number, string]>;
  tests!: EntityTable<LocalTest, 'uuid'>;
  personality!: Table<PersonalityAnswersRecord, [number, string]>;
  summaries!: EntityTable<OwnedRecord, 'id'>;
  studyPlans!: EntityTable<OwnedRecord, 'id'>;
  physicalPlans!: EntityTable<OwnedRecord, 'id'>;
  comments!: EntityTable<CommentRecord, 'id'>;
  personalityProfiles!: EntityTable<PersonalityProfileRecord, 'uuid'>;
  reviewCards!: Table<ReviewCardRecord, [number, number]>;
  results!: EntityTable<ResultRecord, 'uuid'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  deadLetters!: EntityTable<DeadLetter, 'id'>;
  localIds!: EntityTable<LocalIdRecord, 'localId'>;

  constructor(name = 'opositor') {
    super(name);
    this.version(1).stores({
      procesos: 'id',
      questions: 'id, idProceso, [idProceso+seccion], [idProceso+tema]',
      bankMeta: 'idProceso',
      progress: '[userId+testKey], userId',
      tests: 'uuid, userId, serverId, [userId+finishedAt]',
      personality: '[userId+version], userId',
      summaries: 'id, userId',
      studyPlans: 'id, userId',
      physicalPlans: 'id, userId',
      comments: 'id, idPregunta',
      outbox: '++seq, userId, nextAttemptAt',
      deadLetters: '++id, userId',
    });
    // 2: a test is chosen from a small index kept with the bank's metadata, and only the
    // questions it uses are read; the per-section and per-topic indexes are no longer needed.
    this.version(2)
      .stores({ questions: 'id, idProceso' })
      .upgrade(async (tx) => {
        const metas = tx.table<BankMeta, number>('bankMeta');
        const questions = tx.table<StoredQuestion, number>('questions');
        for (const meta of await metas.toArray()) {
          const bank = await questions.where('idProceso').equals(meta.idProceso).toArray();
          await metas.put({ ...meta, index: buildBankIndex(bank) });
        }
      });
    // 3: finished personality profiles and the review schedule of failed questions.
    this.version(3).stores({
      personalityProfiles: 'uuid, userId, [userId+finishedAt]',
      reviewCards: '[userId+questionId], userId, [userId+due]',
    });
    // 4: the results screen of every test finished on the device.
    this.version(4).stores({ results: 'uuid, userId' });
    // 5: the server ids of records created here, for the writes queued under their local ids;
    // a change made before it to a record whose create was on its way is queued now, and a
    // technique edit waiting for its summary's id names the summary's local id.
    this.version(5).stores({ localIds: 'localId, userId' }).upgrade(upgradeToLocalIds);
  }
}

export const db = new OpositorDb();

/** The tables whose records hold a feature's own data (`OwnedRecord`). */
export type OwnedTableName = 'summaries' | 'studyPlans' | 'physicalPlans';

/**
 * A feature's typed view of its table: the same Dexie table as `db[name]`, with `data` typed as
 * the feature's `T`, which this layer may not import. Usable in `db.transaction`.
 */
export const ownedTable = <T>(name: OwnedTableName): EntityTable<OwnedRecord<T>, 'id'> =>
  db.table(name);

/** The comments table with `data` typed as the quiz feature's comment. */
export const commentsTable = <T>(): EntityTable<CommentRecord<T>, 'id'> => db.table('comments');

export type StorageMode = 'persistent' | 'memory';
let mode: StorageMode = 'persistent';

let opening: Promise<StorageMode> | null = null;

/**
 * Opens the database; when IndexedDB is unusable, switches to an in-memory one. Opened once:
 * a later call gets the same answer.
 */
export function openLocalDatabase(): Promise<StorageMode> {
  opening ??= (async () => {
    try {
      await db.open();
      mode = 'persistent';
    } catch {
      const { indexedDB, IDBKeyRange } = await import('fake-indexeddb');
      db.close();
      Dexie.dependencies.indexedDB = indexedDB;
      Dexie.dependencies.IDBKeyRange = IDBKeyRange;
      await db.open();
      mode = 'memory';
    }
    return mode;
  })();
  return opening;
}

/** True for the errors IndexedDB gives when the device has no space left. */
export function isQuotaError(error: unknown): boolean {
  const names = ['QuotaExceededError', 'QuotaExceeded'];
  let current: unknown = error;
  for (let i = 0; current && i < 3; i++) {
    if (typeof current === 'object' && 'name' in current && names.includes(String(current.name)))
      return true;
    current = typeof current === 'object' && 'inner' in current ? current.inner : null;
  }
  return false;
}
