import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedTests, users } from '../../server/db/schema';
import type {
  HistoryItem,
  RankingResponse,
  TopicStat,
  UltimoProceso,
  UserStats,
} from '../../src/core/contract';
import { historyResponseSchema } from '../../src/core/contract';
import { compareRanking, summarizeTests } from '../../src/core/stats';
import { RANKING_MIN_RESPONDIDAS } from '../../src/core/contract/stats';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import type { BankRow, Session } from './quiz-helpers';
import {
  ENGLISH,
  finishedTest,
  loginSuperAdmin,
  registerUser,
  saveFinished,
  seededTestBank,
  wrongOption,
} from './quiz-helpers';

interface Outcome {
  right: number;
  wrong?: number;
  blank?: number;
  tipo?: 'simulacion' | 'examen';
  /** Finalization time. */
  at: string;
  /** Seconds left of the 30 minutes given. */
  left?: number;
  /** Claimed by the client; the server must ignore them. */
  claim?: boolean;
}

describe.each(dbKinds)('statistics, recent processes and ranking on %s', (kind) => {
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

  /** Saves one finished test with exactly these answers (questions from the start of the bank). */
  async function finish(session: Session, o: Outcome, offset = 0) {
    const qs = bank.slice(offset, offset + o.right + (o.wrong ?? 0) + (o.blank ?? 0));
    const respuestas: Record<string, number | null> = {};
    qs.forEach((q, i) => {
      respuestas[String(q.id)] =
        i < o.right ? q.correctaIndice : i < o.right + (o.wrong ?? 0) ? wrongOption(q) : null;
    });
    const body = finishedTest({
      idProceso: procesoId,
      respuestas,
      tipo_test: o.tipo ?? 'simulacion',
      fecha_inicio: new Date(Date.parse(o.at) - 10 * 60_000).toISOString(),
      fecha_finalizacion: o.at,
      extra: {
        tiempo_restante: o.left ?? 1200,
        ...(o.claim ? { aciertos: qs.length, fallos: 0, nota: 10 } : {}),
      },
    });
    const res = await saveFinished(server, body, session.token);
    expect(res.status).toBe(200);
    return { id: res.body.id as number, qs };
  }

  async function get<T>(session: Session, path: string): Promise<T> {
    const res = await request(server, 'GET', `/api/${path}`, { token: session.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as T;
  }

  async function historyOf(session: Session): Promise<HistoryItem[]> {
    return historyResponseSchema.parse(await get<unknown>(session, 'historial_tests.php'));
  }

  describe('estadisticas_usuario.php', () => {
    let user: Session;
    beforeAll(async () => {
      user = await registerUser(server);
      // Oldest first: perfect, a miss, then two perfect ones (one an exam), and a perfect one
      // with a blank answer older than all of them.
      await finish(user, { right: 3, blank: 1, at: '2026-03-01T10:00:00Z', left: 1200 });
      await finish(user, { right: 4, at: '2026-03-02T10:00:00Z', left: 1700 });
      await finish(user, {
        right: 2,
        wrong: 2,
        at: '2026-03-03T10:00:00Z',
        left: 1500,
        claim: true,
      });
      await finish(user, { right: 5, tipo: 'examen', at: '2026-03-04T10:00:00Z', left: 1650 });
      await finish(user, { right: 3, at: '2026-03-05T10:00:00Z', left: 1710 });
    });

    it('answers zeros for a user with no tests', async () => {
      const fresh = await registerUser(server);
      expect(await get<UserStats>(fresh, `estadisticas_usuario.php?_ts=${Date.now()}`)).toEqual({
        total_aciertos: 0,
        total_fallos: 0,
        nota_media: 0,
        total_tests: 0,
        tiempo_promedio: 0,
        racha_perfecta: 0,
      });
    });

    it('computes the figures from the server’s scores', async () => {
      const stats = await get<UserStats>(user, 'estadisticas_usuario.php?_ts=1');
      // Notas 7.5, 10, 5, 10, 10; the claimed 10 of the third test is ignored.
      expect(stats.total_tests).toBe(5);
      expect(stats.total_aciertos).toBe(3 + 4 + 2 + 5 + 3);
      expect(stats.total_fallos).toBe(1 + 0 + 2 + 0 + 0);
      expect(stats.nota_media).toBe(8.5);
      // Seconds used: 600 + 100 + 300 + 150 + 90 = 1240, over 3 + 4 + 4 + 5 + 3 answered = 19.
      expect(stats.tiempo_promedio).toBe(65.26);
      // The two most recent tests have no wrong or blank answer; the one before has.
      expect(stats.racha_perfecta).toBe(2);
    });

    it('filters by tipo_test', async () => {
      const examen = await get<UserStats>(user, 'estadisticas_usuario.php?tipo_test=examen');
      expect(examen).toEqual({
        total_aciertos: 5,
        total_fallos: 0,
        nota_media: 10,
        total_tests: 1,
        tiempo_promedio: 30,
        racha_perfecta: 1,
      });
      const simulacion = await get<UserStats>(
        user,
        'estadisticas_usuario.php?tipo_test=simulacion',
      );
      expect(simulacion.total_tests).toBe(4);
      expect(simulacion.racha_perfecta).toBe(1);
      expect(simulacion.nota_media).toBe(8.13);
    });

    it('agrees with src/core/stats over the user’s history, for every type', async () => {
      const history = await historyOf(user);
      for (const tipo of [undefined, 'simulacion', 'examen'] as const) {
        const stats = await get<UserStats>(
          user,
          `estadisticas_usuario.php${tipo ? `?tipo_test=${tipo}` : ''}`,
        );
        expect(stats).toEqual(summarizeTests(history, tipo));
      }
    });

    it('lets only the user, an admin or the SA read a user’s figures', async () => {
      const other = await registerUser(server);
      const forbidden = await request(
        server,
        'GET',
        `/api/estadisticas_usuario.php?user_id=${user.userId}`,
        {
          token: other.token,
        },
      );
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.error).not.toMatch(ENGLISH);
      const sa = await loginSuperAdmin(server);
      const read = await get<UserStats>(sa, `estadisticas_usuario.php?user_id=${user.userId}`);
      expect(read.total_tests).toBe(5);
      expect((await request(server, 'GET', '/api/estadisticas_usuario.php')).status).toBe(401);
    });

    it.each([['tipo_test=repaso'], ['user_id=abc'], ['user_id=-3']])(
      'refuses %s with 400 in Spanish',
      async (query) => {
        const res = await request(server, 'GET', `/api/estadisticas_usuario.php?${query}`, {
          token: user.token,
        });
        expect(res.status).toBe(400);
        expect(res.body.error).not.toMatch(ENGLISH);
      },
    );

    it('counts right and wrong answers per topic from the stored corrections', async () => {
      const topics = await get<TopicStat[]>(user, 'estadisticas_temas.php');
      const expected = new Map<string, { aciertos: number; fallos: number }>();
      for (const test of await historyOf(user)) {
        for (const [list, key] of [
          [test.acertadas, 'aciertos'],
          [test.falladas, 'fallos'],
        ] as const) {
          for (const c of list) {
            const q = bank.find((b) => b.id === c.id);
            if (!q) throw new Error('pregunta desconocida');
            const k = `${q.seccion}|${q.tema}`;
            const row = expected.get(k) ?? { aciertos: 0, fallos: 0 };
            row[key] += 1;
            expected.set(k, row);
          }
        }
      }
      expect(topics.length).toBe(expected.size);
      for (const t of topics) {
        expect(t.id_proceso).toBe(procesoId);
        expect({ aciertos: t.aciertos, fallos: t.fallos }).toEqual(
          expected.get(`${t.seccion}|${t.tema}`),
        );
      }
      const examOnly = await get<TopicStat[]>(user, 'estadisticas_temas.php?tipo_test=examen');
      expect(examOnly.reduce((n, t) => n + t.aciertos + t.fallos, 0)).toBe(5);
    });
  });

  describe('ultimos_procesos.php', () => {
    it('lists the processes the user took tests of, with first and last dates', async () => {
      const user = await registerUser(server);
      expect(await get<UltimoProceso[]>(user, 'ultimos_procesos.php')).toEqual([]);
      await finish(user, { right: 1, at: '2026-05-01T08:00:00Z' });
      await finish(user, { right: 1, at: '2026-05-03T08:00:00Z' });
      const list = await get<UltimoProceso[]>(user, 'ultimos_procesos.php');
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        id_proceso: procesoId,
        descripcion: 'Auxiliar Administrativo del Estado',
        fecha_inicio: '2026-05-01T07:50:00.000Z',
        fecha_fin: '2026-05-03T08:00:00.000Z',
        ultima_fecha: '2026-05-03T08:00:00.000Z',
      });
      const other = await registerUser(server);
      const forbidden = await request(
        server,
        'GET',
        `/api/ultimos_procesos.php?user_id=${user.userId}`,
        {
          token: other.token,
        },
      );
      expect(forbidden.status).toBe(403);
    });
  });
});

describe.each(dbKinds)('ranking_usuarios.php on %s', (kind) => {
  let server: TestServer;
  let procesoId: number;
  let bank: BankRow[];
  const players: Record<string, Session> = {};

  // Every test here is K times its nominal size, so each player answers at least the
  // ranking's minimum (RANKING_MIN_RESPONDIDAS) and the notas stay those written below.
  const K = 13;
  async function finish(
    session: Session,
    right: number,
    total: number,
    tipo: 'simulacion' | 'examen' = 'simulacion',
    { scale = K, blank = 0 }: { scale?: number; blank?: number } = {},
  ) {
    const qs = bank.slice(0, total * scale);
    const respuestas: Record<string, number | null> = {};
    qs.forEach((q, i) => {
      respuestas[String(q.id)] =
        i < right * scale ? q.correctaIndice : i < qs.length - blank ? wrongOption(q) : null;
    });
    // The client claims a perfect test every time; the ranking must use the server's scores.
    const body = finishedTest({
      idProceso: procesoId,
      respuestas,
      tipo_test: tipo,
      extra: { aciertos: total, fallos: 0, nota: 10 },
    });
    const res = await saveFinished(server, body, session.token);
    expect(res.status).toBe(200);
    return res.body.id as number;
  }

  async function rankingOf(session: Session, query = ''): Promise<RankingResponse> {
    const res = await request(
      server,
      'GET',
      `/api/ranking_usuarios.php${query ? `?${query}` : ''}`,
      {
        token: session.token,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as unknown as RankingResponse;
  }

  const idsOf = (r: RankingResponse) => r.ranking.map((e) => e.id);

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ procesoId, bank } = await seededTestBank(server));
    // Registered in this order, so their ids grow in this order.
    for (const name of [
      'tieLow',
      'tieHigh',
      'moreTests',
      'moreRight',
      'best',
      'examOnly',
      'worst',
    ]) {
      players[name] = await registerUser(server);
    }
    const p = players as Record<string, Session>;
    // nota 5 from one test of 4: the two ties differ only by id.
    await finish(p.tieLow!, 2, 4);
    await finish(p.tieHigh!, 2, 4);
    // nota 5 from two tests: ahead of the ties.
    await finish(p.moreTests!, 2, 4);
    await finish(p.moreTests!, 1, 2);
    // nota 5 from one test of 8: more right answers than the ties.
    await finish(p.moreRight!, 4, 8);
    // nota 10 and 7.5: 8.75.
    await finish(p.best!, 4, 4);
    await finish(p.best!, 3, 4);
    // An exam of nota 10 only.
    await finish(p.examOnly!, 4, 4, 'examen');
    // nota 2.5.
    await finish(p.worst!, 1, 4);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('orders by nota media, then tests, then right answers, then the older account', async () => {
    const p = players as Record<string, Session>;
    const r = await rankingOf(p.worst!);
    expect(idsOf(r)).toEqual(
      ['examOnly', 'best', 'moreTests', 'moreRight', 'tieLow', 'tieHigh', 'worst'].map(
        (n) => p[n]!.userId,
      ),
    );
    expect(r.ranking.map((e) => e.posicion)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.ranking[1]).toMatchObject({
      total_tests: 2,
      total_aciertos: 7 * K,
      total_fallos: 1 * K,
      nota_media: 8.75,
    });
    expect(r.mi_posicion).toBe(7);
    expect(r.mi_fila).toMatchObject({ id: p.worst!.userId, posicion: 7, nota_media: 2.5 });
    // The same order as the shared comparison.
    expect([...r.ranking].sort(compareRanking)).toEqual(r.ranking);
    expect(typeof r.ranking[0]?.username).toBe('string');
  });

  it('filters by tipo_test and id_proceso', async () => {
    const p = players as Record<string, Session>;
    const examen = await rankingOf(p.best!, 'tipo_test=examen');
    expect(idsOf(examen)).toEqual([p.examOnly!.userId]);
    expect(examen.mi_posicion).toBeNull();
    expect(examen.mi_fila).toBeNull();
    const simulacion = await rankingOf(p.best!, 'tipo_test=simulacion');
    expect(idsOf(simulacion)[0]).toBe(p.best!.userId);
    expect(simulacion.mi_posicion).toBe(1);
    const all = await rankingOf(p.best!);
    expect(idsOf(await rankingOf(p.best!, `id_proceso=${procesoId}`))).toEqual(idsOf(all));
    expect((await rankingOf(p.best!, 'id_proceso=999999')).ranking).toEqual([]);
  });

  it('gives the user’s place beyond the limit, and caps the limit at 50', async () => {
    const p = players as Record<string, Session>;
    const top2 = await rankingOf(p.tieHigh!, 'limit=2');
    expect(idsOf(top2)).toEqual([p.examOnly!.userId, p.best!.userId]);
    expect(top2.mi_posicion).toBe(6);
    expect(top2.mi_fila).toMatchObject({
      id: p.tieHigh!.userId,
      posicion: 6,
      total_tests: 1,
      nota_media: 5,
    });
    const capped = await request(server, 'GET', '/api/ranking_usuarios.php?limit=500', {
      token: p.best!.token,
    });
    expect(capped.status).toBe(200);
    expect((capped.body as unknown as RankingResponse).ranking.length).toBeLessThanOrEqual(50);
    const bad = await request(server, 'GET', '/api/ranking_usuarios.php?limit=0', {
      token: p.best!.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).not.toMatch(ENGLISH);
  });

  it('lets only admin or SA ask for another user’s place', async () => {
    const p = players as Record<string, Session>;
    const forbidden = await request(
      server,
      'GET',
      `/api/ranking_usuarios.php?user_id=${p.best!.userId}`,
      {
        token: p.worst!.token,
      },
    );
    expect(forbidden.status).toBe(403);
    const sa = await loginSuperAdmin(server);
    const r = await rankingOf(sa, `user_id=${p.tieLow!.userId}&limit=1`);
    expect(r.mi_posicion).toBe(5);
    expect((await request(server, 'GET', '/api/ranking_usuarios.php')).status).toBe(401);
  });

  it('follows new, removed and deleted users’ tests', async () => {
    const { db } = server.database;
    const late = await registerUser(server);
    const id = await finish(late, 8, 8);
    let r = await rankingOf(late);
    expect(r.ranking[0]?.id).toBe(late.userId);
    // Removing the test takes the user out of the ranking.
    await db.delete(finishedTests).where(eq(finishedTests.id, id));
    r = await rankingOf(late);
    expect(idsOf(r)).not.toContain(late.userId);
    expect(r.mi_posicion).toBeNull();
    // Deleting an account (its tests go with it) leaves the others' rows as they were.
    const p = players as Record<string, Session>;
    const before = await rankingOf(p.worst!);
    await db.delete(users).where(eq(users.id, p.tieLow!.userId));
    const after = await rankingOf(p.worst!);
    expect(idsOf(after)).toEqual(idsOf(before).filter((x) => x !== p.tieLow!.userId));
    expect(after.mi_posicion).toBe(6);
    // The per-nota counts the places come from agree with the totals, after all of that.
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map(
        (row) => Object.values(row).map(String),
      );
    expect(
      await rows(
        sql`select id_proceso, tipo_test, nota_centesimas, usuarios from ranking_notas order by 1, 2, 3`,
      ),
    ).toEqual(
      await rows(
        sql`select id_proceso, tipo_test, nota_centesimas, count(*) from ranking_totales where total_tests > 0 and total_respondidas >= 50 group by 1, 2, 3 order by 1, 2, 3`,
      ),
    );
  });

  it(`lets a user in only after ${RANKING_MIN_RESPONDIDAS} answered questions in the scope; blanks do not count`, async () => {
    const newcomer = await registerUser(server);
    // A perfect test of 2 questions no longer tops the ranking.
    await finish(newcomer, 2, 2, 'simulacion', { scale: 1 });
    let r = await rankingOf(newcomer);
    expect(idsOf(r)).not.toContain(newcomer.userId);
    expect(r).toMatchObject({
      mi_posicion: null,
      mi_fila: null,
      mis_respondidas: 2,
      minimo_respondidas: 50,
    });
    // 47 more questions, 10 of them left blank: 2 + 37 = 39 answered, still out.
    await finish(newcomer, 20, 47, 'examen', { scale: 1, blank: 10 });
    r = await rankingOf(newcomer);
    expect(r.mis_respondidas).toBe(39);
    expect(idsOf(r)).not.toContain(newcomer.userId);
    expect((await rankingOf(newcomer, `id_proceso=${procesoId}`)).mis_respondidas).toBe(39);
    // The exam scope alone has 37 answered.
    expect((await rankingOf(newcomer, 'tipo_test=examen')).mis_respondidas).toBe(37);
    // 11 more answered: 50, and the user is in, in the scopes that reach 50.
    await finish(newcomer, 11, 11, 'simulacion', { scale: 1 });
    r = await rankingOf(newcomer);
    expect(r.mis_respondidas).toBe(50);
    expect(idsOf(r)).toContain(newcomer.userId);
    expect(r.mi_fila).toMatchObject({ id: newcomer.userId, total_tests: 3 });
    expect(idsOf(await rankingOf(newcomer, 'tipo_test=examen'))).not.toContain(newcomer.userId);
  });
});
