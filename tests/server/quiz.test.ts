import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, processes } from '../../server/db/schema';
import { STARTER_PROCESSES } from '../../server/content/processes';
import { isPsicoTopic } from '../../src/core/quiz';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer, updateProcess, writeByHand } from './harness';
import type { BankRow } from './quiz-helpers';
import { ENGLISH, seededBank } from './quiz-helpers';

describe.each(dbKinds)('processes, banks and test generation on %s', (kind) => {
  let server: TestServer;
  let procesoId: number;
  let bank: BankRow[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({
      proceso: { id: procesoId },
      bank,
    } = await seededBank(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers?: Record<string, string>) =>
    request(server, 'GET', `/api/${path}`, { headers });
  const byId = () => new Map(bank.map((q) => [q.id, q]));
  const unique = <T>(list: T[]) => [...new Set(list)];

  it('lists the processes without a login, each with its penalty and official format (null when not set)', async () => {
    const res = await get('procesos.php');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      STARTER_PROCESSES.map((starter, i) => ({
        id: i === 0 ? procesoId : expect.any(Number),
        descripcion: starter.descripcion,
        foto: null,
        penalizacion: starter.penalizacion,
        formato: starter.formato,
        nota_minima: starter.notaMinima,
      })),
    );
    // Policía Nacional has an official minimum, with where it is set; the others none.
    const pn = (res.body as unknown as { descripcion: string; nota_minima: unknown }[]).find((p) =>
      p.descripcion.startsWith('Policía Nacional'),
    );
    expect(pn?.nota_minima).toEqual({
      nota: 3,
      fuente: expect.stringContaining('Orden INT/632/2024'),
    });
    const [extra] = await server.database.db
      .insert(processes)
      .values({ slug: 'sin-formato', descripcion: 'Proceso sin formato oficial' })
      .returning({ id: processes.id });
    const again = await get('procesos.php');
    expect((again.body as unknown as unknown[]).at(-1)).toEqual({
      id: extra?.id,
      descripcion: 'Proceso sin formato oficial',
      foto: null,
      penalizacion: 0,
      formato: null,
      nota_minima: null,
    });
    await server.database.db.delete(processes).where(eq(processes.slug, 'sin-formato'));
  });

  it('gives the sections of a process, and the topics of one section, in bank order', async () => {
    const secciones = await get(`preguntas_auxiliares.php?id_proceso=${procesoId}`);
    expect(secciones.status).toBe(200);
    expect(secciones.body).toEqual({
      success: true,
      secciones: unique(bank.map((q) => q.seccion)),
    });

    const seccion = bank[0]?.seccion ?? '';
    const temas = await get(
      `preguntas_auxiliares.php?id_proceso=${procesoId}&seccion=${encodeURIComponent(seccion)}`,
    );
    expect(temas.body).toEqual({
      success: true,
      temas: unique(bank.filter((q) => q.seccion === seccion).map((q) => q.tema)),
    });
    const none = await get(`preguntas_auxiliares.php?id_proceso=${procesoId}&seccion=No%20existe`);
    expect(none.body).toEqual({ success: true, temas: [] });
  });

  it('answers 404 for an unknown process and 400 for a missing one', async () => {
    for (const path of [
      'preguntas_auxiliares.php?id_proceso=999999',
      'genera_test.php?proceso_id=999999&numPreguntas=5',
      'banco_preguntas.php?id_proceso=999999',
    ]) {
      const res = await get(path);
      expect(res).toMatchObject({
        status: 404,
        body: { success: false, error: 'Proceso no encontrado' },
      });
    }
    const missing = await get('preguntas_auxiliares.php');
    expect(missing).toMatchObject({
      status: 400,
      body: { success: false, error: 'Falta el parámetro id_proceso' },
    });
  });

  it('answers a test as JSON, compressed when the client accepts it and plain otherwise', async () => {
    const query = `genera_test.php?proceso_id=${procesoId}&numPreguntas=30`;
    for (const [accepted, coding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await get(query, { 'accept-encoding': accepted });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('content-encoding')).toBe(coding);
      const test = res.body as unknown as { id: number; respuestas: unknown[] }[];
      expect(test).toHaveLength(30);
      expect(unique(test.map((q) => q.id))).toHaveLength(30);
      const all = byId();
      expect(test.every((q) => all.has(q.id) && q.respuestas.length > 0)).toBe(true);
    }
  });

  it('generates a test from the chosen section only, without repeats and without psico topics', async () => {
    const seccion = bank[0]?.seccion ?? '';
    const res = await get(
      `genera_test.php?proceso_id=${procesoId}&secciones=${encodeURIComponent(seccion)}&temas=&numPreguntas=20`,
    );
    expect(res.status).toBe(200);
    const test = res.body as unknown as {
      id: number;
      pregunta: string;
      respuestas: unknown[];
      correcta_indice: number;
    }[];
    expect(test).toHaveLength(20);
    expect(unique(test.map((q) => q.id))).toHaveLength(20);
    const all = byId();
    for (const q of test) {
      const stored = all.get(q.id);
      expect(stored?.seccion).toBe(seccion);
      expect(isPsicoTopic(stored?.tema ?? '')).toBe(false);
      // api.md's four fields, plus where the question belongs, its source and explanation.
      expect(q).toEqual({
        id: q.id,
        pregunta: stored?.pregunta,
        respuestas: stored?.respuestas,
        correcta_indice: stored?.correctaIndice,
        seccion: stored?.seccion,
        tema: stored?.tema,
        fuente: stored?.fuente,
        explicacion: stored?.explicacion,
        imagen: stored?.imagen,
      });
    }
  });

  it('filters by topics and caps the test at what exists', async () => {
    const plain = bank.filter((q) => !isPsicoTopic(q.tema));
    const temas = unique(plain.map((q) => q.tema)).slice(0, 2);
    const available = plain.filter((q) => temas.includes(q.tema)).length;
    const res = await get(
      `genera_test.php?proceso_id=${procesoId}&temas=${encodeURIComponent(temas.join(','))}&numPreguntas=500`,
    );
    expect(res.status).toBe(200);
    const ids = (res.body as unknown as { id: number }[]).map((q) => q.id);
    expect(ids).toHaveLength(available);
    expect(unique(ids)).toHaveLength(available);
    const all = byId();
    expect(unique(ids.map((id) => all.get(id)?.tema))).toEqual(expect.arrayContaining(temas));
    expect(ids.every((id) => temas.includes(all.get(id)?.tema ?? ''))).toBe(true);
  });

  it('offers psico topics only in psychotechnic mode, and only them there', async () => {
    const psico = bank.filter((q) => isPsicoTopic(q.tema));
    expect(psico.length).toBeGreaterThan(0);
    const on = await get(
      `genera_test.php?proceso_id=${procesoId}&numPreguntas=500&psicotecnico=true`,
    );
    const onIds = (on.body as unknown as { id: number }[]).map((q) => q.id);
    const psicoIds = new Set(psico.map((q) => q.id));
    // A test asks at most 500 questions; the generated psychotechnics may hold more.
    expect(onIds).toHaveLength(Math.min(500, psico.length));
    expect(new Set(onIds).size).toBe(onIds.length);
    expect(onIds.every((id) => psicoIds.has(id))).toBe(true);

    const off = await get(`genera_test.php?proceso_id=${procesoId}&numPreguntas=500`);
    const offIds = (off.body as unknown as { id: number }[]).map((q) => q.id);
    // A test asks at most 500 questions; the bank may hold more.
    expect(offIds).toHaveLength(Math.min(500, bank.length - psico.length));
    expect(offIds.some((id) => psicoIds.has(id))).toBe(false);

    const psicoTema = psico[0]?.tema ?? '';
    const askedPlain = await get(
      `genera_test.php?proceso_id=${procesoId}&temas=${encodeURIComponent(psicoTema)}&numPreguntas=10`,
    );
    expect(askedPlain.body).toEqual([]);
  });

  it.each([
    ['no numPreguntas', 'proceso_id=1', 'Número de preguntas inválido'],
    ['numPreguntas=0', 'proceso_id=1&numPreguntas=0', 'Número de preguntas inválido'],
    ['numPreguntas=abc', 'proceso_id=1&numPreguntas=abc', 'Número de preguntas inválido'],
    ['numPreguntas=2.5', 'proceso_id=1&numPreguntas=2.5', 'Número de preguntas inválido'],
    ['numPreguntas=501', 'proceso_id=1&numPreguntas=501', 'Como máximo 500 preguntas por test'],
    ['no proceso_id', 'numPreguntas=5', 'Falta el parámetro proceso_id'],
    ['proceso_id=-1', 'proceso_id=-1&numPreguntas=5', 'El parámetro proceso_id no es válido'],
    ['psicotecnico=quizas', 'proceso_id=1&numPreguntas=5&psicotecnico=quizas', null],
  ])('refuses %s with 400 and a Spanish message', async (_name, query, message) => {
    const res = await get(`genera_test.php?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (message) expect(res.body.error).toBe(message);
    expect(res.body.error).not.toMatch(ENGLISH);
  });

  it('never puts an inactive question in a test, a bank or the section lists', async () => {
    const [retired] = bank.filter((q) => !isPsicoTopic(q.tema)).slice(-1);
    if (!retired) throw new Error('banco vacío');
    const soleTema = `Tema retirado ${kind}`;
    const bankOf = { table: 'procesos', id: procesoId } as const;
    await writeByHand(server, bankOf, (db) =>
      db
        .update(questions)
        .set({ activa: false, tema: soleTema })
        .where(eq(questions.id, retired.id)),
    );
    try {
      const test = await get(`genera_test.php?proceso_id=${procesoId}&numPreguntas=500`);
      expect((test.body as unknown as { id: number }[]).some((q) => q.id === retired.id)).toBe(
        false,
      );
      const banco = await get(`banco_preguntas.php?id_proceso=${procesoId}`);
      expect((banco.body.preguntas as { id: number }[]).some((q) => q.id === retired.id)).toBe(
        false,
      );
      const temas = await get(
        `preguntas_auxiliares.php?id_proceso=${procesoId}&seccion=${encodeURIComponent(retired.seccion)}`,
      );
      expect(temas.body.temas).not.toContain(soleTema);
    } finally {
      await writeByHand(server, bankOf, (db) =>
        db
          .update(questions)
          .set({ activa: true, tema: retired.tema })
          .where(and(eq(questions.id, retired.id), eq(questions.idProceso, procesoId))),
      );
    }
  });

  it('serves the whole bank with an ETag from its version, and 304 when unchanged', async () => {
    const [stored] = await server.database.db
      .select({ version: processes.bankVersion })
      .from(processes)
      .where(eq(processes.id, procesoId));
    const version = stored?.version ?? 0;
    const res = await get(`banco_preguntas.php?id_proceso=${procesoId}`);
    expect(res.status).toBe(200);
    const etag = `"bank-${procesoId}-v${version}"`;
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.body.id_proceso).toBe(procesoId);
    expect(res.body.version).toBe(version);
    const first = bank[0];
    expect(res.body.preguntas).toHaveLength(bank.length);
    expect((res.body.preguntas as unknown[])[0]).toEqual({
      id: first?.id,
      seccion: first?.seccion,
      tema: first?.tema,
      pregunta: first?.pregunta,
      respuestas: first?.respuestas,
      correcta_indice: first?.correctaIndice,
      fuente: first?.fuente,
      explicacion: first?.explicacion,
      imagen: first?.imagen,
    });

    const same = await get(`banco_preguntas.php?id_proceso=${procesoId}`, {
      'if-none-match': etag,
    });
    expect(same.status).toBe(304);
    expect(same.body).toEqual({});
    expect(same.headers.get('etag')).toBe(etag);
    expect(same.headers.get('cache-control')).toBe('no-cache');
    const listed = await get(`banco_preguntas.php?id_proceso=${procesoId}`, {
      'if-none-match': `"otro", W/${etag}`,
    });
    expect(listed.status).toBe(304);

    await updateProcess(server, procesoId, { bankVersion: version + 1 });
    try {
      const changed = await get(`banco_preguntas.php?id_proceso=${procesoId}`, {
        'if-none-match': etag,
      });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).toBe(`"bank-${procesoId}-v${version + 1}"`);
      expect(changed.body.version).toBe(version + 1);
    } finally {
      await updateProcess(server, procesoId, { bankVersion: version });
    }
  });

  it('keeps no-store on the other API responses', async () => {
    const res = await get('procesos.php');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
