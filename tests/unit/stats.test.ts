import { describe, expect, it } from 'vitest';
import type { UserStats } from '../../src/core/contract';
import { userStatsSchema } from '../../src/core/contract';
import type { ShownStats, StatsTest } from '../../src/core/stats';
import {
  CACHE_PREFIX,
  EMPTY_STATS,
  lastSyncText,
  readCached,
  writeCached,
  averageSeconds,
  compareRanking,
  logros,
  notaMediaFromHundredths,
  notaMediaText,
  notaTimeline,
  perfectStreak,
  podium,
  precision,
  precisionTone,
  rankingName,
  recomendaciones,
  shownStats,
  summarizeTests,
  tiempoPromedioText,
  timeBand,
  topicTestLink,
  weakestFirst,
} from '../../src/core/stats';

const two = (n: number) => n.toFixed(2).replace('.', ',');

function test(overrides: Partial<StatsTest> & { at: string }): StatsTest {
  const { at, ...rest } = overrides;
  return {
    tipo_test: 'simulacion',
    estado: 'finalizado',
    aciertos: 4,
    fallos: 0,
    en_blanco: 0,
    num_preguntas: 4,
    nota: 10,
    tiempo: 10,
    tiempo_restante: 540,
    fecha_inicio: at,
    fecha_finalizacion: at,
    ...rest,
  };
}

const shown = (s: Partial<ShownStats>): ShownStats => ({
  preguntas: 20,
  precision: 70,
  segundos: 28,
  racha: 0,
  ...s,
});

describe('precision and its colour', () => {
  it('is the rounded percentage of right answers, 0 with no questions', () => {
    expect(precision(0, 0)).toBe(0);
    expect(precision(1, 2)).toBe(33);
    expect(precision(2, 1)).toBe(67);
    expect(precision(199, 1)).toBe(100);
    expect(precision(1, 199)).toBe(1);
    // 79.5 shows as 80.
    expect(precision(159, 41)).toBe(80);
    expect(precision(159, 42)).toBe(79);
  });

  it.each([
    [100, 'verde'],
    [80, 'verde'],
    [79, 'amarillo'],
    [60, 'amarillo'],
    [59, 'rojo'],
    [0, 'rojo'],
  ] as const)('%i%% is %s', (p, tone) => {
    expect(precisionTone(p)).toBe(tone);
  });
});

describe('time', () => {
  it('rounds the average to whole seconds, half up', () => {
    expect(averageSeconds(20.49)).toBe(20);
    expect(averageSeconds(20.5)).toBe(21);
    expect(averageSeconds(0.4)).toBe(0);
  });

  it.each([
    [0, null],
    [1, 'ideal'],
    [20, 'ideal'],
    [21, 'aceptable'],
    [30, 'aceptable'],
    [31, 'mejorable'],
    [400, 'mejorable'],
  ] as const)('%i s is in band %s', (s, band) => {
    expect(timeBand(s)).toBe(band);
  });

  it("shows '-' for 0 and whole seconds otherwise", () => {
    expect(tiempoPromedioText(0)).toBe('-');
    expect(tiempoPromedioText(0.49)).toBe('-');
    expect(tiempoPromedioText(65.26)).toBe('65s');
  });
});

describe('nota media', () => {
  it("shows two decimals, or '-' when it is 0", () => {
    expect(notaMediaText(0, two)).toBe('-');
    expect(notaMediaText(8.5, two)).toBe('8,50');
  });

  it('averages hundredths exactly and rounds half up', () => {
    expect(notaMediaFromHundredths(0, 0)).toBe(0);
    // (7.5 + 10 + 5 + 10) / 4 = 8.125
    expect(notaMediaFromHundredths(3250, 4)).toBe(8.13);
    // 3.33 + 3.33 + 3.34 = 10 / 3 = 3.333…
    expect(notaMediaFromHundredths(1000, 3)).toBe(3.33);
  });
});

describe('achievements', () => {
  const got = (s: ShownStats) =>
    logros(s)
      .filter((l) => l.conseguido)
      .map((l) => l.titulo);

  it("'Principiante' from 10 questions", () => {
    expect(got(shown({ preguntas: 9, precision: 0 }))).toEqual([]);
    expect(got(shown({ preguntas: 10, precision: 0 }))).toEqual(['Principiante']);
  });

  it("'Precision Master' from 80% with at least 5 questions", () => {
    expect(got(shown({ preguntas: 4, precision: 100 }))).toEqual([]);
    expect(got(shown({ preguntas: 5, precision: 80 }))).toEqual(['Precision Master']);
    expect(got(shown({ preguntas: 5, precision: 79 }))).toEqual([]);
  });

  it("'En Racha' from a streak of 3", () => {
    expect(got(shown({ preguntas: 0, precision: 0, racha: 2 }))).toEqual([]);
    expect(got(shown({ preguntas: 0, precision: 0, racha: 3 }))).toEqual(['En Racha']);
  });

  it('lists the three, reached or not', () => {
    expect(logros(shown({})).map((l) => l.titulo)).toEqual([
      'Principiante',
      'Precision Master',
      'En Racha',
    ]);
  });
});

describe('recommendations', () => {
  const ids = (s: ShownStats) => recomendaciones(s).map((r) => r.id);

  it('always ends with the general tip', () => {
    expect(ids(shown({ precision: 70, segundos: 28 }))).toEqual(['general']);
  });

  it('asks for precision under 60', () => {
    expect(ids(shown({ precision: 59 }))).toEqual(['precision', 'general']);
    expect(ids(shown({ precision: 60 }))).toEqual(['general']);
  });

  it('asks for speed over 30 s', () => {
    expect(ids(shown({ segundos: 31 }))).toEqual(['velocidad', 'general']);
    expect(ids(shown({ segundos: 30 }))).toEqual(['general']);
  });

  it('praises 80% or more with 25 s or less', () => {
    expect(ids(shown({ precision: 80, segundos: 25 }))).toEqual(['excelente', 'general']);
    expect(ids(shown({ precision: 80, segundos: 26 }))).toEqual(['general']);
    expect(ids(shown({ precision: 79, segundos: 25 }))).toEqual(['general']);
  });

  it('combines them', () => {
    expect(ids(shown({ precision: 10, segundos: 90 }))).toEqual([
      'precision',
      'velocidad',
      'general',
    ]);
  });
});

describe('summarizeTests', () => {
  const tests = [
    test({
      at: '2026-03-01T10:00:00Z',
      aciertos: 3,
      fallos: 1,
      en_blanco: 1,
      nota: 7.5,
      tiempo_restante: 0,
    }),
    test({ at: '2026-03-02T10:00:00Z', aciertos: 2, fallos: 2, nota: 5, tiempo_restante: 500 }),
    test({ at: '2026-03-03T10:00:00Z', tipo_test: 'examen', nota: 10, tiempo_restante: 560 }),
    test({ at: '2026-03-04T10:00:00Z', nota: 10, tiempo_restante: 580 }),
    test({ at: '2026-03-05T10:00:00Z', estado: 'en_progreso', aciertos: 0, fallos: 4, nota: 0 }),
  ];

  it('is empty with no finished tests', () => {
    expect(summarizeTests([])).toEqual(EMPTY_STATS);
    expect(summarizeTests(tests, 'examen').total_tests).toBe(1);
  });

  it('counts finished tests only and computes every figure', () => {
    expect(summarizeTests(tests)).toEqual<UserStats>({
      total_aciertos: 13,
      total_fallos: 3,
      nota_media: 8.13,
      total_tests: 4,
      // (600 + 100 + 40 + 20) s over (3 + 4 + 4 + 4) answered questions.
      tiempo_promedio: 50.67,
      racha_perfecta: 2,
    });
  });

  it('filters by type', () => {
    expect(summarizeTests(tests, 'simulacion')).toMatchObject({
      total_tests: 3,
      racha_perfecta: 1,
      nota_media: 7.5,
    });
  });

  it('never counts negative time, nor a test without nota in the mean', () => {
    const s = summarizeTests([
      test({ at: '2026-01-01T00:00:00Z', tiempo: 1, tiempo_restante: 9999, nota: null }),
      test({ at: '2026-01-02T00:00:00Z', nota: 6 }),
    ]);
    expect(s.nota_media).toBe(6);
    expect(s.tiempo_promedio).toBe(7.5);
  });

  it('reads the streak from the newest test, whatever the order given', () => {
    const shuffled = [tests[3]!, tests[0]!, tests[2]!, tests[1]!];
    expect(perfectStreak(shuffled)).toBe(2);
    expect(perfectStreak([test({ at: '2026-01-01T00:00:00Z', fallos: 1 })])).toBe(0);
  });

  it('feeds the shown figures', () => {
    expect(shownStats(summarizeTests(tests))).toEqual({
      preguntas: 16,
      precision: 81,
      segundos: 51,
      racha: 2,
    });
  });
});

describe('topics', () => {
  const topic = (tema: string, aciertos: number, fallos: number) => ({
    id_proceso: 1,
    proceso: 'Auxiliar',
    seccion: 'Bloque I',
    tema,
    aciertos,
    fallos,
  });

  it('puts the weakest first, then the one with more answers, and drops empty ones', () => {
    const list = weakestFirst([
      topic('B', 8, 2),
      topic('A', 1, 1),
      topic('C', 5, 5),
      topic('D', 0, 0),
      topic('E', 4, 1),
    ]);
    expect(list.map((t) => [t.tema, t.precision])).toEqual([
      ['C', 50],
      ['A', 50],
      ['B', 80],
      ['E', 80],
    ]);
  });

  it('links to a test of that topic, psychotechnic ones to the psychotechnic test', () => {
    expect(topicTestLink({ id_proceso: 3, seccion: 'Bloque I', tema: 'La Constitución' })).toBe(
      '/test?proceso=3&secciones=Bloque+I&temas=La+Constituci%C3%B3n',
    );
    expect(
      topicTestLink({ id_proceso: 3, seccion: 'Psicotécnicos', tema: 'Psico - Series' }),
    ).toMatch(/^\/test-psicotecnico\?proceso=3&/);
    const params = new URLSearchParams(
      topicTestLink({ id_proceso: 1, seccion: 'A & B', tema: 'x=y' }).split('?')[1],
    );
    expect(params.get('secciones')).toBe('A & B');
    expect(params.get('temas')).toBe('x=y');
  });
});

describe('timeline', () => {
  it('lists finished tests with a nota, oldest first, the last 50 at most', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      test({ at: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(), nota: i % 10 }),
    );
    const points = notaTimeline([...many].reverse());
    expect(points).toHaveLength(50);
    expect(points[0]?.at).toBe(Date.UTC(2026, 0, 11));
    expect(points.every((p, i) => i === 0 || p.at > points[i - 1]!.at)).toBe(true);
    expect(notaTimeline([test({ at: '2026-01-01T00:00:00Z', nota: null })])).toEqual([]);
  });
});

describe('ranking', () => {
  const e = (id: number, nota_media: number, total_tests: number, total_aciertos: number) => ({
    id,
    nota_media,
    total_tests,
    total_aciertos,
  });

  it('orders by nota, tests, right answers, then id', () => {
    const list = [e(5, 5, 1, 2), e(4, 5, 1, 2), e(3, 5, 1, 4), e(2, 5, 2, 3), e(1, 8.75, 2, 7)];
    expect([...list].sort(compareRanking).map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives the podium and the anonymous name', () => {
    expect([1, 2, 3, 4].map(podium)).toEqual(['oro', 'plata', 'bronce', null]);
    expect(rankingName(null)).toBe('Usuario Anónimo');
    expect(rankingName('  ')).toBe('Usuario Anónimo');
    expect(rankingName('ana')).toBe('ana');
  });
});

describe('the copy kept on the device', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      map,
    };
  };

  it('reads back what was written, with its time, and nothing that no longer fits', () => {
    const s = memory();
    expect(readCached(s, 'x', userStatsSchema)).toBeNull();
    writeCached(s, 'x', EMPTY_STATS, 1234);
    expect(readCached(s, 'x', userStatsSchema)).toEqual({ data: EMPTY_STATS, savedAt: 1234 });
    s.map.set(`${CACHE_PREFIX}y`, JSON.stringify({ data: { total_tests: 'muchos' }, savedAt: 1 }));
    expect(readCached(s, 'y', userStatsSchema)).toBeNull();
    s.map.set(`${CACHE_PREFIX}z`, '{roto');
    expect(readCached(s, 'z', userStatsSchema)).toBeNull();
  });

  it('survives a full storage', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeCached(full, 'x', 1, 5)).toEqual({ data: 1, savedAt: 5 });
  });

  it('says when the data was last synced', () => {
    expect(lastSyncText(null, String)).toBe(
      'Sin conexión: todavía no hay datos guardados en este dispositivo.',
    );
    expect(lastSyncText(7, (ms) => `t${ms}`)).toBe(
      'Sin conexión: datos guardados en este dispositivo, sincronizados por última vez el t7.',
    );
  });
});
