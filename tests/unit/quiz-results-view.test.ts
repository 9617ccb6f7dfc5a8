// What the results screen shows: from the full record of a test finished on this
// device, and rebuilt from a history item plus the kept bank with what is missing said; and
// 'Tus últimos procesos' completed with the tests on the device.
import { describe, expect, it } from 'vitest';
import type { TestQuestion } from '../../src/core/contract';
import { optionOrder as order, scoreTest } from '../../src/core/quiz';
import { mergeRecentProcesses } from '../../src/core/stats';
import type { LocalTest, ResultRecord } from '../../src/lib/db/schema';
import { asShown } from '../../src/features/quiz/data/professor';
import {
  indiceOfText,
  viewOfHistory,
  viewOfRecord,
} from '../../src/features/quiz/data/result-view';

const question = (id: number, seccion: string, tema: string): TestQuestion => ({
  id,
  pregunta: `Pregunta ${id}`,
  respuestas: [1, 2, 3, 4].map((indice) => ({ indice, respuesta: `R${indice} de ${id}` })),
  correcta_indice: 2,
  seccion,
  tema,
  fuente: `Art. ${id} CE`,
  explicacion: null,
  imagen: null,
});

const questions = [
  question(11, 'A', 'a1'),
  question(12, 'A', 'a2'),
  question(13, 'B', 'b1'),
  question(14, 'B', 'b1'),
];

function record(barajar: boolean): ResultRecord {
  return {
    uuid: 'u-1',
    userId: 7,
    finishedAt: Date.parse('2026-11-21T10:20:00Z'),
    fechaInicio: '2026-11-21T10:00:00Z',
    testKey: 'k',
    config: {
      idProceso: 3,
      tipo: 'examen',
      psicotecnico: false,
      secciones: ['A', 'B'],
      temas: [],
      numPreguntas: 4,
      minutos: 30,
      barajar,
    },
    descripcion: 'Policía Nacional – Escala Básica',
    penalizacion: 1 / 2,
    notaMinima: { nota: 3, fuente: 'Orden INT/632/2024' },
    questions,
    respuestas: { '11': 2, '12': 1, '13': null, '14': 2 },
    marcadas: [13],
    tiempoRestanteS: 600,
    timedOut: false,
  };
}

describe('the results of a test finished on this device', () => {
  it('has the counts apart, the penalised nota, the time used and the tables', () => {
    const view = viewOfRecord(record(false));
    expect(view).toMatchObject({
      total: 4,
      aciertos: 2,
      fallos: 1,
      enBlanco: 1,
      marcadas: 1,
      nota: 5,
      tiempoEmpleadoS: 1200,
      missing: [],
    });
    // (2 − 1 × 1/2) / 4 × 10
    expect(view.notaPenalizada).toBe(3.75);
    expect(
      view.breakdown?.secciones.map((r) => [r.nombre, r.aciertos, r.fallos, r.en_blanco]),
    ).toEqual([
      ['A', 1, 1, 0],
      ['B', 1, 0, 1],
    ]);
    expect(view.items.map((i) => i.estado)).toEqual([
      'acertada',
      'fallada',
      'en_blanco',
      'acertada',
    ]);
    expect(view.items[2]).toMatchObject({
      marcada: true,
      userText: 'Sin responder',
      correctText: 'B. R2 de 13',
    });
    expect(view.repeat?.idProceso).toBe(3);
  });
  it('letters the answers as they were on screen when the options were shuffled', () => {
    const view = viewOfRecord(record(true));
    const ids = questions.map((q) => q.id);
    for (const item of view.items) {
      const shown = order(item.question.respuestas, true, ids, item.question.id);
      expect(item.options).toEqual(shown);
      const at = shown.findIndex((o) => o.indice === item.question.correcta_indice);
      expect(item.correctText).toBe(`${String.fromCharCode(65 + at)}. R2 de ${item.question.id}`);
    }
  });
});

describe('the results rebuilt from the history', () => {
  // The server's corrections of the same test (letters by the bank's indice).
  const { acertadas, falladas } = scoreTest(questions, record(false).respuestas, 1 / 2);
  const score = { acertadas, falladas };
  const test: LocalTest = {
    uuid: 'u-1',
    userId: 7,
    serverId: 5,
    finishedAt: Date.parse('2026-11-21T10:20:00Z'),
    id_proceso: 3,
    tipo_test: 'examen',
    psicotecnico: false,
    estado: 'finalizado',
    fecha_inicio: '2026-11-21T10:00:00Z',
    fecha_finalizacion: '2026-11-21T10:20:00Z',
    descripcion: 'Policía Nacional – Escala Básica',
    temas: '',
    secciones: 'A,B',
    aciertos: 2,
    fallos: 2,
    en_blanco: 1,
    num_preguntas: 4,
    nota: 5,
    nota_penalizada: 3.75,
    tiempo: 30,
    tiempo_restante: 600,
    acertadas: score.acertadas,
    falladas: score.falladas,
  };

  it('with the whole bank kept: everything but the marks and the order shown', () => {
    const bank = new Map(questions.map((q) => [q.id, q]));
    const view = viewOfHistory(test, score, bank, {
      penalizacion: 0.5,
      nota_minima: { nota: 3, fuente: 'x' },
    });
    expect(view).toMatchObject({
      aciertos: 2,
      fallos: 1,
      enBlanco: 1,
      notaPenalizada: 3.75,
      penalizacion: 0.5,
      marcadas: 0,
    });
    expect(view.items.map((i) => [i.question.id, i.estado, i.chosen])).toEqual([
      [11, 'acertada', 2],
      [12, 'fallada', 1],
      [13, 'en_blanco', null],
      [14, 'acertada', 2],
    ]);
    expect(view.items[0]?.question.fuente).toBe('Art. 11 CE');
    expect(view.missing).toHaveLength(2);
    expect(view.missing.join(' ')).toMatch(/marcaste/);
    expect(view.repeat).toMatchObject({ idProceso: 3, secciones: ['A', 'B'], numPreguntas: 4 });
  });
  it("without the bank: the corrections' texts, and what is missing said", () => {
    const view = viewOfHistory(test, score, new Map(), null);
    expect(view.items[1]).toMatchObject({
      options: null,
      userText: 'A. R1 de 12',
      correctText: 'B. R2 de 12',
    });
    expect(view.penalizacion).toBeNull();
    expect(view.missing.join(' ')).toMatch(/de 4 preguntas que no están en el banco/);
    expect(view.repeat).toBeNull();
    expect(view.breakdown?.secciones).toEqual([
      { nombre: 'Sin clasificar', preguntas: 4, aciertos: 2, fallos: 1, en_blanco: 1 },
    ]);
  });
  it('reads the indice back from a stored answer text', () => {
    expect(indiceOfText('C. Lo que sea')).toBe(3);
    expect(indiceOfText('Sin responder')).toBeNull();
  });
});

describe('Profesor Virtual is asked with the options as shown', () => {
  it('renumbers the options, the right one and the chosen one by their place on screen', () => {
    const q = question(1, 'A', 'a');
    const shown = [q.respuestas[2], q.respuestas[1], q.respuestas[0], q.respuestas[3]].filter(
      (o) => o !== undefined,
    );
    expect(asShown(q, 1, shown)).toEqual({
      respuestas: [
        { indice: 1, respuesta: 'R3 de 1' },
        { indice: 2, respuesta: 'R2 de 1' },
        { indice: 3, respuesta: 'R1 de 1' },
        { indice: 4, respuesta: 'R4 de 1' },
      ],
      correcta: 2,
      elegida: 3,
    });
    expect(asShown(q, null, shown).elegida).toBeNull();
  });
});

describe("'Tus últimos procesos'", () => {
  const server = [
    {
      id_proceso: 1,
      descripcion: 'Uno',
      foto: 'uno.png',
      fecha_inicio: '2026-01-01T00:00:00Z',
      fecha_fin: '2026-01-02T00:00:00Z',
      ultima_fecha: '2026-01-02T00:00:00Z',
    },
    {
      id_proceso: 2,
      descripcion: 'Dos',
      foto: null,
      fecha_inicio: '2026-01-01T00:00:00Z',
      fecha_fin: null,
      ultima_fecha: '2026-01-03T00:00:00Z',
    },
  ];
  it('puts the process of a test just finished here first, new or known', () => {
    const merged = mergeRecentProcesses(server, [
      {
        id_proceso: 3,
        descripcion: 'Tres',
        fecha_inicio: '2026-02-01T00:00:00Z',
        fecha_finalizacion: '2026-02-01T00:10:00Z',
        finishedAt: Date.parse('2026-02-01T00:10:00Z'),
      },
      {
        id_proceso: 1,
        descripcion: 'Uno',
        fecha_inicio: '2026-02-02T00:00:00Z',
        fecha_finalizacion: '2026-02-02T00:10:00Z',
        finishedAt: Date.parse('2026-02-02T00:10:00Z'),
      },
      {
        id_proceso: 2,
        descripcion: 'Dos',
        fecha_inicio: '2025-12-01T00:00:00Z',
        fecha_finalizacion: null,
        finishedAt: Date.parse('2025-12-01T00:00:00Z'),
      },
    ]);
    expect(merged.map((p) => [p.id_proceso, p.ultima_fecha])).toEqual([
      [1, '2026-02-02T00:10:00.000Z'],
      [3, '2026-02-01T00:10:00.000Z'],
      [2, '2026-01-03T00:00:00Z'],
    ]);
    expect(merged[0]?.foto).toBe('uno.png');
  });
});
