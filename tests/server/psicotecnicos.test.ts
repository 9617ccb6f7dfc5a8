// Psychotechnics for every process whose exam has them (server/content/psicotecnicos.ts): the
// starter banks carry generated questions with their rule and, for figure series, their figure,
// served by banco_preguntas.php and genera_test.php; the SA's generator stores the same.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSICO_POR_TEMA, PSICOTECNICOS } from '../../server/content/psicotecnicos';
import { STARTER_PROCESSES } from '../../server/content/processes';
import { readStarterBank } from '../../server/content/starter-banks';
import { questions, processes } from '../../server/db/schema';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import { loginSuperAdmin, registerUser } from './quiz-helpers';

interface Served {
  id: number;
  seccion: string;
  tema: string;
  pregunta: string;
  respuestas: { indice: number; respuesta: string }[];
  correcta_indice: number;
  fuente: string | null;
  explicacion: string | null;
  imagen: string | null;
}

const isPsico = (tema: string) => /^psico - /i.test(tema);
const FIGURAS = 'Psico - Series de figuras';
const starter = (slug: string) => {
  const found = STARTER_PROCESSES.find((p) => p.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('the generated psychotechnics of a starter bank', () => {
  it('are the same on every start, under stable refs, and change the bank hash when they change', async () => {
    const gc = starter('guardia-civil-cabos-guardias');
    const [first, second] = await Promise.all([readStarterBank(gc), readStarterBank(gc)]);
    expect(second.hash).toBe(first.hash);
    expect(second.questions).toEqual(first.questions);
    const psico = first.questions.filter((q) => q.ref?.startsWith('GCC-PSI-'));
    expect(psico.length).toBe((PSICOTECNICOS.get(gc.slug)?.temas.length ?? 0) * PSICO_POR_TEMA);
    expect(psico.map((q) => q.ref).slice(0, 2)).toEqual(['GCC-PSI-SN-001', 'GCC-PSI-SN-002']);
    // Same GIFT files, other generated questions (three options): another hash, so a refresh.
    const other = await readStarterBank({ ...gc, opciones: 3 });
    expect(other.hash).not.toBe(first.hash);
  });

  it('leave Administrativo del Estado without any, as its exam has no aptitude test', async () => {
    const ade = await readStarterBank(starter('administrativo-estado'));
    expect(ade.questions.filter((q) => q.ref?.includes('PSI-'))).toEqual([]);
    expect(PSICOTECNICOS.has('administrativo-estado')).toBe(false);
  });
});

describe.each(dbKinds)('psychotechnics served on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let ids: Map<string, number>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await registerUser(server)).token;
    const rows = await server.database.db
      .select({ id: processes.id, slug: processes.slug })
      .from(processes);
    ids = new Map(rows.map((r) => [r.slug, r.id]));
  });
  afterAll(async () => {
    await server?.close();
  });

  const bank = async (slug: string): Promise<Served[]> => {
    const res = await request(
      server,
      'GET',
      `/api/banco_preguntas.php?id_proceso=${ids.get(slug)}`,
      { token },
    );
    expect(res.status).toBe(200);
    return res.body.preguntas as Served[];
  };

  it.each([...PSICOTECNICOS])(
    'give %s its psychotechnic topics, each with its rule explained',
    async (slug, choice) => {
      const served = (await bank(slug)).filter((q) => isPsico(q.tema));
      const byTema = new Map<string, Served[]>();
      for (const q of served) byTema.set(q.tema, [...(byTema.get(q.tema) ?? []), q]);
      for (const tema of choice.temas)
        expect(byTema.get(tema)?.length ?? 0, tema).toBeGreaterThanOrEqual(PSICO_POR_TEMA);
      const { opciones: options, refPrefix } = starter(slug);
      // The generated ones: the Auxiliar bank also has questions written for two of the topics.
      const generated = await server.database.db
        .select({ id: questions.id })
        .from(questions)
        .where(
          and(
            eq(questions.idProceso, ids.get(slug) ?? -1),
            like(questions.ref, `${refPrefix}PSI-%`),
          ),
        );
      const generatedIds = new Set(generated.map((g) => g.id));
      expect(generatedIds.size).toBe(choice.temas.length * PSICO_POR_TEMA);
      for (const q of served.filter((x) => generatedIds.has(x.id))) {
        expect(q.seccion).toBe('Psicotécnicos');
        expect(q.respuestas).toHaveLength(options);
        expect(q.explicacion, q.pregunta).toMatch(/^[«¿A-ZÁÉÍÓÚÑ0-9].{20,}\.$/);
        expect(q.imagen === null, q.pregunta).toBe(q.tema !== FIGURAS);
      }
    },
  );

  it('serve a figure series with its drawing: an SVG with a title, its options named as figures', async () => {
    const figure = (await bank('guardia-civil-cabos-guardias')).find((q) => q.tema === FIGURAS);
    expect(figure?.imagen).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent(figure?.imagen?.slice('data:image/svg+xml,'.length) ?? '');
    expect(svg).toMatch(/^<svg [^>]*xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
    expect(svg).toMatch(/<title id='t'>Serie de figuras: [^<]+<\/title>/);
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    expect(figure?.respuestas.map((r) => r.respuesta)).toEqual([
      'Figura A',
      'Figura B',
      'Figura C',
      'Figura D',
    ]);
  });

  it('let Simulacro Psicotécnico draw a Guardia Civil test from those topics, figures included', async () => {
    const temas = PSICOTECNICOS.get('guardia-civil-cabos-guardias')?.temas ?? [];
    const params = new URLSearchParams({
      proceso_id: String(ids.get('guardia-civil-cabos-guardias')),
      secciones: 'Psicotécnicos',
      temas: temas.join(','),
      numPreguntas: '60',
      psicotecnico: 'true',
    });
    const res = await request(server, 'GET', `/api/genera_test.php?${params.toString()}`, {
      token,
    });
    expect(res.status).toBe(200);
    const test = res.body as unknown as Served[];
    expect(test).toHaveLength(60);
    expect(test.every((q) => temas.includes(q.tema))).toBe(true);
  });

  it('store the rule and the figure of what the SA generates, with the option count of the process', async () => {
    const sa = await loginSuperAdmin(server);
    const idProceso = ids.get('policia-nacional-escala-basica');
    const res = await request(server, 'POST', '/api/generar_psicotecnicos.php', {
      token: sa.token,
      body: { id_proceso: idProceso, seccion: 'Psicotécnicos', tema: FIGURAS, num_preguntas: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.preguntas).toBe(3);
    const stored = await server.database.db
      .select()
      .from(questions)
      .where(and(eq(questions.idProceso, idProceso ?? -1), eq(questions.tema, FIGURAS)));
    const added = stored.filter((q) => q.ref === null);
    expect(added).toHaveLength(3);
    for (const q of added) {
      expect(q.respuestas).toHaveLength(3);
      expect(q.explicacion).toMatch(/ la figura que continúa la serie es la [ABC]: .+\.$/);
      expect(q.imagen).toMatch(/^data:image\/svg\+xml,/);
    }
    const starterOnes = await server.database.db
      .select({ ref: questions.ref })
      .from(questions)
      .where(and(eq(questions.idProceso, idProceso ?? -1), like(questions.ref, 'PNB-PSI-SF-%')));
    expect(starterOnes).toHaveLength(PSICO_POR_TEMA);
  });
});
