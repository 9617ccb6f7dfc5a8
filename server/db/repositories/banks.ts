// Writes to a process's question bank (tables procesos and preguntas) made by the SA tools:
// finding or creating the destination process, reading what a bank already holds, and bumping
// `bank_version` when reports change what a bank offers (changes to its questions bump it in
// the database, migration 0013) so that every copy (banco_preguntas.php, ETag) is fetched again; and
// the caller's summaries of a topic, which the question generator reads when given no text.
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { StoredOption } from '../schema';
import { recordChange } from '../changes';
import { questions, processes, summaries } from '../schema';
import type { Executor } from './executor';

export interface ProcesoRef {
  id: number;
  slug: string;
  descripcion: string;
}

const processColumns = {
  id: processes.id,
  slug: processes.slug,
  descripcion: processes.descripcion,
};

export async function findProcesoRef(db: Executor, id: number): Promise<ProcesoRef | null> {
  const [row] = await db
    .select(processColumns)
    .from(processes)
    .where(eq(processes.id, id))
    .limit(1);
  return row ?? null;
}

function slugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return slug || 'proceso';
}

/** The process with that name, in any case. */
export async function findProcesoByName(
  db: Executor,
  descripcion: string,
): Promise<ProcesoRef | null> {
  const [row] = await db
    .select(processColumns)
    .from(processes)
    .where(sql`lower(${processes.descripcion}) = lower(${descripcion})`)
    .orderBy(asc(processes.id))
    .limit(1);
  return row ?? null;
}

/** The process with that name, created when there is none (free-text mode). */
export async function findOrCreateProceso(db: Executor, descripcion: string): Promise<ProcesoRef> {
  const existing = await findProcesoByName(db, descripcion);
  if (existing) return existing;
  const base = slugOf(descripcion);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [created] = await db
      .insert(processes)
      .values({ slug, descripcion })
      .onConflictDoNothing()
      .returning(processColumns);
    if (created) return created;
  }
}

export async function bumpBankVersion(db: Executor, idProceso: number): Promise<void> {
  await db
    .update(processes)
    .set({ bankVersion: sql`${processes.bankVersion} + 1` })
    .where(eq(processes.id, idProceso));
  recordChange(db, { table: 'procesos', id: idProceso });
}

export interface StoredQuestion {
  id: number;
  seccion: string;
  tema: string;
  pregunta: string;
  respuestas: StoredOption[];
  correctaIndice: number;
  fuente: string | null;
  explicacion: string | null;
  imagen: string | null;
  ref: string | null;
  activa: boolean;
}

const questionColumns = {
  id: questions.id,
  seccion: questions.seccion,
  tema: questions.tema,
  pregunta: questions.pregunta,
  respuestas: questions.respuestas,
  correctaIndice: questions.correctaIndice,
  fuente: questions.fuente,
  explicacion: questions.explicacion,
  imagen: questions.imagen,
  ref: questions.ref,
  activa: questions.activa,
};

/** Every question of a process, retired ones too, in the order they were added. */
export async function listBankQuestions(
  db: Executor,
  idProceso: number,
  filter: { seccion?: string; tema?: string; soloActivas?: boolean } = {},
): Promise<StoredQuestion[]> {
  const conditions = [eq(questions.idProceso, idProceso)];
  if (filter.seccion) conditions.push(eq(questions.seccion, filter.seccion));
  if (filter.tema) conditions.push(eq(questions.tema, filter.tema));
  // What a bank offers: active and published (a draft awaiting review is not part of it yet).
  if (filter.soloActivas)
    conditions.push(eq(questions.activa, true), eq(questions.pendienteRevision, false));
  return db
    .select(questionColumns)
    .from(questions)
    .where(and(...conditions))
    .orderBy(asc(questions.id));
}

/** The question texts already in one section and topic, to skip generating them again. */
export async function existingTexts(
  db: Executor,
  idProceso: number,
  seccion: string,
  tema: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ pregunta: questions.pregunta })
    .from(questions)
    .where(
      and(
        eq(questions.idProceso, idProceso),
        eq(questions.seccion, seccion),
        eq(questions.tema, tema),
      ),
    );
  return new Set(rows.map((r) => r.pregunta));
}

/**
 * The text of a user's own summaries of a topic, newest first: what the question generator
 * works from when the SA gives no text. Summaries of the process and unfiled ones both count.
 */
export async function topicSummaries(
  db: Executor,
  userId: number,
  idProceso: number | null,
  tema: string,
): Promise<string[]> {
  const conditions = [eq(summaries.userId, userId), sql`lower(${summaries.tema}) = lower(${tema})`];
  const ofProceso =
    idProceso === null
      ? undefined
      : or(eq(summaries.idProceso, idProceso), isNull(summaries.idProceso));
  if (ofProceso) conditions.push(ofProceso);
  const rows = await db
    .select({ resumen: summaries.resumen })
    .from(summaries)
    .where(and(...conditions))
    .orderBy(desc(summaries.createdAt));
  return rows.map((r) => r.resumen);
}
