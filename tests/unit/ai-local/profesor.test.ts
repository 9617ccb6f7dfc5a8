import { describe, expect, it } from 'vitest';
import { explainAnswer, letterOf } from '../../../src/core/ai-local';
import { passage } from './fixtures';

const options = (...texts: string[]) => texts.map((respuesta, i) => ({ indice: i + 1, respuesta }));

const formaPolitica = {
  pregunta: 'Según la Constitución, ¿cuál es la forma política del Estado español?',
  respuestas: options(
    'La Monarquía absoluta',
    'La Monarquía constitucional',
    'La República federal',
    'La Monarquía parlamentaria',
  ),
  correcta: 4,
  elegida: 2,
  fuente: 'Art. 1.3 CE',
  explicacion:
    'El art. 1.3 CE dice que la forma política del Estado español es la Monarquía parlamentaria.',
  resumenes: [passage('titulo-preliminar'), passage('corona')],
};

const serie = {
  pregunta: '¿Qué número continúa la serie 2, 6, 18, 54...?',
  respuestas: options('160', '108', '156', '162'),
  correcta: 4,
  elegida: 2,
  fuente: 'Ejercicio psicotécnico generado por Opositor',
  explicacion: 'Cada término se multiplica por 3.',
  psicotecnico: true,
};

describe('local Profesor Virtual', () => {
  it('letters options from their indice', () => {
    expect([1, 2, 3, 4].map(letterOf)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('builds on the question’s explanation and source, and cites the summary', () => {
    const text = explainAnswer(formaPolitica);
    expect(text.startsWith('La respuesta correcta es la D: «La Monarquía parlamentaria».')).toBe(
      true,
    );
    expect(text).toContain('Elegiste la B: «La Monarquía constitucional».');
    expect(text).toContain(`Por qué: ${formaPolitica.explicacion}`);
    expect(text).toContain('Fuente: Art. 1.3 CE.');
    expect(text).toContain(
      'En tu resumen: «La forma política del Estado español es la Monarquía parlamentaria.»',
    );
  });

  it('says why the chosen option is wrong from what the explanation says of it', () => {
    const text = explainAnswer({
      pregunta: 'Según la Constitución, ¿cuántos diputados tiene como mínimo el Congreso?',
      respuestas: options('250', '300', '350', '400'),
      correcta: 2,
      elegida: 4,
      fuente: 'Art. 68.1 CE',
      explicacion: 'El art. 68.1 CE fija un mínimo de 300 y un máximo de 400 diputados.',
    });
    expect(text).toContain(
      'La D (400) no es la correcta: la explicación habla de 400, pero con otro papel.',
    );
    expect(text).toContain('un máximo de 400 diputados');
    expect(text).not.toContain('Lo establece el art. 68.1 CE');
  });

  it('without an explanation says only what is known: the right option and where to read it', () => {
    const text = explainAnswer({ ...formaPolitica, explicacion: null, resumenes: [] });
    expect(text).toContain('Esta pregunta aún no tiene explicación redactada');
    expect(text).toContain('la respuesta sale del art. 1.3 CE');
    expect(text).toContain(
      'La B («La Monarquía constitucional») no es la respuesta que da el banco para esta pregunta; compruébalo en el art. 1.3 CE.',
    );
    expect(text).not.toContain('Por qué:');
    const bare = explainAnswer({
      ...formaPolitica,
      explicacion: null,
      fuente: null,
      resumenes: [],
    });
    expect(bare).toContain('ni fuente, así que solo puedo indicarte cuál es la opción correcta');
    expect(bare).not.toMatch(/art\. /i);
  });

  it('says so when the answer was right, and when none was chosen', () => {
    expect(explainAnswer({ ...formaPolitica, elegida: 4 })).toContain(
      'Has acertado: elegiste la D.',
    );
    const none = explainAnswer({ ...formaPolitica, elegida: null, fuente: null, resumenes: [] });
    expect(none).toContain('La respuesta correcta es la D');
    expect(none).toContain('No respondiste esta pregunta.');
    expect(none).not.toContain('Fuente:');
    expect(none).not.toContain('En tu resumen');
  });

  it('explains a negative question the other way round', () => {
    const text = explainAnswer({
      pregunta:
        '¿Cuál de los siguientes NO figura entre los valores superiores del ordenamiento jurídico del artículo 1.1?',
      respuestas: options(
        'La justicia',
        'La libertad',
        'La seguridad jurídica',
        'El pluralismo político',
      ),
      correcta: 3,
      elegida: 1,
      fuente: 'Art. 1.1 CE',
    });
    expect(text).toContain('La respuesta correcta es la C');
    expect(text).toContain(
      'La A («La justicia») no es la respuesta porque sí cumple lo que dice el enunciado',
    );
  });

  it('explains a psychotechnic item by its rule and never asks to memorise its answer', () => {
    const text = explainAnswer(serie);
    expect(text).toContain(
      'La regla del ejercicio: cada término se multiplica por 3. Si la aplicas a los datos del enunciado, el resultado es 162.',
    );
    expect(text).toContain('La B (108) no cumple esa regla');
    expect(text).not.toMatch(/memoriz|asócia/i);
    expect(text).not.toContain('Fuente:');
  });

  it('reads the rule of an older bank from its source note, as a whole sentence', () => {
    const text = explainAnswer({
      ...serie,
      explicacion: null,
      fuente: 'Serie. cada término se multiplica por 3',
    });
    expect(text).toContain('La regla del ejercicio: cada término se multiplica por 3.');
    expect(text).not.toMatch(/establece Serie|memoriz/i);
    const none = explainAnswer({ ...serie, explicacion: null, fuente: null });
    expect(none).toContain('Este ejercicio no trae la regla que lo resuelve.');
  });

  it('gives the same explanation for the same input', () => {
    expect(explainAnswer(formaPolitica)).toBe(explainAnswer(formaPolitica));
  });
});
