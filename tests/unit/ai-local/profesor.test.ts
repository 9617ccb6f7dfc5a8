import { describe, expect, it } from 'vitest';
import { explainAnswer, letterOf } from '../../../src/core/ai-local';
import { passage } from './fixtures';

const formaPolitica = {
  pregunta: 'Según la Constitución, ¿cuál es la forma política del Estado español?',
  respuestas: [
    { indice: 1, respuesta: 'La Monarquía absoluta' },
    { indice: 2, respuesta: 'La Monarquía constitucional' },
    { indice: 3, respuesta: 'La República federal' },
    { indice: 4, respuesta: 'La Monarquía parlamentaria' },
  ],
  correcta: 4,
  elegida: 2,
  fuente: 'Art. 1.3 CE',
  resumenes: [passage('titulo-preliminar'), passage('corona')],
};

describe('local Profesor Virtual', () => {
  it('letters options from their indice', () => {
    expect([1, 2, 3, 4].map(letterOf)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('names the right letter and the chosen one, cites the source and the summary', () => {
    const text = explainAnswer(formaPolitica);
    expect(text.startsWith('La respuesta correcta es la D: «La Monarquía parlamentaria».')).toBe(
      true,
    );
    expect(text).toContain('Elegiste la B: «La Monarquía constitucional».');
    expect(text).toContain('Por qué no lo es la B:');
    expect(text).toContain('Fuente: Art. 1.3 CE.');
    expect(text).toContain(
      'En tu resumen: «La forma política del Estado español es la Monarquía parlamentaria.»',
    );
  });

  it('says so when the answer was right, and when none was chosen', () => {
    expect(explainAnswer({ ...formaPolitica, elegida: 4 })).toContain(
      'Has acertado: elegiste la D.',
    );
    const none = explainAnswer({ ...formaPolitica, elegida: null, fuente: null, resumenes: [] });
    expect(none).toContain('La respuesta correcta es la D');
    expect(none).toContain('No elegiste ninguna opción.');
    expect(none).not.toContain('Fuente:');
    expect(none).not.toContain('En tu resumen');
  });

  it('explains a negative question the other way round', () => {
    const text = explainAnswer({
      pregunta:
        '¿Cuál de los siguientes NO figura entre los valores superiores del ordenamiento jurídico del artículo 1.1?',
      respuestas: [
        'La justicia',
        'La libertad',
        'La seguridad jurídica',
        'El pluralismo político',
      ].map((respuesta, i) => ({
        indice: i + 1,
        respuesta,
      })),
      correcta: 3,
      elegida: 1,
      fuente: 'Art. 1.1 CE',
    });
    expect(text).toContain('La respuesta correcta es la C');
    expect(text).toContain('la opción que no encaja');
    expect(text).toContain('La A («La justicia») sí cumple lo que dice el enunciado');
  });

  it('points at a close number when the options are figures', () => {
    const text = explainAnswer({
      pregunta: '¿Cuántos artículos tiene la Constitución?',
      respuestas: ['169', '159', '178', '196'].map((respuesta, i) => ({
        indice: i + 1,
        respuesta,
      })),
      correcta: 1,
      elegida: 2,
    });
    expect(text).toContain('La cifra exacta es 169');
    expect(text).toContain('La B (159) es una cifra cercana');
  });

  it('gives the same explanation for the same input', () => {
    expect(explainAnswer(formaPolitica)).toBe(explainAnswer(formaPolitica));
  });
});
