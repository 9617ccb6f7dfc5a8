// The server's tables. PostgreSQL (or embedded PGlite) is the source of truth: accounts,
// their refresh-token families and password resets, the question banks per process, the
// idempotency keys of applied writes, saved test progress and the finished tests.
// Migrations are generated from this file by drizzle-kit into server/db/migrations.
import { sql } from 'drizzle-orm';
import { RANKING_MIN_RESPONDIDAS } from '../../src/core/contract/stats';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nivel: text('nivel').notNull().default('invitado'),
    nombre: text('nombre'),
    telefono: text('telefono'),
    createdAt: createdAt(),
    lastActivity: timestamp('last_activity', { withTimezone: true }),
    /**
     * The username's look-alike skeleton (server/auth/username.ts). Null only until the start
     * that fills it, or for a name registered before the rule that looks like an older one.
     */
    usernameSkeleton: text('username_skeleton'),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_idx').on(t.usernameSkeleton),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_idx').on(t.tokenHash)],
);

export const processes = pgTable(
  'procesos',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    descripcion: text('descripcion').notNull(),
    foto: text('foto'),
    penalizacion: doublePrecision('penalizacion').notNull().default(0),
    formatoPreguntas: integer('formato_preguntas'),
    formatoMinutos: integer('formato_minutos'),
    bankVersion: integer('bank_version').notNull().default(1),
    /** Hash of the starter bank last seeded into this process; a new release's content differs. */
    starterHash: text('starter_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('procesos_slug_idx').on(t.slug)],
);

export interface StoredOption {
  indice: number;
  respuesta: string;
}

export const questions = pgTable(
  'preguntas',
  {
    id: serial('id').primaryKey(),
    idProceso: integer('id_proceso')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    seccion: text('seccion').notNull(),
    tema: text('tema').notNull(),
    pregunta: text('pregunta').notNull(),
    respuestas: jsonb('respuestas').$type<StoredOption[]>().notNull(),
    correctaIndice: integer('correcta_indice').notNull(),
    fuente: text('fuente'),
    /** Why the right option is right, in one to three sentences; null when the bank has none. */
    explicacion: text('explicacion'),
    /** A figure the question shows (psychotechnic series), as a data:image/svg+xml URI. */
    imagen: text('imagen'),
    ref: text('ref'),
    activa: boolean('activa').notNull().default(true),
    /** Made by an SA generator and not yet published: no test, bank or device sees it. */
    pendienteRevision: boolean('pendiente_revision').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('preguntas_proceso_seccion_tema_idx').on(t.idProceso, t.seccion, t.tema),
    index('preguntas_pendientes_idx')
      .on(t.idProceso)
      .where(sql`${t.pendienteRevision}`),
    uniqueIndex('preguntas_proceso_ref_idx').on(t.idProceso, t.ref),
  ],
);

/**
 * One row per write applied with an `Idempotency-Key` header: a repeat of the key by the same
 * user gets the stored response back and changes nothing. Written in the same transaction as
 * the write itself; kept at least 30 days (plugins/idempotency.ts purges older ones).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request's method, path and body: the key answers only that request. */
    fingerprint: text('fingerprint'),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * The unfinished test a user can resume on any device, one per test key (spec §9). The save
 * with the newest client `updated_at` (ms) wins, and a deletion is a save too (a tombstone). The key can be long (every chosen topic is in
 * it), so uniqueness goes through its md5 to stay within a btree entry.
 */
export const testProgress = pgTable(
  'test_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testKey: text('test_key').notNull(),
    testKeyHash: text('test_key_hash')
      .notNull()
      .generatedAlwaysAs(sql`md5(test_key)`),
    actual: integer('actual').notNull(),
    respuestas: jsonb('respuestas').$type<Record<string, number | null>>().notNull(),
    tiempoRestante: integer('tiempo_restante').notNull(),
    preguntas: jsonb('preguntas').$type<number[]>().notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    /** The ids of the questions marked 'Marcar para revisar' (beyond api.md; none from older clients). */
    marcadas: jsonb('marcadas').$type<number[]>().notNull().default([]),
    /** A tombstone: the progress was deleted at `updated_at`; older saves do not bring it back. */
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [uniqueIndex('test_progress_user_key_idx').on(t.userId, t.testKeyHash)],
);

export interface StoredCorrection {
  id: number;
  pregunta: string;
  respuesta_usuario: string;
  correcta_indice: number;
  respuesta_correcta: string;
}

/** Finished tests, append-only. Scores are the server's, recomputed from `respuestas`. */
export const finishedTests = pgTable(
  'tests_realizados',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idProceso: integer('id_proceso')
      .notNull()
      .references(() => processes.id),
    tipoTest: text('tipo_test').notNull(),
    psicotecnico: boolean('psicotecnico').notNull().default(false),
    secciones: text('secciones').notNull(),
    temas: text('temas').notNull(),
    numPreguntas: integer('num_preguntas').notNull(),
    tiempo: integer('tiempo').notNull(),
    tiempoRestante: integer('tiempo_restante').notNull(),
    aciertos: integer('aciertos').notNull(),
    fallos: integer('fallos').notNull(),
    enBlanco: integer('en_blanco').notNull(),
    nota: doublePrecision('nota'),
    notaPenalizada: doublePrecision('nota_penalizada'),
    respuestas: jsonb('respuestas').$type<Record<string, number | null>>().notNull(),
    acertadas: jsonb('acertadas').$type<StoredCorrection[]>().notNull(),
    falladas: jsonb('falladas').$type<StoredCorrection[]>().notNull(),
    descripcion: text('descripcion'),
    estado: text('estado').notNull().default('finalizado'),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }).notNull(),
    fechaFinalizacion: timestamp('fecha_finalizacion', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tests_realizados_user_uuid_idx').on(t.userId, t.uuid),
    index('tests_realizados_user_fin_idx').on(t.userId, t.fechaFinalizacion.desc()),
  ],
);

/** Comments on a question (api.md "Comments"). Authors edit their own; admin and SA any. */
export const comments = pgTable(
  'comentarios',
  {
    id: serial('id').primaryKey(),
    idProceso: integer('id_proceso')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    idPregunta: integer('id_pregunta')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull().default('pregunta'),
    comentario: text('comentario').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('comentarios_pregunta_idx').on(t.idPregunta, t.createdAt)],
);

/**
 * Reports of a wrong question ('Reportar error'). A question with 3 or more open reports is
 * left out of new tests until an SA resolves them (fix or retire).
 */
export const issueReports = pgTable(
  'incidencias',
  {
    id: serial('id').primaryKey(),
    idPregunta: integer('id_pregunta')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    motivo: text('motivo').notNull(),
    estado: text('estado').notNull().default('abierta'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('incidencias_pregunta_estado_idx').on(t.idPregunta, t.estado),
    index('incidencias_estado_idx').on(t.estado),
  ],
);

/**
 * A user's summaries (spec §3 "Summary") with the memorisation technique that belongs to each.
 * `uuid` is made by the client when the summary is created (possibly offline), so the device
 * can match its local copy to the server row.
 */
export const summaries = pgTable(
  'resumenes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idProceso: integer('id_proceso').references(() => processes.id, { onDelete: 'set null' }),
    tema: text('tema').notNull(),
    seccion: text('seccion').notNull(),
    resumen: text('resumen').notNull(),
    archivoNombre: text('archivo_nombre'),
    archivoTamano: integer('archivo_tamano'),
    archivoTipo: text('archivo_tipo'),
    tecnica: text('tecnica'),
    motor: text('motor'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resumenes_user_uuid_idx').on(t.userId, t.uuid),
    index('resumenes_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One week of the AI weekly study plan (spec §3 "AI weekly plan entry"). */
export interface StoredStudyWeek {
  semana: number;
  fecha_inicio: string;
  fecha_fin: string;
  temas_semana: string[];
  objetivos: string[];
  actividades: {
    dia: string;
    fecha: string;
    duracion_horas: number;
    tema: string;
    actividad: string;
  }[];
  notas: string;
}

/** Study plans (spec §3): manual stages and tasks, and the AI weekly plan when generated. */
export const studyPlans = pgTable(
  'planes_estudio',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idProceso: integer('id_proceso').references(() => processes.id, { onDelete: 'set null' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    estado: text('estado').notNull().default('activo'),
    secciones: jsonb('secciones').$type<string[]>().notNull().default([]),
    temas: jsonb('temas').$type<string[]>().notNull().default([]),
    planIa: jsonb('plan_ia').$type<{ plan: StoredStudyWeek[] }>(),
    resumenIa: text('resumen_ia'),
    motor: text('motor'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('planes_estudio_user_uuid_idx').on(t.userId, t.uuid),
    index('planes_estudio_user_idx').on(t.userId),
  ],
);

/** A stage of a study plan; `descripcion` lists its topics comma-separated (spec §3). */
export const planStages = pgTable(
  'etapas',
  {
    id: serial('id').primaryKey(),
    idPlan: integer('id_plan')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('etapas_plan_idx').on(t.idPlan, t.orden)],
);

export const planTasks = pgTable(
  'tareas',
  {
    id: serial('id').primaryKey(),
    idEtapa: integer('id_etapa')
      .notNull()
      .references(() => planStages.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    completada: boolean('completada').notNull().default(false),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('tareas_etapa_idx').on(t.idEtapa, t.orden)],
);

/**
 * Physical-training plans (spec §3 "Physical plan"). `planIa.plan[i]` is week i+1 or null
 * while not generated; `avance[i]` says whether week i+1 is done.
 */
export const physicalPlans = pgTable(
  'planes_fisicos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    tipoPrueba: text('tipo_prueba').notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    planIa: jsonb('plan_ia').$type<{ plan: (unknown | null)[]; resumen: string | null }>(),
    avance: jsonb('avance').$type<boolean[]>().notNull().default([]),
    motor: text('motor'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('planes_fisicos_user_uuid_idx').on(t.userId, t.uuid),
    index('planes_fisicos_user_idx').on(t.userId),
  ],
);

/**
 * The user's marks in the official physical tests of a plan's tipo_prueba: one
 * row per attempt, scored on read against server/content/escalas-fisicas.ts. `uuid` is the
 * client's, so a mark logged offline and synced twice is stored once.
 */
export const physicalMarks = pgTable(
  'marcas_fisicas',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => physicalPlans.id, { onDelete: 'cascade' }),
    prueba: text('prueba').notNull(),
    sexo: text('sexo').notNull(),
    valor: doublePrecision('valor').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('marcas_fisicas_user_uuid_idx').on(t.userId, t.uuid),
    index('marcas_fisicas_plan_idx').on(t.planId, t.fecha),
  ],
);

/** Finished personality profiles, kept so a user sees how each subscale changed. */
export const personalityProfiles = pgTable(
  'perfiles_personalidad',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    respuestas: jsonb('respuestas').$type<Record<string, number>>().notNull(),
    resultado: jsonb('resultado').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('perfiles_personalidad_user_uuid_idx').on(t.userId, t.uuid)],
);

/**
 * Card donations: a row when the checkout session is created, completed by the
 * payment provider's signed webhook. Deleting an account keeps the row without its user:
 * a payment record is kept for accounting, with nothing that identifies the person.
 */
export const donations = pgTable(
  'donaciones',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    metodo: text('metodo').notNull(),
    sessionId: text('session_id'),
    estado: text('estado').notNull().default('pendiente'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('donaciones_session_idx').on(t.sessionId)],
);

/**
 * The items of the configured news feeds (server/news), one row per item of a feed of a list
 * ('noticias' or 'oposiciones'). A feed's rows are replaced only after a good read, so when a
 * feed fails its last good copy is what is served.
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    lista: text('lista').notNull(),
    feedUrl: text('feed_url').notNull(),
    link: text('link').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_items_feed_link_idx').on(t.lista, t.feedUrl, t.link),
    index('news_items_lista_date_idx').on(t.lista, t.publishedAt.desc()),
  ],
);

/** When each configured feed was last read, and why the last read failed (if it did). */
export const newsFeeds = pgTable(
  'news_feeds',
  {
    lista: text('lista').notNull(),
    url: text('url').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    itemCount: integer('item_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lista, t.url] })],
);

/**
 * Running totals of finished tests per user and scope, kept by a trigger on tests_realizados
 * (migration 0005) so the ranking reads an index instead of aggregating every test. A scope is
 * a process (0 = all) and a type ('todos', 'simulacion' or 'examen'); each test counts in four
 * scopes. Nota media is kept in hundredths, summed exactly as integers, so the ranking and
 * estadisticas_usuario round it the same way.
 */
export const rankingTotals = pgTable(
  'ranking_totales',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idProceso: integer('id_proceso').notNull(),
    tipoTest: text('tipo_test').notNull(),
    totalTests: integer('total_tests').notNull().default(0),
    totalAciertos: integer('total_aciertos').notNull().default(0),
    totalFallos: integer('total_fallos').notNull().default(0),
    /** Questions answered (right or wrong, blanks apart): the ranking's entry condition. */
    totalRespondidas: integer('total_respondidas').notNull().default(0),
    sumaCentesimas: bigint('suma_centesimas', { mode: 'number' }).notNull().default(0),
    testsConNota: integer('tests_con_nota').notNull().default(0),
    notaCentesimas: integer('nota_centesimas')
      .notNull()
      .generatedAlwaysAs(
        sql`case when tests_con_nota > 0 then round(suma_centesimas::numeric / tests_con_nota)::integer else 0 end`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.idProceso, t.tipoTest, t.userId] }),
    // Only users who entered the ranking (RANKING_MIN_RESPONDIDAS, migration 0009).
    index('ranking_totales_orden_idx')
      .on(
        t.idProceso,
        t.tipoTest,
        t.notaCentesimas.desc(),
        t.totalTests.desc(),
        t.totalAciertos.desc(),
        t.userId,
      )
      .where(sql.raw(`total_respondidas >= ${RANKING_MIN_RESPONDIDAS}`)),
    index('ranking_totales_user_idx').on(t.userId),
  ],
);

/**
 * How many users of a ranking scope have each nota media (in hundredths, so at most 1,001 rows
 * per scope), kept by a trigger on ranking_totales (migration 0006). A user's place is then the
 * sum of the counts above their nota plus the ties ahead of them, not a count over every user.
 */
export const rankingScores = pgTable(
  'ranking_notas',
  {
    idProceso: integer('id_proceso').notNull(),
    tipoTest: text('tipo_test').notNull(),
    notaCentesimas: integer('nota_centesimas').notNull(),
    usuarios: integer('usuarios').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.idProceso, t.tipoTest, t.notaCentesimas] })],
);
