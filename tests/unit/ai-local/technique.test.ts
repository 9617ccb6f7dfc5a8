import { describe, expect, it } from 'vitest';
import {
  LOCI_MAX,
  LOCI_MIN,
  METODOS,
  REVIEW_INTERVALS,
  generateTechnique,
} from '../../../src/core/ai-local';
import { PASSAGES, passage } from './fixtures';

const input = (metodo: (typeof METODOS)[number], resumen = passage('cortes-generales')) => ({
  resumen,
  tema: 'Las Cortes Generales',
  seccion: 'Organización Pública',
  metodo,
});

describe('local memorisation techniques', () => {
  it('uses the spaced review intervals of the spec: 10 min, 1 day, 3 days, 1 week, 1 month', () => {
    expect(REVIEW_INTERVALS.map((r) => r.minutos)).toEqual([10, 1440, 4320, 10080, 43200]);
  });

  it.each(METODOS)('ends %s with the spaced reviews and names the topic', (metodo) => {
    const text = generateTechnique(input(metodo));
    expect(text).toContain('Las Cortes Generales');
    expect(text).toContain(
      'Repasos espaciados: repasa a los 10 minutos, 1 día, 3 días, 1 semana y 1 mes',
    );
  });

  it.each(PASSAGES)(
    'places 8 to 12 key ideas of $name on the stations of a route (loci)',
    ({ text }) => {
      const stations = generateTechnique(input('loci', text))
        .split('\n')
        .filter((l) => l.startsWith('Estación '));
      expect(stations.length).toBeGreaterThanOrEqual(LOCI_MIN);
      expect(stations.length).toBeLessThanOrEqual(LOCI_MAX);
      stations.forEach((line, i) => expect(line.startsWith(`Estación ${i + 1} · `)).toBe(true));
    },
  );

  it('takes the loci ideas from the text', () => {
    const text = passage('gobierno');
    const ideas = generateTechnique(input('loci', text))
      .split('\n')
      .filter((l) => l.startsWith('Estación '))
      .map((l) => l.replace(/^Estación \d+ · [^:]+: /, ''))
      .filter((idea) => !idea.startsWith('Concepto clave'));
    for (const idea of ideas) expect(text.replace(/\s+/g, ' ')).toContain(idea);
  });

  it('draws a map with the topic at the centre and one branch per article', () => {
    const map = generateTechnique(input('mapa'));
    expect(map).toContain('LAS CORTES GENERALES');
    expect(map).toContain('├─ Artículo 66. Naturaleza y funciones');
    expect(map).toContain('└─ Artículo 71. Inviolabilidad e inmunidad');
  });

  it('writes self-test questions with their answers', () => {
    const text = generateTechnique(input('preguntas'));
    const questions = text.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(text.split('\n').filter((l) => l.trim().startsWith('Respuesta: '))).toHaveLength(
      questions.length,
    );
  });

  it('explains in plain words for feynman, with the key concepts', () => {
    const text = generateTechnique(input('feynman'));
    expect(text).toContain('1. La idea central en una frase:');
    expect(text).toContain('3. Conceptos que debes saber explicar sin mirar:');
  });

  it.each(METODOS)('gives the same %s for the same summary', (metodo) => {
    expect(generateTechnique(input(metodo))).toBe(generateTechnique(input(metodo)));
  });
});
