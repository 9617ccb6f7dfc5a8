// The server's tables. PostgreSQL (or embedded PGlite) is the source of truth: accounts,
// their refresh-token families and password resets, and the question banks per process.
// Migrations are generated from this file by drizzle-kit into server/db/migrations.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
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
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
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

export const procesos = pgTable(
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('procesos_slug_idx').on(t.slug)],
);

export interface StoredOption {
  indice: number;
  respuesta: string;
}

export const preguntas = pgTable(
  'preguntas',
  {
    id: serial('id').primaryKey(),
    idProceso: integer('id_proceso')
      .notNull()
      .references(() => procesos.id, { onDelete: 'cascade' }),
    seccion: text('seccion').notNull(),
    tema: text('tema').notNull(),
    pregunta: text('pregunta').notNull(),
    respuestas: jsonb('respuestas').$type<StoredOption[]>().notNull(),
    correctaIndice: integer('correcta_indice').notNull(),
    fuente: text('fuente'),
    ref: text('ref'),
    activa: boolean('activa').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('preguntas_proceso_seccion_tema_idx').on(t.idProceso, t.seccion, t.tema),
    uniqueIndex('preguntas_proceso_ref_idx').on(t.idProceso, t.ref),
  ],
);
