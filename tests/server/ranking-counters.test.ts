// The ranking's counters (ranking_totales per user and scope, ranking_notas: users per nota and
// scope) against a recount of the finished tests, after writes that race: many users saving at
// once, one user's tests in one sincronizar.php batch (one transaction), and an account deleted
// with its tests. The counters are kept by triggers that run when each transaction commits
// (migration 0015), so what must hold is that every commit left them equal to the recount.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import type { BankRow, Session } from './quiz-helpers';
import {
  finishedTest,
  registerUser,
  saveFinished,
  seededTestBank,
  wrongOption,
} from './quiz-helpers';

type Row = Record<string, unknown>;

describe.each(dbKinds)('ranking counters on %s', (kind) => {
  let server: TestServer;
  let procesoId: number;
  let bank: BankRow[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ procesoId, bank } = await seededTestBank(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  async function rows(query: ReturnType<typeof sql>): Promise<string[]> {
    const result = (await server.database.db.execute(query)) as unknown as { rows: Row[] };
    return result.rows.map((r) => JSON.stringify(Object.values(r).map(String))).sort();
  }

  /** A test of `size` questions with `right` of them right (the rest wrong). */
  function test(right: number, size: number, tipo: 'simulacion' | 'examen') {
    const qs = bank.slice(0, size);
    const respuestas = Object.fromEntries(
      qs.map((q, i) => [String(q.id), i < right ? q.correctaIndice : wrongOption(q)]),
    );
    return finishedTest({ idProceso: procesoId, respuestas, tipo_test: tipo });
  }

  async function expectCountersEqualRecount() {
    const totals = await rows(sql`
      select user_id, id_proceso, tipo_test, total_tests, total_aciertos, total_fallos
      from ranking_totales where total_tests > 0`);
    const recount = await rows(sql`
      select t.user_id, s.proceso, s.tipo, count(*) as tests, sum(t.aciertos) as aciertos,
        sum(t.fallos) as fallos
      from tests_realizados t
      cross join lateral (values (0, 'todos'), (0, t.tipo_test), (t.id_proceso, 'todos'),
        (t.id_proceso, t.tipo_test)) as s(proceso, tipo)
      where t.estado = 'finalizado'
      group by 1, 2, 3`);
    expect(totals.length).toBeGreaterThan(0);
    expect(totals).toEqual(recount);
    const notas = await rows(sql`
      select id_proceso, tipo_test, nota_centesimas, usuarios from ranking_notas where usuarios > 0`);
    const histogram = await rows(sql`
      select id_proceso, tipo_test, nota_centesimas, count(*) as usuarios from ranking_totales
      where total_tests > 0 and total_respondidas >= 50
      group by 1, 2, 3`);
    expect(histogram.length).toBeGreaterThan(0);
    expect(notas).toEqual(histogram);
  }

  it(
    'equal a recount after saves racing, a batch in one transaction and an account deleted',
    { timeout: 120_000 },
    async () => {
      const size = Math.min(30, bank.length);
      const players: Session[] = [];
      for (let i = 0; i < 8; i++) players.push(await registerUser(server));
      // Every player saves 4 tests at once with everyone else: notas move between the same few
      // buckets in both directions, so the shared counters are contended.
      const saves = players.flatMap((p, i) =>
        [0, 1, 2, 3].map((j) => {
          const tipo = j % 2 === 0 ? 'simulacion' : 'examen';
          return saveFinished(server, test((i * 3 + j * 7) % (size + 1), size, tipo), p.token);
        }),
      );
      for (const res of await Promise.all(saves))
        expect(res.status, JSON.stringify(res.body)).toBe(200);

      // One player's 3 tests in one batch, applied in one shared transaction.
      const [batcher, leaver] = players;
      const entradas = [5, 20, 12].map((right) => {
        const cuerpo = test(Math.min(right, size), size, 'simulacion');
        return {
          idempotency_key: cuerpo.uuid ?? randomUUID(),
          metodo: 'POST',
          ruta: 'guardar_tests_realizados.php',
          cuerpo,
        };
      });
      const batch = await request(server, 'POST', '/api/sincronizar.php', {
        token: batcher!.token,
        body: { entradas },
      });
      expect(batch.status).toBe(200);
      const resultados = batch.body.resultados as { status: number }[];
      expect(resultados.map((r) => r.status)).toEqual([200, 200, 200]);

      // An account deleted takes its tests, and its place in the counters, with it.
      const gone = await request(server, 'POST', '/api/eliminar_usuario.php', {
        token: leaver!.token,
        body: { user_id: leaver!.userId },
      });
      expect(gone.status).toBe(200);

      await expectCountersEqualRecount();
      const left = await rows(
        sql`select count(*) from ranking_totales where user_id = ${leaver!.userId}`,
      );
      expect(left).toEqual([JSON.stringify(['0'])]);
    },
  );
});
