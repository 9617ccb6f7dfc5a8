// Finished tests (table tests_realizados), append-only: one row per test a user finished, with
// the scores the server computed. The client's `uuid` makes a re-sent test land only once.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from '../../../src/core/contract/zod';
import type { HistoryItem, TipoTest } from '../../../src/core/contract/quiz';
import { preguntaCorregidaSchema, tipoTestSchema } from '../../../src/core/contract/quiz';
import { finishedTests } from '../schema';
import type { Executor } from './executor';

export type NewFinishedTest = Omit<
  typeof finishedTests.$inferInsert,
  'id' | 'createdAt' | 'estado'
>;
/** A test to insert, with the uuid that tells it from its user's others. */
export type FinishedTestRow = NewFinishedTest & { uuid: string };

export async function findFinishedTestId(
  db: Executor,
  userId: number,
  uuid: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: finishedTests.id })
    .from(finishedTests)
    .where(and(eq(finishedTests.userId, userId), eq(finishedTests.uuid, uuid)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Inserts tests in one statement; returns their ids in the same order. A test whose uuid its
 * user already stored (earlier, or earlier in `tests`) gets that test's id.
 */
export async function insertFinishedTests(
  db: Executor,
  tests: readonly FinishedTestRow[],
): Promise<number[]> {
  if (tests.length === 0) return [];
  const keyOf = (userId: number, uuid: string | null) => `${userId}:${uuid}`;
  const ids = new Map<string, number>();
  const inserted = await db
    .insert(finishedTests)
    .values([...tests])
    .onConflictDoNothing({ target: [finishedTests.userId, finishedTests.uuid] })
    .returning({ id: finishedTests.id, userId: finishedTests.userId, uuid: finishedTests.uuid });
  for (const row of inserted) ids.set(keyOf(row.userId, row.uuid), row.id);
  const stored = tests.filter((t) => !ids.has(keyOf(t.userId, t.uuid)));
  if (stored.length > 0) {
    const rows = await db
      .select({ id: finishedTests.id, userId: finishedTests.userId, uuid: finishedTests.uuid })
      .from(finishedTests)
      .where(
        or(
          ...stored.map((t) =>
            and(eq(finishedTests.userId, t.userId), eq(finishedTests.uuid, t.uuid)),
          ),
        ),
      );
    for (const row of rows) ids.set(keyOf(row.userId, row.uuid), row.id);
  }
  return tests.map((t) => {
    const id = ids.get(keyOf(t.userId, t.uuid));
    if (id === undefined) throw new Error('tests_realizados: conflicto sin fila existente');
    return id;
  });
}

export interface HistoryFilter {
  tipoTest?: TipoTest;
  /** Calendar dates (yyyy-MM-dd) in Europe/Madrid, both included. */
  desde?: string;
  hasta?: string;
  q?: string;
}

export const HISTORY_TIME_ZONE = 'Europe/Madrid';

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function historyConditions(userId: number, filter: HistoryFilter): SQL[] {
  const t = finishedTests;
  const shownDate = sql`coalesce(${t.fechaFinalizacion}, ${t.fechaInicio})`;
  const conditions: SQL[] = [eq(t.userId, userId)];
  if (filter.tipoTest) conditions.push(eq(t.tipoTest, filter.tipoTest));
  if (filter.desde) {
    conditions.push(
      sql`${shownDate} >= (${filter.desde}::date)::timestamp at time zone ${HISTORY_TIME_ZONE}`,
    );
  }
  if (filter.hasta) {
    conditions.push(
      sql`${shownDate} < (${filter.hasta}::date + 1)::timestamp at time zone ${HISTORY_TIME_ZONE}`,
    );
  }
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(
      sql`(${t.temas} ilike ${pattern} escape '\\' or ${t.secciones} ilike ${pattern} escape '\\' or ${t.descripcion} ilike ${pattern} escape '\\')`,
    );
  }
  return conditions;
}

const correctionsSchema = z.array(preguntaCorregidaSchema);

/** Stored corrections; anything malformed reads as an empty list (spec §3). */
function corrections(value: unknown) {
  const parsed = correctionsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

type Row = typeof finishedTests.$inferSelect;

function toHistoryItem(row: Row): HistoryItem {
  return {
    id: row.id,
    uuid: row.uuid,
    id_proceso: row.idProceso,
    tipo_test: tipoTestSchema.catch('simulacion').parse(row.tipoTest),
    psicotecnico: row.psicotecnico,
    estado: row.estado,
    fecha_inicio: row.fechaInicio.toISOString(),
    fecha_finalizacion: row.fechaFinalizacion?.toISOString() ?? null,
    descripcion: row.descripcion,
    temas: row.temas,
    secciones: row.secciones,
    aciertos: row.aciertos,
    fallos: row.fallos,
    en_blanco: row.enBlanco,
    num_preguntas: row.numPreguntas,
    nota: row.nota,
    nota_penalizada: row.notaPenalizada,
    tiempo: row.tiempo,
    tiempo_restante: row.tiempoRestante,
    acertadas: corrections(row.acertadas),
    falladas: corrections(row.falladas),
  };
}

/** A user's finished tests, newest first by the date the history shows. */
export async function listHistory(
  db: Executor,
  userId: number,
  filter: HistoryFilter,
): Promise<HistoryItem[]> {
  const t = finishedTests;
  const rows = await db
    .select()
    .from(t)
    .where(and(...historyConditions(userId, filter)))
    .orderBy(desc(sql`coalesce(${t.fechaFinalizacion}, ${t.fechaInicio})`), desc(t.id));
  return rows.map(toHistoryItem);
}
