import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPsicoTopic } from '../../src/core/quiz';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import type { Session } from './quiz-helpers';
import {
  ENGLISH,
  finishedTest,
  loginSuperAdmin,
  registerUser,
  saveFinished,
  seededBank,
} from './quiz-helpers';

interface Item {
  id: number;
  uuid: string;
  tipo_test: string;
  fecha_finalizacion: string;
}

describe.each(dbKinds)('historial_tests.php on %s', (kind) => {
  let server: TestServer;
  let user: Session;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await registerUser(server);
    const { proceso, bank } = await seededBank(server);
    const q = bank.find((row) => !isPsicoTopic(row.tema));
    const respuestas = { [String(q?.id)]: q?.correctaIndice ?? 1 };
    const tests = {
      // 23:30 UTC on 9 March is 00:30 on 10 March in Madrid (CET, UTC+1).
      lateNight: {
        tipo_test: 'examen',
        fecha_finalizacion: '2026-03-09T23:30:00Z',
        temas: 'Tema 100% práctico_1',
        secciones: 'Bloque A',
      },
      march10: {
        tipo_test: 'simulacion',
        fecha_finalizacion: '2026-03-10T12:00:00Z',
        temas: 'La Constitución Española de 1978',
        secciones: 'Organización Pública',
      },
      // 22:30 UTC on 30 June is 00:30 on 1 July in Madrid (CEST, UTC+2).
      summer: {
        tipo_test: 'examen',
        fecha_finalizacion: '2026-06-30T22:30:00Z',
        temas: 'Ofimática',
        secciones: 'Actividad Administrativa y Ofimática',
      },
      march8: {
        tipo_test: 'simulacion',
        fecha_finalizacion: '2026-03-08T09:00:00Z',
        temas: 'Tema 1000 práctico',
        secciones: 'Bloque B',
      },
    } as const;
    for (const [name, t] of Object.entries(tests)) {
      const body = finishedTest({
        idProceso: proceso.id,
        respuestas,
        tipo_test: t.tipo_test,
        fecha_inicio: new Date(Date.parse(t.fecha_finalizacion) - 20 * 60_000).toISOString(),
        fecha_finalizacion: t.fecha_finalizacion,
        temas: t.temas,
        secciones: t.secciones,
      });
      const res = await saveFinished(server, body, user.token);
      expect(res.status).toBe(200);
      ids[name] = res.body.id as number;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  async function list(query = '', session: Session = user) {
    const res = await request(
      server,
      'GET',
      `/api/historial_tests.php${query ? `?${query}` : ''}`,
      { token: session.token },
    );
    expect(res.status).toBe(200);
    return (res.body as unknown as Item[]).map((item) => item.id);
  }

  it('lists the user’s tests newest first', async () => {
    expect(await list()).toEqual([ids.summer, ids.march10, ids.lateNight, ids.march8]);
  });

  it('filters by tipo_test', async () => {
    expect(await list('tipo_test=examen')).toEqual([ids.summer, ids.lateNight]);
    expect(await list('tipo_test=simulacion')).toEqual([ids.march10, ids.march8]);
  });

  it('reads desde and hasta as calendar dates in Madrid', async () => {
    expect(await list('desde=2026-03-10')).toEqual([ids.summer, ids.march10, ids.lateNight]);
    expect(await list('hasta=2026-03-09')).toEqual([ids.march8]);
    expect(await list('desde=2026-03-10&hasta=2026-03-10')).toEqual([ids.march10, ids.lateNight]);
    expect(await list('desde=2026-07-01&hasta=2026-07-01')).toEqual([ids.summer]);
    expect(await list('hasta=2026-06-30&tipo_test=examen')).toEqual([ids.lateNight]);
  });

  it('searches temas, secciones and descripcion without case, taking % and _ literally', async () => {
    expect(await list('q=CONSTITUCIÓN')).toEqual([ids.march10]);
    expect(await list('q=bloque')).toEqual([ids.lateNight, ids.march8]);
    expect(await list(`q=${encodeURIComponent('100%')}`)).toEqual([ids.lateNight]);
    expect(await list(`q=${encodeURIComponent('_1')}`)).toEqual([ids.lateNight]);
    expect(await list('q=auxiliar%20administrativo')).toHaveLength(4);
    expect(await list('q=%20%20')).toHaveLength(4);
    expect(await list('q=nada-parecido')).toEqual([]);
  });

  it('shows only the caller’s tests, and another user’s only to admin or SA', async () => {
    const other = await registerUser(server);
    expect(await list('', other)).toEqual([]);
    const forbidden = await request(
      server,
      'GET',
      `/api/historial_tests.php?user_id=${user.userId}`,
      { token: other.token },
    );
    expect(forbidden.status).toBe(403);
    const sa = await loginSuperAdmin(server);
    expect(await list(`user_id=${user.userId}`, sa)).toHaveLength(4);
    const anonymous = await request(server, 'GET', '/api/historial_tests.php');
    expect(anonymous.status).toBe(401);
  });

  it.each([['tipo_test=repaso'], ['desde=10/03/2026'], ['hasta=2026-13-01'], ['user_id=abc']])(
    'refuses %s with 400 in Spanish',
    async (query) => {
      const res = await request(server, 'GET', `/api/historial_tests.php?${query}`, {
        token: user.token,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).not.toMatch(ENGLISH);
    },
  );
});
