import { describe, expect, it } from 'vitest';
import type { UserStats } from '../../src/core/contract';
import type { FilterableTest, StatsTest } from '../../src/core/stats';
import {
  NO_FILTER,
  filterHistory,
  isFiltered,
  pickStats,
  safeCorrections,
} from '../../src/core/stats';
import { quickActions } from '../../src/features/dashboard/components/quick-actions';

const t = (over: Partial<FilterableTest> & { id: string }) => ({
  tipo_test: 'simulacion' as const,
  fecha_inicio: '2026-03-10T08:00:00Z',
  fecha_finalizacion: '2026-03-10T09:00:00Z',
  temas: 'La Constitución Española',
  secciones: 'Bloque I',
  descripcion: 'Auxiliar Administrativo del Estado',
  ...over,
});

const dayOf = (iso: string) => iso.slice(0, 10);

describe('history filters', () => {
  const tests = [
    t({ id: 'a' }),
    t({
      id: 'b',
      tipo_test: 'examen',
      fecha_finalizacion: '2026-03-12T09:00:00Z',
      temas: 'Ofimática',
    }),
    t({
      id: 'c',
      fecha_finalizacion: null,
      fecha_inicio: '2026-03-08T09:00:00Z',
      secciones: 'Psicotécnicos',
    }),
    t({ id: 'd', descripcion: null, temas: 'Tema 100% práctico' }),
  ];
  const ids = (f: Partial<typeof NO_FILTER>) =>
    filterHistory(tests, { ...NO_FILTER, ...f }, dayOf).map((x) => x.id);

  it('keeps everything with no filter', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, q: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTER, tipo: 'examen' })).toBe(true);
  });

  it('filters by type', () => {
    expect(ids({ tipo: 'examen' })).toEqual(['b']);
    expect(ids({ tipo: 'simulacion' })).toEqual(['a', 'c', 'd']);
  });

  it('takes Desde and Hasta as days, both included, on the finalization or else the start date', () => {
    expect(ids({ desde: '2026-03-10' })).toEqual(['a', 'b', 'd']);
    expect(ids({ hasta: '2026-03-10' })).toEqual(['a', 'c', 'd']);
    expect(ids({ desde: '2026-03-09', hasta: '2026-03-09' })).toEqual([]);
    expect(ids({ desde: '2026-03-08', hasta: '2026-03-08' })).toEqual(['c']);
  });

  it('searches topics, sections and process without case or accents', () => {
    expect(ids({ q: 'CONSTITUCION' })).toEqual(['a', 'c']);
    expect(ids({ q: 'psicotécnicos' })).toEqual(['c']);
    expect(ids({ q: 'auxiliar' })).toEqual(['a', 'b', 'c']);
    expect(ids({ q: '100%' })).toEqual(['d']);
    expect(ids({ q: 'nada' })).toEqual([]);
  });
});

describe('corrections', () => {
  const ok = {
    id: 1,
    pregunta: '¿?',
    respuesta_usuario: 'A. x',
    correcta_indice: 1,
    respuesta_correcta: 'A. x',
  };

  it('reads arrays and JSON strings, and anything malformed as empty', () => {
    expect(safeCorrections([ok])).toEqual([ok]);
    expect(safeCorrections(JSON.stringify([ok]))).toEqual([ok]);
    expect(safeCorrections('{roto')).toEqual([]);
    expect(safeCorrections(null)).toEqual([]);
    expect(safeCorrections({ id: 1 })).toEqual([]);
    expect(safeCorrections([{ id: 'x' }])).toEqual([]);
  });
});

describe('which figures a screen shows', () => {
  const server: UserStats = {
    total_aciertos: 9,
    total_fallos: 1,
    nota_media: 9,
    total_tests: 1,
    tiempo_promedio: 10,
    racha_perfecta: 0,
  };
  const local = (serverId: number | null): StatsTest & { serverId: number | null } => ({
    serverId,
    tipo_test: 'simulacion',
    estado: 'finalizado',
    aciertos: 2,
    fallos: 0,
    en_blanco: 0,
    num_preguntas: 2,
    nota: 10,
    tiempo: 1,
    tiempo_restante: 40,
    fecha_inicio: '2026-01-01T00:00:00Z',
    fecha_finalizacion: '2026-01-01T00:00:20Z',
  });

  it("uses the server's fresh figures when nothing waits to be synced", () => {
    expect(pickStats(server, true, [local(1)])).toBe(server);
    expect(pickStats(server, false, [])).toBe(server);
    expect(pickStats(server, false, undefined)).toBe(server);
  });

  it("uses the device's tests when one is not synced, or the server's copy is old", () => {
    expect(pickStats(server, true, [local(1), local(null)])?.total_tests).toBe(2);
    expect(pickStats(server, false, [local(1)])?.total_tests).toBe(1);
    expect(pickStats(null, false, [local(null)], 'examen')?.total_tests).toBe(0);
    expect(pickStats(null, false, undefined)).toBeNull();
  });
});

describe('quick actions', () => {
  const labels = (nivel: Parameters<typeof quickActions>[0]) =>
    quickActions(nivel).map((a) => a.label);
  const common = ['Iniciar Test', 'Simulacro', 'Test de Personalidad', 'Apoya el proyecto'];

  it("gives 'Generar Test (Admin)' to the SA only and 'Ver Progreso' to admin and plain users", () => {
    expect(labels('SA')).toEqual([...common, 'Generar Test (Admin)']);
    expect(labels('admin')).toEqual([...common, 'Ver Progreso']);
    expect(labels('usuario')).toEqual([...common, 'Ver Progreso']);
    expect(labels('invitado')).toEqual(common);
    expect(quickActions('usuario').find((a) => a.label === 'Ver Progreso')?.to).toBe(
      '/estadisticas',
    );
    expect(quickActions('SA').find((a) => a.label === 'Apoya el proyecto')?.to).toBe('/donacion');
  });
});

describe('an answer older than the device', () => {
  it("is not trusted when it counts fewer tests than the device's synced history", () => {
    const server = {
      total_aciertos: 2,
      total_fallos: 0,
      nota_media: 10,
      total_tests: 1,
      tiempo_promedio: 5,
      racha_perfecta: 1,
    };
    const test = (serverId: number, at: string) => ({
      serverId,
      tipo_test: 'simulacion' as const,
      estado: 'finalizado',
      aciertos: 2,
      fallos: 0,
      en_blanco: 0,
      num_preguntas: 2,
      nota: 10,
      tiempo: 1,
      tiempo_restante: 50,
      fecha_inicio: at,
      fecha_finalizacion: at,
    });
    const two = [test(1, '2026-01-01T00:00:00Z'), test(2, '2026-01-02T00:00:00Z')];
    expect(pickStats(server, true, two)?.total_tests).toBe(2);
    expect(pickStats(server, true, two.slice(0, 1))).toBe(server);
  });
});
