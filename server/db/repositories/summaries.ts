// A user's summaries (table resumenes) with the memorisation technique of each. The client's
// `uuid` (made when the summary is created, possibly offline) makes a re-sent summary land once
// and lets the device match its local copy to the row.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Resumen } from '../../../src/core/contract/summaries';
import { summaries } from '../schema';
import type { Executor } from './executor';

type Row = typeof summaries.$inferSelect;
export type NewSummary = Omit<typeof summaries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function toSummary(row: Row): Resumen {
  return {
    id: row.id,
    uuid: row.uuid,
    id_proceso: row.idProceso,
    tema: row.tema,
    seccion: row.seccion,
    resumen: row.resumen,
    archivo_nombre: row.archivoNombre,
    archivo_tamano: row.archivoTamano,
    archivo_tipo: row.archivoTipo,
    tecnica: row.tecnica,
    motor: row.motor,
    fecha: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listSummaries(db: Executor, userId: number): Promise<Resumen[]> {
  const rows = await db
    .select()
    .from(summaries)
    .where(eq(summaries.userId, userId))
    .orderBy(desc(summaries.createdAt), desc(summaries.id));
  return rows.map(toSummary);
}

/** The user's summary, or null when it does not exist or is someone else's. */
export async function findSummary(db: Executor, userId: number, id: number): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(summaries)
    .where(and(eq(summaries.userId, userId), eq(summaries.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findSummaryByUuid(
  db: Executor,
  userId: number,
  uuid: string,
): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(summaries)
    .where(and(eq(summaries.userId, userId), eq(summaries.uuid, uuid)))
    .limit(1);
  return row ?? null;
}

/** Inserts the summary; with a uuid already stored for the user, answers that row instead. */
export async function insertSummary(
  db: Executor,
  values: NewSummary,
): Promise<{ row: Row; created: boolean }> {
  const [row] = await db
    .insert(summaries)
    .values(values)
    .onConflictDoNothing({ target: [summaries.userId, summaries.uuid] })
    .returning();
  if (row) return { row, created: true };
  const existing = values.uuid ? await findSummaryByUuid(db, values.userId, values.uuid) : null;
  if (!existing) throw new Error('resumenes: conflicto sin fila existente');
  return { row: existing, created: false };
}

/** Saves the technique; false when the summary is not the user's. */
export async function saveTechnique(
  db: Executor,
  userId: number,
  id: number,
  tecnica: string,
): Promise<boolean> {
  const rows = await db
    .update(summaries)
    .set({ tecnica, updatedAt: sql`now()` })
    .where(and(eq(summaries.userId, userId), eq(summaries.id, id)))
    .returning({ id: summaries.id });
  return rows.length > 0;
}

/**
 * Texts of the user's newest summaries, up to `maxChars` in all: those on `tema` (same topic,
 * ignoring case and surrounding spaces) when a topic is given, otherwise any.
 */
export async function summaryTexts(
  db: Executor,
  userId: number,
  tema: string | undefined,
  { maxCount, maxChars }: { maxCount: number; maxChars: number },
): Promise<string[]> {
  const conditions = [eq(summaries.userId, userId)];
  const topic = tema?.trim();
  if (topic) conditions.push(sql`lower(trim(${summaries.tema})) = lower(${topic})`);
  const rows = await db
    .select({ resumen: summaries.resumen })
    .from(summaries)
    .where(and(...conditions))
    .orderBy(desc(summaries.updatedAt), desc(summaries.id))
    .limit(maxCount);
  const texts: string[] = [];
  let budget = maxChars;
  for (const { resumen } of rows) {
    if (budget <= 0) break;
    texts.push(resumen.slice(0, budget));
    budget -= resumen.length;
  }
  return texts;
}
