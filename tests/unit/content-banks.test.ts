// Every starter bank listed in server/content/processes.ts, read with the real GIFT parser: the
// content rules (one correct option, the option count of the process, no repeated
// options, a source on every question, no repeated question in a bank, ≥ 600 in all) and a
// penalty and official format for every process.
import { describe, expect, it } from 'vitest';
import { STARTER_PROCESSES } from '../../server/content/processes';
import { readStarterBank } from '../../server/content/starter-banks';

const POLICIA_NACIONAL = 'policia-nacional-escala-basica';
const MIN_PER_BANK = 125;
const MIN_TOTAL = 600;

// readStarterBank throws, naming the file and line, on any refused question.
const banks = await Promise.all(
  STARTER_PROCESSES.map(async (proceso) => ({
    proceso,
    preguntas: (await readStarterBank(proceso)).questions,
  })),
);

const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

describe('starter banks', () => {
  it('give Policía Nacional three options and the rest four, as their exams do', () => {
    expect(STARTER_PROCESSES.map((p) => [p.slug, p.opciones])).toEqual([
      ['auxiliar-administrativo-estado', 4],
      ['administrativo-estado', 4],
      [POLICIA_NACIONAL, 3],
      ['guardia-civil-cabos-guardias', 4],
    ]);
  });

  it('cover the four processes, each with its own references', () => {
    expect(STARTER_PROCESSES.map((p) => p.slug)).toEqual([
      'auxiliar-administrativo-estado',
      'administrativo-estado',
      POLICIA_NACIONAL,
      'guardia-civil-cabos-guardias',
    ]);
    expect(new Set(STARTER_PROCESSES.map((p) => p.refPrefix)).size).toBe(STARTER_PROCESSES.length);
    expect(new Set(STARTER_PROCESSES.map((p) => p.descripcion)).size).toBe(
      STARTER_PROCESSES.length,
    );
  });

  it(`hold at least ${MIN_TOTAL} questions in all`, () => {
    const total = banks.reduce((sum, bank) => sum + bank.preguntas.length, 0);
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL);
  });

  describe.each(banks)('$proceso.descripcion', ({ proceso, preguntas }) => {
    const options = proceso.opciones;

    it('carries its penalty and its official format', () => {
      expect(proceso.penalizacion).toBeCloseTo(1 / (options - 1), 10);
      expect(proceso.formato).not.toBeNull();
      expect(Number.isInteger(proceso.formato?.preguntas)).toBe(true);
      expect(Number.isInteger(proceso.formato?.minutos)).toBe(true);
      expect(proceso.formato?.preguntas).toBeGreaterThan(0);
      expect(proceso.formato?.minutos).toBeGreaterThan(0);
    });

    it(`holds at least ${MIN_PER_BANK} questions`, () => {
      expect(preguntas.length).toBeGreaterThanOrEqual(MIN_PER_BANK);
    });

    it('can fill a test in its official format without psychotechnic topics', () => {
      const temario = preguntas.filter((q) => !/^psico - /i.test(q.tema));
      expect(temario.length).toBeGreaterThanOrEqual(proceso.formato?.preguntas ?? Infinity);
    });

    it(`gives every question ${options} distinct options, exactly one correct, and a source`, () => {
      for (const q of preguntas) {
        const label = q.ref ?? q.pregunta;
        expect(q.respuestas, label).toHaveLength(options);
        expect(
          q.respuestas.every((r) => r.trim() !== ''),
          label,
        ).toBe(true);
        expect(new Set(q.respuestas.map(key)).size, label).toBe(options);
        expect(Number.isInteger(q.correcta), label).toBe(true);
        expect(q.correcta, label).toBeGreaterThanOrEqual(0);
        expect(q.correcta, label).toBeLessThan(options);
        expect(q.fuente?.trim(), label).toBeTruthy();
        expect(q.seccion.trim(), label).toBeTruthy();
        expect(q.tema.trim(), label).toBeTruthy();
      }
    });

    it('repeats no question and no reference', () => {
      const texts = preguntas.map((q) => key(q.pregunta));
      expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
      const refs = preguntas.map((q) => q.ref);
      expect(refs.every((ref) => ref !== null)).toBe(true);
      expect(refs.filter((r, i) => refs.indexOf(r) !== i)).toEqual([]);
    });

    it('spreads its questions over several sections and topics', () => {
      expect(new Set(preguntas.map((q) => q.seccion)).size).toBeGreaterThanOrEqual(2);
      expect(new Set(preguntas.map((q) => q.tema)).size).toBeGreaterThanOrEqual(5);
    });
  });
});
