// Ranking and per-user statistics on a generated data set of 100,000 users and 2,000,000
// finished tests: latency p50/p95 of ranking_usuarios (the top 50 and the user's place) and of
// estadisticas_usuario, through the same repository code the server runs, on PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL (in a database of its own, dropped afterwards).
// The data is written in bulk with generate_series, the ranking triggers off, and the ranking
// totals and per-nota counts built afterwards with the migrations' own aggregates. Targets on PostgreSQL:
// ranking p95 ≤ 50 ms, stats p95 ≤ 10 ms.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db';
import type { Database } from '../server/db';
import { ranking } from '../server/db/repositories/ranking';
import { userStats } from '../server/db/repositories/stats';
import { RANKING_MIN_RESPONDIDAS } from '../src/core/contract/stats';

const USERS = Number(process.env.BENCH_STATS_USERS ?? 100_000);
const TESTS = Number(process.env.BENCH_STATS_TESTS ?? 2_000_000);
const RUNS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed(
  runs: number,
  fn: (i: number) => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Deterministic pseudo-random user ids, the same on both databases. */
const userAt = (i: number) => 1 + ((i * 7919 + 104_729) % USERS);

export async function generate(database: Database): Promise<{ ms: number; procesoId: number }> {
  const { db } = database;
  const start = performance.now();
  const rows = await db.execute(
    sql`insert into procesos (slug, descripcion) values ('bench', 'Proceso de prueba') returning id`,
  );
  const procesoId = Number((rows as unknown as { rows: { id: number }[] }).rows[0]?.id);
  await db.execute(sql`
    insert into users (username, email, password_hash, nivel)
    select 'bench' || g, 'bench' || g || '@bench.local', 'x', 'usuario' from generate_series(1, ${USERS}) g`);
  await db.execute(sql`alter table tests_realizados disable trigger tests_realizados_ranking`);
  await db.execute(sql`alter table ranking_totales disable trigger ranking_totales_notas`);
  // Each test: 20 questions, a deterministic spread of right answers, a third of them exams.
  await db.execute(sql`
    insert into tests_realizados (user_id, id_proceso, tipo_test, secciones, temas, num_preguntas, tiempo,
      tiempo_restante, aciertos, fallos, en_blanco, nota, nota_penalizada, respuestas, acertadas, falladas,
      descripcion, fecha_inicio, fecha_finalizacion)
    select u.id, ${procesoId}, case when g % 3 = 0 then 'examen' else 'simulacion' end, 'Bloque', 'Tema', 20, 30,
      1800 - a * 25, a, 20 - a, 0, a / 2.0, a / 2.0, '{}'::jsonb, '[]'::jsonb, '[]'::jsonb, 'Proceso de prueba',
      timestamptz '2026-01-01' + g * interval '7 seconds', timestamptz '2026-01-01' + g * interval '7 seconds' + interval '10 minutes'
    from (select g, (g::bigint * 2654435761 % 21)::int as a from generate_series(1, ${TESTS}) g) s
    join users u on u.id = 1 + (s.g::bigint * 48271 % ${USERS})`);
  await db.execute(sql`
    insert into ranking_totales (user_id, id_proceso, tipo_test, total_tests, total_aciertos, total_fallos, total_respondidas, suma_centesimas, tests_con_nota)
    select t.user_id, s.proceso, s.tipo, count(*), sum(t.aciertos), sum(t.fallos), sum(t.num_preguntas - t.en_blanco), coalesce(sum(round(t.nota * 100)::bigint), 0), count(t.nota)
    from tests_realizados t
    cross join lateral (values (0, 'todos'), (0, t.tipo_test), (t.id_proceso, 'todos'), (t.id_proceso, t.tipo_test)) as s(proceso, tipo)
    where t.estado = 'finalizado'
    group by t.user_id, s.proceso, s.tipo`);
  await db.execute(sql`
    insert into ranking_notas (id_proceso, tipo_test, nota_centesimas, usuarios)
    select id_proceso, tipo_test, nota_centesimas, count(*) from ranking_totales
    where total_tests > 0 and total_respondidas >= ${RANKING_MIN_RESPONDIDAS}
    group by id_proceso, tipo_test, nota_centesimas`);
  await db.execute(sql`alter table ranking_totales enable trigger ranking_totales_notas`);
  await db.execute(sql`alter table tests_realizados enable trigger tests_realizados_ranking`);
  // As autovacuum leaves a table in use: statistics and the visibility map up to date.
  await db.execute(sql`vacuum analyze`);
  return { ms: performance.now() - start, procesoId };
}

async function measure(label: string, database: Database): Promise<void> {
  const { ms, procesoId } = await generate(database);
  console.log(
    `stats (${label}): ${USERS.toLocaleString('en')} users and ${TESTS.toLocaleString('en')} tests generated in ${(ms / 1000).toFixed(1)} s`,
  );
  const { db } = database;
  const scopes = [
    {},
    { tipoTest: 'examen' as const },
    { idProceso: procesoId, tipoTest: 'simulacion' as const },
  ];
  const rank = await timed(RUNS, (i) =>
    ranking(db, scopes[i % scopes.length] ?? {}, 50, userAt(i)),
  );
  console.log(
    `stats (${label}): ranking top 50 + user's place p50 ${rank.p50.toFixed(2)} ms, p95 ${rank.p95.toFixed(2)} ms (target on PostgreSQL p95 ≤ 50 ms)`,
  );
  const stats = await timed(RUNS, (i) =>
    userStats(db, userAt(i + 1000), i % 2 === 0 ? undefined : 'examen'),
  );
  console.log(
    `stats (${label}): estadisticas_usuario p50 ${stats.p50.toFixed(2)} ms, p95 ${stats.p95.toFixed(2)} ms (target on PostgreSQL p95 ≤ 10 ms)`,
  );
  const insert = await timed(50, (i) =>
    db.execute(sql`
      insert into tests_realizados (user_id, id_proceso, tipo_test, secciones, temas, num_preguntas, tiempo, tiempo_restante,
        aciertos, fallos, en_blanco, nota, respuestas, acertadas, falladas, fecha_inicio, fecha_finalizacion)
      values (${userAt(i + 5000)}, ${procesoId}, 'simulacion', 'Bloque', 'Tema', 20, 30, 900, 15, 5, 0, 7.5,
        '{}'::jsonb, '[]'::jsonb, '[]'::jsonb, now(), now())`),
  );
  console.log(
    `stats (${label}): saving a finished test with the ranking trigger p50 ${insert.p50.toFixed(2)} ms, p95 ${insert.p95.toFixed(2)} ms`,
  );
}

async function onPostgres(adminUrl: string): Promise<void> {
  const name = `opositor_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function benchStats(): Promise<void> {
  // BENCH_STATS_PGLITE=0 measures PostgreSQL only (the targets are PostgreSQL's).
  if (process.env.BENCH_STATS_PGLITE !== '0') {
    const pglite = await openDatabase({ dataDir: 'memory://' });
    try {
      await measure('PGlite', pglite);
    } finally {
      await pglite.close();
    }
  }
  if (process.env.BENCH_DATABASE_URL) await onPostgres(process.env.BENCH_DATABASE_URL);
  else console.log('stats: BENCH_DATABASE_URL not set, PostgreSQL skipped');
}

// `node --import tsx bench/stats.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchStats();
