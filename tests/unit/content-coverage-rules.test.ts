// The measures of scripts/content-coverage.ts on small hand-made banks, so that a figure the
// content test enforces means what it says.
import { describe, expect, it } from 'vitest';
import {
  absoluteFigure,
  correctIsLongest,
  fuenteProblem,
  hasAbsoluteWord,
  longestFigures,
  processCoverage,
} from '../../server/content/coverage';
import type { FuenteCitable } from '../../server/content/fuentes/types';
import type { Programa } from '../../server/content/programas/types';
import type { BankQuestion } from '../../src/core/formats/types';

const q = (
  respuestas: string[],
  correcta: number,
  extra: Partial<BankQuestion> = {},
): BankQuestion => ({
  seccion: 'Bloque I',
  tema: 'Tema 1. La Constitución',
  pregunta: `¿${respuestas.join('/')}?`,
  respuestas,
  correcta,
  fuente: 'Art. 1 CE',
  explicacion: 'Porque lo dice el artículo.',
  ref: null,
  ...extra,
});

const citables: ReadonlyMap<string, FuenteCitable> = new Map(
  [
    { id: 'CE', nombre: 'Constitución Española de 1978', tipo: 'ley' as const },
    { id: 'Ley 39/2015', nombre: 'Ley 39/2015…', tipo: 'ley' as const },
    { id: 'Microsoft Word 2019', nombre: 'Ayuda de Microsoft Word 2019', tipo: 'obra' as const },
  ].map((c) => [c.id, c]),
);

describe('the longest-correct giveaway', () => {
  it('counts a right option longer than every other, and not a tie', () => {
    expect(correctIsLongest(q(['corta', 'la más larga de todas', 'media'], 1))).toBe(true);
    expect(correctIsLongest(q(['igual', 'igual!', 'corta'], 0))).toBe(false);
    expect(correctIsLongest(q(['abcde', 'fghij'], 0))).toBe(false);
  });

  it('gives the rate per option count', () => {
    const figures = longestFigures([
      q(['a', 'bbbb', 'c', 'd'], 1),
      q(['a', 'bbbb', 'c', 'd'], 0),
      q(['aaa', 'b', 'c'], 0),
    ]);
    expect(figures).toEqual([
      { opciones: 3, preguntas: 1, longest: 1, rate: 1 },
      { opciones: 4, preguntas: 2, longest: 1, rate: 0.5 },
    ]);
  });
});

describe('absolute words', () => {
  it('finds whole words and phrases, in any case, accents included', () => {
    expect(hasAbsoluteWord('Nunca, salvo ley')).toBe(true);
    expect(hasAbsoluteWord('En todo caso, el Rey')).toBe(true);
    expect(hasAbsoluteWord('sólo el Congreso')).toBe(true);
    expect(hasAbsoluteWord('Un solomillo')).toBe(false);
    expect(hasAbsoluteWord('Consiempre')).toBe(false);
  });

  it('compares their rate in right options with their rate in wrong ones', () => {
    const figure = absoluteFigure([
      q(['Siempre', 'A veces'], 1),
      q(['Nunca', 'Solo en verano'], 1),
    ]);
    expect(figure).toEqual({ correctRate: 0.5, wrongRate: 1, ratio: 0.5 });
    expect(absoluteFigure([q(['a', 'b'], 0)]).ratio).toBeNull();
  });
});

describe('sources', () => {
  it('accepts an article of a listed law, several citations and a listed work', () => {
    expect(fuenteProblem('Art. 66.1 CE', citables)).toBeNull();
    expect(fuenteProblem('Art. 53.1.a) Ley 39/2015', citables)).toBeNull();
    expect(fuenteProblem('Arts. 15 a 29 CE; Art. 21.3 Ley 39/2015', citables)).toBeNull();
    expect(fuenteProblem('Disp. adic. 1.ª Ley 39/2015', citables)).toBeNull();
    expect(fuenteProblem('Microsoft Word 2019, Insertar > Tabla', citables)).toBeNull();
  });

  it('refuses a missing source, an unlisted law and a law cited without an article', () => {
    expect(fuenteProblem(null, citables)).toBe('Sin fuente');
    expect(fuenteProblem('Art. 5 Ley 1/2000', citables)).toMatch(
      /no termina con una ley de la lista/,
    );
    expect(fuenteProblem('CE 1978, arts. 1 a 169', citables)).toMatch(/no termina con una ley/);
    expect(fuenteProblem('Según la CE', citables)).toMatch(/localizador/);
  });
});

describe('a process against its programme', () => {
  const programa: Programa = {
    slug: 'x',
    convocatoria: { boe: 'BOE-A-2025-1', fecha: '2025-12-22', titulo: 'Resolución' },
    temas: [
      {
        numero: 1,
        seccion: 'Bloque I',
        tema: 'Tema 1. La Constitución',
        titulo: 'La Constitución…',
      },
      { numero: 2, seccion: 'Bloque I', tema: 'Tema 2. Las Cortes', titulo: 'Las Cortes…' },
    ],
    psicotecnicos: [],
  };

  it('counts each tema, names the ones under the minimum and the questions outside the programme', () => {
    const questions = [
      // The right option is the longest in 4 of 20: within the band.
      ...Array.from({ length: 20 }, (_, i) =>
        q(['a', 'b', 'c', 'dd'], i < 4 ? 3 : i % 3, { pregunta: `P${i}` }),
      ),
      q(['a', 'b', 'c', 'd'], 0, { tema: 'Tema 9. Otro' }),
      q(['a', 'b', 'c', 'd'], 0, {
        tema: 'Psico - Series',
        seccion: 'Psicotécnicos',
        fuente: null,
      }),
    ];
    const coverage = processCoverage(programa, questions, citables);
    expect(coverage.temas.map((t) => t.preguntas)).toEqual([20, 0]);
    expect(coverage.psico).toEqual([{ tema: 'Psico - Series', preguntas: 1 }]);
    expect(coverage.fuera).toEqual([{ seccion: 'Bloque I', tema: 'Tema 9. Otro', preguntas: 1 }]);
    expect(coverage.problemas).toEqual([
      '"Tema 2. Las Cortes" tiene 0 preguntas (mínimo 20)',
      '1 preguntas en "Bloque I/Tema 9. Otro", que no es un tema del programa',
    ]);
  });

  it('refuses a section or topic name with a comma, which genera_test.php would split in two', () => {
    const withComma: Programa = {
      ...programa,
      temas: [
        {
          numero: 1,
          seccion: 'Bloque I',
          tema: 'Tema 1. Documento, registro y archivo',
          titulo: '…',
        },
      ],
    };
    expect(processCoverage(withComma, [], citables).problemas).toContain(
      '"Tema 1. Documento, registro y archivo" lleva una coma: genera_test.php no podría pedirlo',
    );
  });

  it('reports missing explanations, bad sources and giveaways', () => {
    const questions = Array.from({ length: 20 }, (_, i) =>
      q(['a', 'b', 'c', 'la más larga'], 3, {
        pregunta: `P${i}`,
        explicacion: i === 0 ? null : 'x',
        fuente: i === 1 ? 'CE' : 'Art. 1 CE',
      }),
    );
    const problemas = processCoverage(
      { ...programa, temas: programa.temas.slice(0, 1) },
      questions,
      citables,
    ).problemas;
    expect(problemas).toEqual([
      '1 preguntas sin explicación',
      '1 fuentes fuera del formato',
      'La correcta es la más larga en el 100,0 % de las preguntas de 4 opciones (entre 12,5 % y 30,0 %)',
    ]);
  });

  it('also refuses the opposite tricks: the longest almost never right, absolute words marking the right one', () => {
    const questions = Array.from({ length: 20 }, (_, i) =>
      q(['la más larga de todas', 'b', 'c', i < 4 ? 'siempre' : 'd'], i < 4 ? 3 : 1 + (i % 3), {
        pregunta: `P${i}`,
      }),
    );
    const problemas = processCoverage(
      { ...programa, temas: programa.temas.slice(0, 1) },
      questions,
      citables,
    ).problemas;
    expect(problemas).toEqual([
      'La correcta es la más larga en el 0,0 % de las preguntas de 4 opciones (entre 12,5 % y 30,0 %)',
    ]);
    const marked = processCoverage(
      { ...programa, temas: programa.temas.slice(0, 1) },
      [...questions, q(['Siempre', 'a', 'b', 'en ningún caso'], 0, { pregunta: 'X1' })],
      citables,
    ).problemas;
    // 5 of 21 right options and 1 of 63 wrong ones: 15 times the rate.
    expect(marked).toContain(
      'Las palabras absolutas aparecen en las correctas a 15.00 veces su tasa en las incorrectas (entre 0.5 y 2)',
    );
  });
});
