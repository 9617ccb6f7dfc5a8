import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, processes, summaries } from '../../server/db/schema';
import { ADMIN_MSG, EXPLICACIONES_OMITIDAS_HEADER, MSG } from '../../src/core/contract';
import { parseGift } from '../../src/core/formats';
import type { BankFormat } from '../../src/core/formats';
import { PSYCHOTECHNIC_TEMAS } from '../../src/core/psychotechnics';
import { FAKE_ANSWERS, startFakeOpenAi } from './fake-openai';
import type { FakeOpenAi } from './fake-openai';
import type { TestServer } from './harness';
import { dbKinds, request, setLevel, startTestServer } from './harness';
import type { Session } from './quiz-helpers';
import { ENGLISH, loginSuperAdmin, registerUser, seededBank } from './quiz-helpers';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/ai');
const CORTES = readFileSync(path.join(FIXTURES, 'cortes-generales.txt'), 'utf8');
const CORONA = readFileSync(path.join(FIXTURES, 'corona.txt'), 'utf8');

const GIFT_OK = `$CATEGORY: Importada/Tema GIFT

::IMP-G1::¿Capital de España?{
=Madrid
~Sevilla
~Bilbao
####Geografía básica
}

::IMP-G2::¿Cuántos días tiene una semana?{
=Siete
~Cinco
~Seis
}
`;

const AIKEN_OK = `¿Quién sanciona las leyes?
A) El Presidente del Gobierno
B) El Rey
C) El Senado
ANSWER: B
FUENTE: Art. 91 CE

¿Quién refrenda los actos del Rey?
A) El Presidente del Gobierno y, en su caso, los Ministros
B) El Tribunal Supremo
ANSWER: A
`;

const MOODLE_OK = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Importada/Tema XML</text></category></question>
  <question type="multichoice">
    <name><text>IMP-X1</text></name>
    <questiontext format="html"><text>¿Cuál es el río más largo de España?</text></questiontext>
    <answer fraction="100"><text>Tajo</text></answer>
    <answer fraction="0"><text>Ebro</text></answer>
    <answer fraction="0"><text>Duero</text></answer>
  </question>
</quiz>
`;

const CSV_OK = `seccion;tema;pregunta;opcion_a;opcion_b;opcion_c;correcta;fuente;ref
Importada;Tema CSV;¿Órgano que aprueba los Presupuestos?;Las Cortes Generales;El Gobierno;El Rey;A;Art. 134 CE;IMP-C1
Importada;Tema CSV;¿Mayoría para la reforma del Título Preliminar?;Dos tercios;Tres quintos;Absoluta;A;Art. 168 CE;IMP-C2
`;

/** Two questions with an explanation (one with a source too) and one without. */
const GIFT_EXPLAINED = `$CATEGORY: Explicadas/Tema con explicaciones

::EXP-1::¿Quién sanciona las leyes?{
=El Rey
~El Presidente del Gobierno
####El Rey sanciona y promulga las leyes aprobadas por las Cortes. Fuente: Art. 91 CE
}

::EXP-2::¿Quién refrenda los actos del Rey?{
=El Presidente del Gobierno y, en su caso, los Ministros
~El Tribunal Supremo
####Explicación: Los actos del Rey no son válidos sin refrendo.
}

::EXP-3::¿Capital de España?{
=Madrid
~Sevilla
}
`;

/** A GIFT file whose second question has two right answers and whose fourth is not closed. */
const GIFT_BROKEN = `$CATEGORY: Importada/Rota

::R1::Pregunta buena uno{
=Sí
~No
}

::R2::Pregunta con dos correctas{
=Uno
=Dos
~Tres
}

::R3::Pregunta buena tres{
=Sí
~No
}

::R4::Pregunta sin cerrar{
=Sí
~No
`;

async function upload(
  server: TestServer,
  token: string | undefined,
  file: { name: string; content: string | Buffer } | null,
  fields: Record<string, string | number>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (file)
    form.append(
      'archivo',
      new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)]),
      file.name,
    );
  const res = await fetch(`${server.url}/api/importar_preguntas.php`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function exportBank(server: TestServer, token: string | undefined, query: string) {
  const res = await fetch(`${server.url}/api/exportar_preguntas.php?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe.each(dbKinds)('SA generators and bank files on %s', (kind) => {
  let server: TestServer;
  let sa: Session;
  let procesoId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    sa = await loginSuperAdmin(server);
    procesoId = (await seededBank(server)).proceso.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.database.db;
  async function sessionWithLevel(nivel: 'admin' | 'usuario' | 'invitado'): Promise<Session> {
    const session = await registerUser(server);
    await setLevel(server, session.userId, nivel);
    return session;
  }
  const bankVersion = async (id: number) =>
    (await db().select({ v: processes.bankVersion }).from(processes).where(eq(processes.id, id)))[0]
      ?.v;
  // A bank as tests and exports see it: published questions (drafts await review).
  const questionsOf = (id: number) =>
    db()
      .select()
      .from(questions)
      .where(and(eq(questions.idProceso, id), eq(questions.pendienteRevision, false)))
      .orderBy(asc(questions.id));
  const countIn = async (id: number, seccion?: string) =>
    (
      await db()
        .select({ n: count() })
        .from(questions)
        .where(
          seccion
            ? and(eq(questions.idProceso, id), eq(questions.seccion, seccion))
            : eq(questions.idProceso, id),
        )
    )[0]?.n ?? 0;
  const procesoNamed = async (descripcion: string) =>
    (await db().select().from(processes).where(eq(processes.descripcion, descripcion)))[0];
  const generar = (token: string | undefined, body: Record<string, unknown>) =>
    request(server, 'POST', '/api/generar_preguntas.php', { token, body });
  const psico = (token: string | undefined, body: Record<string, unknown>) =>
    request(server, 'POST', '/api/generar_psicotecnicos.php', { token, body });

  describe('who may use them', () => {
    const calls = {
      generar: (token?: string) =>
        generar(token, { id_proceso: 1, seccion: 'S', tema: 'T', num_preguntas: 1, texto: CORTES }),
      psicotecnicos: (token?: string) =>
        psico(token, {
          id_proceso: 1,
          seccion: 'Psicotécnicos',
          tema: PSYCHOTECHNIC_TEMAS[0],
          num_preguntas: 1,
        }),
      importar: async (token?: string) =>
        upload(server, token, { name: 'a.gift', content: GIFT_OK }, { id_proceso: 1 }),
      exportar: async (token?: string) => {
        const res = await exportBank(server, token, 'id_proceso=1&formato=gift');
        return { status: res.status, body: JSON.parse(res.text) as Record<string, unknown> };
      },
    };

    it.each(Object.keys(calls) as (keyof typeof calls)[])(
      '%s: 401 without a session, 403 for admin, usuario and invitado',
      async (name) => {
        const before = await countIn(procesoId);
        const anonymous = await calls[name]();
        expect(anonymous.status).toBe(401);
        expect(anonymous.body).toEqual({ success: false, error: MSG.unauthorized });
        for (const nivel of ['admin', 'usuario', 'invitado'] as const) {
          const { token } = await sessionWithLevel(nivel);
          const res = await calls[name](token);
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ success: false, error: MSG.forbidden });
        }
        expect(await countIn(procesoId)).toBe(before);
      },
    );
  });

  describe('generar_preguntas.php', () => {
    it('makes cloze questions from the text as drafts: the bank changes only when the SA publishes them', async () => {
      const version = await bankVersion(procesoId);
      const res = await generar(sa.token, {
        id_proceso: procesoId,
        seccion: 'Organización Pública',
        tema: 'Las Cortes Generales (generadas)',
        num_preguntas: 5,
        texto: CORTES,
        id_usuario: sa.userId,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ok: true,
        preguntas: 5,
        id_proceso: procesoId,
        origen: 'texto',
        motor: 'local',
        pendiente_revision: true,
      });
      expect(await bankVersion(procesoId)).toBe(version);
      const inBank = async () => {
        const bank = await request(
          server,
          'GET',
          `/api/banco_preguntas.php?id_proceso=${procesoId}`,
          { token: sa.token },
        );
        return (
          bank.body.preguntas as { tema: string; respuestas: unknown[]; correcta_indice: number }[]
        ).filter((q) => q.tema === 'Las Cortes Generales (generadas)');
      };
      expect(await inBank()).toHaveLength(0);

      const published = await request(server, 'POST', '/api/revision_preguntas.php', {
        token: sa.token,
        body: { action: 'publicar', ids: res.body.ids },
      });
      expect(published.status).toBe(200);
      expect(await bankVersion(procesoId)).toBe((version ?? 0) + 1);
      const added = await inBank();
      expect(added).toHaveLength(5);
      for (const q of added) {
        expect(q.respuestas).toHaveLength(4);
        expect(q.correcta_indice).toBeGreaterThanOrEqual(1);
      }
    });

    it('never stores the same question twice in a topic', async () => {
      const body = {
        id_proceso: procesoId,
        seccion: 'Repetidas',
        tema: 'La Corona',
        num_preguntas: 200,
        texto: CORONA,
      };
      const first = await generar(sa.token, body);
      expect(first.status).toBe(200);
      const second = await generar(sa.token, body);
      // Whatever the second call adds is new; the topic never holds a text twice.
      const rows = await db()
        .select({ pregunta: questions.pregunta })
        .from(questions)
        .where(and(eq(questions.idProceso, procesoId), eq(questions.seccion, 'Repetidas')));
      expect(new Set(rows.map((r) => r.pregunta)).size).toBe(rows.length);
      if (second.status !== 200)
        expect(second.body).toEqual({ success: false, error: ADMIN_MSG.textoSinPreguntas });
    });

    it('without text uses the caller’s summaries of the topic, and says so when there are none', async () => {
      const none = await generar(sa.token, {
        id_proceso: procesoId,
        seccion: 'S',
        tema: 'Sin resúmenes',
        texto: '',
      });
      expect(none.status).toBe(400);
      expect(none.body).toEqual({ success: false, error: ADMIN_MSG.sinTexto });

      await db().insert(summaries).values({
        userId: sa.userId,
        idProceso: procesoId,
        tema: 'Las Cortes desde el resumen',
        seccion: 'Auxiliar - Organización Pública',
        resumen: CORTES,
      });
      const res = await generar(sa.token, {
        id_proceso: procesoId,
        seccion: 'Organización Pública',
        tema: 'las cortes desde el resumen',
        num_preguntas: 3,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: true, preguntas: 3, origen: 'resumenes' });
    });

    it('creates the process named in free-text mode', async () => {
      const res = await generar(sa.token, {
        proceso: 'Proceso libre de prueba',
        seccion: 'Sección libre',
        tema: 'Tema libre',
        num_preguntas: 2,
        texto: CORTES,
      });
      expect(res.status).toBe(200);
      const created = await procesoNamed('Proceso libre de prueba');
      expect(created).toBeDefined();
      expect(res.body.id_proceso).toBe(created?.id);
      const list = await request(server, 'GET', '/api/procesos.php', { token: sa.token });
      expect(
        (list.body as unknown as { descripcion: string }[]).map((p) => p.descripcion),
      ).toContain('Proceso libre de prueba');
      // The same name again reaches the same process.
      const again = await generar(sa.token, {
        proceso: 'proceso LIBRE de prueba',
        seccion: 'S2',
        tema: 'T2',
        num_preguntas: 1,
        texto: CORTES,
      });
      expect(again.body.id_proceso).toBe(created?.id);
    });

    it('answers bad input with the spec’s Spanish messages', async () => {
      const cases: [Record<string, unknown>, string, number][] = [
        [{ seccion: 'S', tema: 'T', texto: CORTES }, ADMIN_MSG.selectProceso, 400],
        [{ id_proceso: procesoId, tema: 'T', texto: CORTES }, ADMIN_MSG.selectSeccion, 400],
        [
          { id_proceso: procesoId, seccion: '  ', tema: 'T', texto: CORTES },
          ADMIN_MSG.selectSeccion,
          400,
        ],
        [{ id_proceso: procesoId, seccion: 'S', texto: CORTES }, ADMIN_MSG.selectTema, 400],
        [
          { id_proceso: procesoId, seccion: 'S', tema: 'T', num_preguntas: 201, texto: CORTES },
          ADMIN_MSG.numPreguntas,
          400,
        ],
        [
          { id_proceso: procesoId, seccion: 'S', tema: 'T', num_preguntas: 0, texto: CORTES },
          ADMIN_MSG.numPreguntas,
          400,
        ],
        [
          { id_proceso: 99_999, seccion: 'S', tema: 'T', texto: CORTES },
          ADMIN_MSG.procesoNoExiste,
          404,
        ],
        [
          { id_proceso: procesoId, seccion: 'S', tema: 'T', texto: 'Hola.' },
          ADMIN_MSG.textoSinPreguntas,
          422,
        ],
      ];
      for (const [body, error, status] of cases) {
        const res = await generar(sa.token, body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body).toEqual({ success: false, error });
        expect(res.body.error).not.toMatch(ENGLISH);
      }
    });
  });

  describe('generar_psicotecnicos.php', () => {
    it('adds the generator’s questions under its own topic name, as drafts for review', async () => {
      const version = await bankVersion(procesoId);
      const res = await psico(sa.token, {
        id_proceso: procesoId,
        seccion: 'Psicotécnicos',
        tema: 'psico - series numericas',
        num_preguntas: 7,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ok: true,
        preguntas: 7,
        id_proceso: procesoId,
        tema: 'Psico - Series numéricas',
        pendiente_revision: true,
      });
      expect(await bankVersion(procesoId)).toBe(version);
      const rows = await db()
        .select()
        .from(questions)
        .where(
          and(eq(questions.idProceso, procesoId), eq(questions.tema, 'Psico - Series numéricas')),
        );
      expect(rows.length).toBeGreaterThanOrEqual(7);
      for (const row of rows) {
        expect(row.respuestas.filter((r) => r.indice === row.correctaIndice)).toHaveLength(1);
      }
      await request(server, 'POST', '/api/revision_preguntas.php', {
        token: sa.token,
        body: { action: 'publicar', ids: res.body.ids },
      });
      // Psychotechnic topics stay out of ordinary tests and into psychotechnic ones.
      const temas = await request(
        server,
        'GET',
        `/api/preguntas_auxiliares.php?id_proceso=${procesoId}&seccion=${encodeURIComponent('Psicotécnicos')}`,
        { token: sa.token },
      );
      expect(temas.body.temas).toContain('Psico - Series numéricas');
    });

    it('refuses a topic no generator makes, listing the ones there are', async () => {
      const res = await psico(sa.token, {
        id_proceso: procesoId,
        seccion: 'Psicotécnicos',
        tema: 'Psico - Ajedrez',
        num_preguntas: 3,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        ADMIN_MSG.temaSinGenerador('Psico - Ajedrez', PSYCHOTECHNIC_TEMAS),
      );
    });

    it('checks the number against 1 to 100', async () => {
      const res = await psico(sa.token, {
        id_proceso: procesoId,
        seccion: 'P',
        tema: PSYCHOTECHNIC_TEMAS[1],
        num_preguntas: 101,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(ADMIN_MSG.numPsicotecnicos);
    });
  });

  describe('importar_preguntas.php', () => {
    async function importNew(
      name: string,
      file: { name: string; content: string | Buffer },
      fields: Record<string, string> = {},
    ) {
      return upload(server, sa.token, file, { proceso: name, ...fields });
    }

    it.each([
      ['gift', 'banco.gift', GIFT_OK, {}, 2, 'Tema GIFT'],
      [
        'aiken',
        'banco.txt',
        AIKEN_OK,
        { seccion: 'Importada', tema: 'Tema Aiken' },
        2,
        'Tema Aiken',
      ],
      ['moodle', 'banco.xml', MOODLE_OK, {}, 1, 'Tema XML'],
      ['csv', 'banco.csv', CSV_OK, {}, 2, 'Tema CSV'],
    ] as const)('imports %s', async (formato, name, content, fields, n, tema) => {
      const proceso = `Importación ${formato}`;
      const res = await importNew(proceso, { name, content }, fields);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ok: true,
        preguntas: n,
        nuevas: n,
        actualizadas: 0,
        sin_cambios: 0,
        rechazadas: [],
        formato,
      });
      const created = await procesoNamed(proceso);
      const rows = await questionsOf(created?.id ?? 0);
      expect(rows).toHaveLength(n);
      expect(rows.every((r) => r.seccion === 'Importada' && r.tema === tema)).toBe(true);
      expect(res.body.id_proceso).toBe(created?.id);
    });

    it('keeps the source and option order of an Aiken question', async () => {
      const created = await procesoNamed('Importación aiken');
      const [first] = await questionsOf(created?.id ?? 0);
      expect(first).toMatchObject({
        pregunta: '¿Quién sanciona las leyes?',
        correctaIndice: 2,
        fuente: 'Art. 91 CE',
        respuestas: [
          { indice: 1, respuesta: 'El Presidente del Gobierno' },
          { indice: 2, respuesta: 'El Rey' },
          { indice: 3, respuesta: 'El Senado' },
        ],
      });
    });

    it('puts GIFT without categories under the section and topic given', async () => {
      const body = GIFT_OK.replace('$CATEGORY: Importada/Tema GIFT\n', '');
      const res = await importNew(
        'Importación sin categoría',
        { name: 'x.gift', content: body },
        { seccion: 'Elegida', tema: 'Tema elegido' },
      );
      expect(res.body).toMatchObject({ ok: true, nuevas: 2 });
      const rows = await questionsOf((await procesoNamed('Importación sin categoría'))?.id ?? 0);
      expect(rows.map((r) => [r.seccion, r.tema])).toEqual([
        ['Elegida', 'Tema elegido'],
        ['Elegida', 'Tema elegido'],
      ]);
    });

    it('reads a CSV saved by Excel in Windows-1252', async () => {
      const latin1 = Buffer.from(CSV_OK.replaceAll('IMP-C', 'W-C'), 'latin1');
      const res = await importNew('Importación latin1', { name: 'excel.csv', content: latin1 });
      expect(res.body).toMatchObject({ ok: true, nuevas: 2 });
      const rows = await questionsOf((await procesoNamed('Importación latin1'))?.id ?? 0);
      expect(rows[0]?.pregunta).toBe('¿Órgano que aprueba los Presupuestos?');
    });

    it('imports nothing from a broken file and lists every rejected item with its line', async () => {
      const before = await countIn(procesoId);
      const version = await bankVersion(procesoId);
      const res = await upload(
        server,
        sa.token,
        { name: 'rota.gift', content: GIFT_BROKEN },
        { id_proceso: procesoId },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ok: false,
        preguntas: 0,
        nuevas: 0,
        error: ADMIN_MSG.importRechazado(2),
      });
      expect(res.body.rechazadas).toEqual([
        { linea: 8, motivo: 'Debe haber exactamente una respuesta correcta' },
        { linea: 19, motivo: expect.stringContaining('no está cerrado') },
      ]);
      expect(await countIn(procesoId)).toBe(before);
      expect(await bankVersion(procesoId)).toBe(version);
    });

    it('does not create the new process of a refused file', async () => {
      const res = await importNew('Proceso de archivo roto', {
        name: 'rota.gift',
        content: GIFT_BROKEN,
      });
      expect(res.body).toMatchObject({ ok: false, id_proceso: null });
      expect(await procesoNamed('Proceso de archivo roto')).toBeUndefined();
    });

    it('refuses a file that repeats a question, pointing at the repeat', async () => {
      const twice = `${CSV_OK}Importada;Tema CSV;Otra;Sí;No;;A;;IMP-C1\n`;
      const res = await importNew('Importación repetida', { name: 'rep.csv', content: twice });
      expect(res.body).toMatchObject({
        ok: false,
        rechazadas: [{ linea: 4, motivo: ADMIN_MSG.refRepetida('IMP-C1') }],
      });
    });

    it('rejects a file of no known format, a missing file and a missing destination', async () => {
      const unknown = await importNew('X', {
        name: 'notas.txt',
        content: 'Solo unas notas sin preguntas.',
      });
      expect(unknown).toEqual({
        status: 415,
        body: { success: false, error: ADMIN_MSG.formatoDesconocido },
      });
      const noFile = await upload(server, sa.token, null, { id_proceso: procesoId });
      expect(noFile).toEqual({
        status: 400,
        body: { success: false, error: ADMIN_MSG.archivoRequerido },
      });
      const noDestino = await upload(server, sa.token, { name: 'a.gift', content: GIFT_OK }, {});
      expect(noDestino).toEqual({
        status: 400,
        body: { success: false, error: ADMIN_MSG.selectProceso },
      });
      const json = await request(server, 'POST', '/api/importar_preguntas.php', {
        token: sa.token,
        body: { id_proceso: procesoId },
      });
      expect(json.status).toBe(415);
      expect(json.body.error).toBe(ADMIN_MSG.noMultipart);
    });

    it('reads a file sent without a name by its content', async () => {
      // The form's part says filename="": the server gets no name at all and must not fail.
      const gift = await importNew('Importación sin nombre', { name: '', content: GIFT_OK });
      expect(gift.status).toBe(200);
      expect(gift.body).toMatchObject({ ok: true, formato: 'gift', preguntas: 2 });
      const notes = await importNew('X', { name: '', content: 'ref' });
      expect(notes).toEqual({
        status: 415,
        body: { success: false, error: ADMIN_MSG.formatoDesconocido },
      });
    });

    it('refuses Moodle XML cut off inside a tag with its reason, not a server error (fuzz seed 1520427832)', async () => {
      const xml = '<?xml version="1.0"?><quiz><question';
      const res = await importNew(
        'ধᏫń🂏𑌠',
        { name: 'a.pdf', content: xml },
        { seccion: '', tema: '"*࢈/𑂚+ས(𞴛(', formato: 'moodle' },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ok: false,
        preguntas: 0,
        rechazadas: [
          { linea: 1, motivo: 'XML mal formado: hay una etiqueta incompleta o mal escrita' },
        ],
      });
    });

    it('refuses a file over 20 MB', async () => {
      const big = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
      const res = await upload(
        server,
        sa.token,
        { name: 'grande.gift', content: big },
        { id_proceso: procesoId },
      );
      expect(res).toEqual({
        status: 413,
        body: { success: false, error: ADMIN_MSG.archivoGrande },
      });
    });
  });

  describe('exportar_preguntas.php and round trips', () => {
    /** Aiken keeps neither ref nor explanation. */
    const comparable = (rows: Awaited<ReturnType<typeof questionsOf>>, everything = true) =>
      rows.map((r) => ({
        seccion: r.seccion,
        tema: r.tema,
        pregunta: r.pregunta,
        respuestas: r.respuestas,
        correcta: r.correctaIndice,
        fuente: r.fuente,
        ...(everything ? { ref: r.ref, explicacion: r.explicacion } : {}),
      }));

    it('sends a file download with the right type and name', async () => {
      const res = await exportBank(server, sa.token, `id_proceso=${procesoId}&formato=gift`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="auxiliar-administrativo-estado.gift.txt"; filename*=UTF-8''auxiliar-administrativo-estado.gift.txt`,
      );
      const parsed = parseGift(res.text);
      expect(parsed.rechazadas).toEqual([]);
      expect(parsed.preguntas.length).toBe((await questionsOf(procesoId)).length);
      const csv = await exportBank(server, sa.token, `id_proceso=${procesoId}&formato=csv`);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const xml = await exportBank(server, sa.token, `id_proceso=${procesoId}&formato=moodle`);
      expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    });

    it('answers a bad format or an empty selection in Spanish', async () => {
      const bad = await exportBank(server, sa.token, `id_proceso=${procesoId}&formato=docx`);
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.text)).toEqual({ success: false, error: ADMIN_MSG.formato });
      const empty = await exportBank(
        server,
        sa.token,
        `id_proceso=${procesoId}&formato=gift&tema=Nada`,
      );
      expect(empty.status).toBe(404);
      expect(JSON.parse(empty.text)).toEqual({ success: false, error: ADMIN_MSG.bancoVacio });
    });

    it.each(['gift', 'moodle', 'csv'] as BankFormat[])(
      '%s: export then import into a new process gives the same bank',
      async (formato) => {
        const exported = await exportBank(
          server,
          sa.token,
          `id_proceso=${procesoId}&formato=${formato}`,
        );
        const name = `Ida y vuelta ${formato}`;
        const res = await upload(
          server,
          sa.token,
          { name: `banco.${formato === 'moodle' ? 'xml' : formato}`, content: exported.text },
          { proceso: name },
        );
        expect(res.body).toMatchObject({ ok: true, rechazadas: [] });
        const copy = await questionsOf((await procesoNamed(name))?.id ?? 0);
        expect(comparable(copy)).toEqual(comparable(await questionsOf(procesoId)));
      },
    );

    it('aiken: one topic exported and imported into a topic gives the same questions', async () => {
      const [first] = await questionsOf(procesoId);
      const query = `id_proceso=${procesoId}&formato=aiken&seccion=${encodeURIComponent(first?.seccion ?? '')}&tema=${encodeURIComponent(first?.tema ?? '')}`;
      const exported = await exportBank(server, sa.token, query);
      expect(exported.status).toBe(200);
      const res = await upload(
        server,
        sa.token,
        { name: 'tema.aiken.txt', content: exported.text },
        {
          proceso: 'Ida y vuelta aiken',
          seccion: first?.seccion ?? '',
          tema: first?.tema ?? '',
        },
      );
      expect(res.body).toMatchObject({ ok: true, rechazadas: [] });
      const copy = await questionsOf((await procesoNamed('Ida y vuelta aiken'))?.id ?? 0);
      const original = (await questionsOf(procesoId)).filter(
        (q) => q.seccion === first?.seccion && q.tema === first?.tema,
      );
      expect(comparable(copy, false)).toEqual(comparable(original, false));
    });

    it('GIFT, Moodle XML and CSV keep the explanations; Aiken leaves them out and says how many', async () => {
      const imported = await upload(
        server,
        sa.token,
        { name: 'explicadas.gift', content: GIFT_EXPLAINED },
        { proceso: 'Con explicaciones' },
      );
      expect(imported.body).toMatchObject({ ok: true, nuevas: 3 });
      const original = await questionsOf((await procesoNamed('Con explicaciones'))?.id ?? 0);
      expect(original.map((q) => [q.explicacion, q.fuente])).toEqual([
        ['El Rey sanciona y promulga las leyes aprobadas por las Cortes.', 'Art. 91 CE'],
        ['Los actos del Rey no son válidos sin refrendo.', null],
        [null, null],
      ]);
      const idProceso = original[0]?.idProceso ?? 0;

      for (const formato of ['gift', 'moodle', 'csv'] as const) {
        const exported = await exportBank(
          server,
          sa.token,
          `id_proceso=${idProceso}&formato=${formato}`,
        );
        expect(exported.headers.get(EXPLICACIONES_OMITIDAS_HEADER)).toBeNull();
        const name = `Explicaciones ${formato}`;
        const res = await upload(
          server,
          sa.token,
          { name: `banco.${formato === 'moodle' ? 'xml' : formato}`, content: exported.text },
          { proceso: name },
        );
        expect(res.body).toMatchObject({ ok: true, rechazadas: [] });
        expect(comparable(await questionsOf((await procesoNamed(name))?.id ?? 0))).toEqual(
          comparable(original),
        );
      }

      const aiken = await exportBank(server, sa.token, `id_proceso=${idProceso}&formato=aiken`);
      expect(aiken.status).toBe(200);
      expect(aiken.headers.get(EXPLICACIONES_OMITIDAS_HEADER)).toBe('2');
      expect(aiken.text).toContain('FUENTE: Art. 91 CE');
      expect(aiken.text).not.toContain('sanciona y promulga');
      expect(aiken.text).not.toContain('refrendo');
    });

    it('importing a process’s own export again changes nothing; an edited export updates in place', async () => {
      const before = await questionsOf(procesoId);
      const version = await bankVersion(procesoId);
      // GIFT carries the explanations (the generated psychotechnics have one); CSV does not yet.
      const exported = await exportBank(server, sa.token, `id_proceso=${procesoId}&formato=gift`);
      const again = await upload(
        server,
        sa.token,
        { name: 'b.gift', content: exported.text },
        { id_proceso: procesoId },
      );
      expect(again.body).toMatchObject({
        ok: true,
        nuevas: 0,
        actualizadas: 0,
        sin_cambios: before.length,
      });
      expect(await questionsOf(procesoId)).toEqual(before);
      expect(await bankVersion(procesoId)).toBe(version);

      const edited = exported.text.replace('Art. 1.3 CE', 'Artículo 1.3 de la Constitución');
      const updated = await upload(
        server,
        sa.token,
        { name: 'b.gift', content: edited },
        { id_proceso: procesoId },
      );
      expect(updated.body).toMatchObject({ ok: true, nuevas: 0, actualizadas: 1 });
      const after = await questionsOf(procesoId);
      expect(after.map((q) => q.id)).toEqual(before.map((q) => q.id));
      expect(after.filter((q) => q.fuente === 'Artículo 1.3 de la Constitución')).toHaveLength(1);
      expect(await bankVersion(procesoId)).toBe((version ?? 0) + 1);
    });
  });
});

describe('generar_preguntas.php with an OpenAI-compatible model', () => {
  const MODEL = 'modelo-falso';
  const MODEL_QUESTIONS = [
    {
      pregunta: '¿Qué órgano ejerce la potestad legislativa del Estado?',
      respuestas: [
        { indice: 1, respuesta: 'El Gobierno' },
        { indice: 2, respuesta: 'Las Cortes Generales' },
        { indice: 3, respuesta: 'El Tribunal Supremo' },
        { indice: 4, respuesta: 'El Consejo de Estado' },
      ],
      correcta_indice: 2,
      fuente: 'Art. 66.2 CE',
    },
    {
      // The same question again: stored once.
      pregunta: '¿Qué órgano ejerce la potestad legislativa del Estado?',
      respuestas: [
        { indice: 1, respuesta: 'Las Cortes Generales' },
        { indice: 2, respuesta: 'El Rey' },
      ],
      correcta_indice: 1,
      fuente: null,
    },
  ];
  let fake: FakeOpenAi;
  let server: TestServer;
  let sa: Session;
  beforeAll(async () => {
    // The model is a true edge: a fake server on loopback answers for it.
    (FAKE_ANSWERS as Record<string, unknown>).preguntas = { preguntas: MODEL_QUESTIONS };
    fake = await startFakeOpenAi();
    server = await startTestServer('pglite', {
      ai: { baseUrl: fake.baseUrl, apiKey: 'clave', model: MODEL, timeoutMs: 1_500 },
    });
    sa = await loginSuperAdmin(server);
  });
  afterAll(async () => {
    delete (FAKE_ANSWERS as Record<string, unknown>).preguntas;
    await server?.close();
    await fake?.close();
  });
  const body = {
    id_proceso: 1,
    seccion: 'Organización Pública',
    tema: 'Desde el modelo',
    num_preguntas: 5,
    texto: CORTES,
  };

  it('stores the model’s valid questions and names the model', async () => {
    fake.mode = 'valid';
    const res = await request(server, 'POST', '/api/generar_preguntas.php', {
      token: sa.token,
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, preguntas: 1, motor: MODEL });
    const prompt =
      fake.requests.at(-1)?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(prompt).toContain('Redacta 5 preguntas');
    const [row] = await server.database.db
      .select()
      .from(questions)
      .where(eq(questions.tema, 'Desde el modelo'));
    expect(row).toMatchObject({
      pregunta: MODEL_QUESTIONS[0]?.pregunta,
      correctaIndice: 2,
      fuente: 'Art. 66.2 CE',
      pendienteRevision: true,
    });
  });

  it('falls back to the local engine when the model fails, and says so', async () => {
    fake.mode = 'error';
    const res = await request(server, 'POST', '/api/generar_preguntas.php', {
      token: sa.token,
      body: { ...body, tema: 'Respaldo local' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      preguntas: 5,
      motor: 'local',
      aviso: expect.any(String),
    });
  });
});
