import type { BankIndex } from '@/core/quiz';
import type {
  BankPregunta,
  HistoryItem,
  NotaMinima,
  Proceso,
  Respuestas,
  TestQuestion,
  TipoTest,
} from '@/core/contract';

/** One question of a process's bank, kept so tests can be generated with no network. */
export interface StoredQuestion extends BankPregunta {
  idProceso: number;
}

/** What is known about a downloaded bank. */
export interface BankMeta {
  idProceso: number;
  version: number;
  etag: string | null;
  count: number;
  downloadedAt: number;
  /** Ids, sections and topics of the whole bank (version 2 on). */
  index: BankIndex;
}

/** The configuration a test was started with; enough to rebuild its key and its record. */
export interface TestConfig {
  idProceso: number;
  tipo: TipoTest;
  psicotecnico: boolean;
  secciones: string[];
  temas: string[];
  numPreguntas: number;
  minutos: number;
  /** 'Barajar respuestas'; a test saved before the switch existed shows the bank's order. */
  barajar?: boolean;
}

/** An unfinished test of one user, saved every 30 s and on every answer. */
export interface ProgressRecord {
  userId: number;
  testKey: string;
  actual: number;
  respuestas: Respuestas;
  tiempo_restante: number;
  preguntas: number[];
  updated_at: number;
  /** Local only: the questions themselves and the configuration, to resume with no network. */
  questions: TestQuestion[];
  config: TestConfig;
  fecha_inicio: string;
  /** The ids of the questions marked 'Marcar para revisar' (none in a save made before marks existed). */
  marcadas?: number[];
}

/**
 * Everything the results screen of a test finished on this device shows: the questions as they
 * were asked (with section, topic, source, explanation), the answers, the marks and the rules
 * of its process. Kept for a logged-in user's test and for an anonymous run (user 0) alike.
 */
export interface ResultRecord {
  uuid: string;
  /** 0 for a test taken without an account. */
  userId: number;
  finishedAt: number;
  fechaInicio: string;
  testKey: string;
  config: TestConfig;
  descripcion: string | null;
  penalizacion: number;
  notaMinima: NotaMinima | null;
  questions: TestQuestion[];
  respuestas: Respuestas;
  marcadas: number[];
  tiempoRestanteS: number;
  /** An examen that ran out of time and finished by itself. */
  timedOut: boolean;
}

/** A finished test: the server's history item, or one finished here and not yet acknowledged. */
export interface LocalTest extends Omit<HistoryItem, 'id'> {
  uuid: string;
  userId: number;
  /** The server's id once it has acknowledged the test. */
  serverId: number | null;
  /** Sort key: the finalization time in ms. */
  finishedAt: number;
}

export interface PersonalityAnswersRecord {
  userId: number;
  version: string;
  answers: Record<number, number>;
  updatedAt: number;
}

/**
 * A record of a later feature (summaries, study plans, physical plans). `data` is the feature's
 * own type, which this layer does not know: the feature names it through `ownedTable<T>`.
 */
export interface OwnedRecord<T = unknown> {
  id: number | string;
  userId: number;
  data: T;
  updatedAt: number;
}

/** A comment on a question; `data` is typed by the quiz feature through `commentsTable<T>`. */
export interface CommentRecord<T = unknown> {
  id: number | string;
  idPregunta: number;
  data: T;
  pending: boolean;
}

/** A finished personality profile, kept to compare attempts; synced through the outbox. */
export interface PersonalityProfileRecord {
  uuid: string;
  userId: number;
  version: string;
  answers: Record<number, number>;
  /** The scored profile as src/core/personality computes it. */
  result: unknown;
  finishedAt: number;
  serverId: number | null;
}

/**
 * The spaced-repetition schedule of a question the user got wrong ('Repasar falladas'):
 * the ts-fsrs card, serialised, and when it is due.
 */
export interface ReviewCardRecord {
  userId: number;
  questionId: number;
  idProceso: number;
  due: number;
  card: unknown;
  updatedAt: number;
}

export type OutboxKind =
  | 'finished-test'
  | 'progress-save'
  | 'progress-delete'
  | 'comment-add'
  | 'comment-edit'
  | 'comment-delete'
  | 'physical-progress'
  | 'incidencia-add'
  | 'personality-profile'
  | 'summary-create'
  | 'summary-technique'
  | 'study-plan-create'
  | 'study-plan-write'
  | 'physical-plan-write'
  | 'physical-mark';

/** A write waiting to reach the server, in the order the user made it. */
export interface OutboxEntry {
  seq?: number;
  userId: number;
  kind: OutboxKind;
  /** What the user did, in Spanish, for the pending-changes panel. */
  label: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: unknown;
  encoding: 'json' | 'form';
  idempotencyKey: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** Times the server's answer was received but its acknowledgement could not be applied here. */
  ackFailures?: number;
  /**
   * Set by the drain, in the transaction that takes the entry into a request: from then on the
   * server may apply the body as it stands, so no feature may change or drop it (`isUnsent`).
   * Cleared only for an entry the server answered it did not try.
   */
  inFlight?: boolean;
}

/**
 * A record created on this device under a local id ('local-' + uuid) that the server has since
 * numbered (src/lib/sync/local-ids.ts). Kept so that writes queued naming the local id go out
 * with the server's.
 */
export interface LocalIdRecord {
  localId: string;
  serverId: number;
  userId: number;
  createdAt: number;
}

/** A write the server refused for good (a 4xx); kept so the user sees why. */
export interface DeadLetter extends Omit<OutboxEntry, 'seq'> {
  id?: number;
  seq: number;
  status: number;
  error: string;
  failedAt: number;
}

export type ProcesoRecord = Proceso;
