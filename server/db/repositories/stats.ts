// A user's figures (estadisticas_usuario.php), recent processes (ultimos_procesos.php) and
// precision per topic (estadisticas_temas.php), read from tests_realizados through its
// (user_id, fecha_finalizacion) index. The definitions are the ones of src/core/stats/summary.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TipoTest, TopicStat, UltimoProceso, UserStats } from '../../../src/core/contract';
import { notaMediaFromHundredths } from '../../../src/core/stats';
import { questions, processes, finishedTests } from '../schema';
import type { Executor } from './executor';

const t = finishedTests;
const finishedAt = sql`coalesce(${t.fechaFinalizacion}, ${t.fechaInicio})`;

function scope(userId: number, tipo?: TipoTest): SQL {
  const conditions = [eq(t.userId, userId), eq(t.estado, 'finalizado')];
  if (tipo) conditions.push(eq(t.tipoTest, tipo));
  return and(...conditions) as SQL;
}

export async function userStats(db: Executor, userId: number, tipo?: TipoTest): Promise<UserStats> {
  const where = scope(userId, tipo);
  const [totals] = await db
    .select({
      tests: sql<number>`count(*)::int`,
      aciertos: sql<number>`coalesce(sum(${t.aciertos}), 0)::int`,
      fallos: sql<number>`coalesce(sum(${t.fallos}), 0)::int`,
      hundredths: sql<number>`coalesce(sum(round(${t.nota} * 100)), 0)::float8`,
      withNota: sql<number>`count(${t.nota})::int`,
      seconds: sql<number>`coalesce(sum(greatest(${t.tiempo} * 60 - ${t.tiempoRestante}, 0)), 0)::float8`,
      answered: sql<number>`coalesce(sum(greatest(${t.numPreguntas} - ${t.enBlanco}, 0)), 0)::float8`,
    })
    .from(t)
    .where(where);
  // The streak: tests newer than the newest one with a wrong or blank answer.
  const [lastMiss] = await db
    .select({ at: sql<string>`${finishedAt}::text`, id: t.id })
    .from(t)
    .where(and(where, sql`${t.fallos} > 0`))
    .orderBy(desc(finishedAt), desc(t.id))
    .limit(1);
  const streakWhere = lastMiss
    ? and(where, sql`(${finishedAt}, ${t.id}) > (${lastMiss.at}::timestamptz, ${lastMiss.id})`)
    : where;
  const [streak] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(streakWhere);

  const answered = Number(totals?.answered ?? 0);
  const seconds = Number(totals?.seconds ?? 0);
  return {
    total_aciertos: Number(totals?.aciertos ?? 0),
    total_fallos: Number(totals?.fallos ?? 0),
    nota_media: notaMediaFromHundredths(
      Number(totals?.hundredths ?? 0),
      Number(totals?.withNota ?? 0),
    ),
    total_tests: Number(totals?.tests ?? 0),
    tiempo_promedio: answered === 0 ? 0 : Math.round((seconds / answered) * 100) / 100,
    racha_perfecta: Number(streak?.n ?? 0),
  };
}

const RECENT_PROCESSES = 20;

/** The processes the user has finished tests of, most recent activity first. */
export async function recentProcesses(db: Executor, userId: number): Promise<UltimoProceso[]> {
  const lastAt = sql<Date>`max(${finishedAt})`;
  const rows = await db
    .select({
      id: processes.id,
      descripcion: processes.descripcion,
      foto: processes.foto,
      firstStart: sql<Date>`min(${t.fechaInicio})`,
      lastEnd: sql<Date | null>`max(${t.fechaFinalizacion})`,
      lastAt,
    })
    .from(t)
    .innerJoin(processes, eq(processes.id, t.idProceso))
    .where(eq(t.userId, userId))
    .groupBy(processes.id)
    .orderBy(desc(lastAt), processes.id)
    .limit(RECENT_PROCESSES);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return rows.map((row) => ({
    id_proceso: row.id,
    descripcion: row.descripcion,
    foto: row.foto,
    fecha_inicio: iso(row.firstStart),
    fecha_fin: row.lastEnd === null ? null : iso(row.lastEnd),
    ultima_fecha: iso(row.lastAt),
  }));
}

interface TopicRow {
  id_proceso: number | string;
  proceso: string;
  seccion: string;
  tema: string;
  aciertos: number | string;
  fallos: number | string;
}

/**
 * Right and wrong answers per topic, from the corrections stored with each finished test (the
 * server's own scoring) joined to the questions for their section and topic.
 */
export async function topicStats(
  db: Executor,
  userId: number,
  tipo?: TipoTest,
): Promise<TopicStat[]> {
  const tipoFilter = tipo ? sql`and t.tipo_test = ${tipo}` : sql``;
  const result = await db.execute(sql`
    with answers as (
      select (a.item ->> 'id')::int as id_pregunta, a.ok
      from ${t} t
      cross join lateral (
        select item, true as ok from jsonb_array_elements(case when jsonb_typeof(t.acertadas) = 'array' then t.acertadas else '[]'::jsonb end) item
        union all
        select item, false from jsonb_array_elements(case when jsonb_typeof(t.falladas) = 'array' then t.falladas else '[]'::jsonb end) item
      ) a
      where t.user_id = ${userId} and t.estado = 'finalizado' ${tipoFilter}
        and jsonb_typeof(a.item -> 'id') = 'number'
    )
    select p.id_proceso, pr.descripcion as proceso, p.seccion, p.tema,
      (count(*) filter (where a.ok))::int as aciertos,
      (count(*) filter (where not a.ok))::int as fallos
    from answers a
    join ${questions} p on p.id = a.id_pregunta
    join ${processes} pr on pr.id = p.id_proceso
    group by p.id_proceso, pr.descripcion, p.seccion, p.tema
    order by p.id_proceso, p.seccion, p.tema
  `);
  const { rows } = result as unknown as { rows: TopicRow[] };
  return rows.map((row) => ({
    id_proceso: Number(row.id_proceso),
    proceso: row.proceso,
    seccion: row.seccion,
    tema: row.tema,
    aciertos: Number(row.aciertos),
    fallos: Number(row.fallos),
  }));
}
