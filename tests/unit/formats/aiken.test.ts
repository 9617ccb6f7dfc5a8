import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { parseAiken, toAiken } from '../../../src/core/formats/aiken';
import type { BankQuestion } from '../../../src/core/formats/gift';

const lines = (...rows: string[]): string => rows.join('\n');

const DESTINO = { seccion: 'Organización Pública', tema: 'Tema 1. La Constitución' };
const parse = (text: string) => parseAiken(text, DESTINO);

describe('parseAiken: valid input', () => {
  it('parses questions with ")" and "." options, and the FUENTE extension', () => {
    const text = lines(
      '¿En qué artículo se regulan las Cortes Generales?',
      'A) Artículo 66.1',
      'B) Artículo 1.2',
      'C) Artículo 97',
      'D) Artículo 56.1',
      'ANSWER: A',
      'FUENTE: Art. 66.1 CE',
      '',
      '¿Quién sanciona las leyes?',
      'A. El Presidente del Gobierno',
      'B. El Congreso',
      'C. El Rey',
      'ANSWER: C',
    );

    expect(parse(text)).toEqual({
      preguntas: [
        {
          ...DESTINO,
          pregunta: '¿En qué artículo se regulan las Cortes Generales?',
          respuestas: ['Artículo 66.1', 'Artículo 1.2', 'Artículo 97', 'Artículo 56.1'],
          correcta: 0,
          fuente: 'Art. 66.1 CE',
          explicacion: null,
          ref: null,
        },
        {
          ...DESTINO,
          pregunta: '¿Quién sanciona las leyes?',
          respuestas: ['El Presidente del Gobierno', 'El Congreso', 'El Rey'],
          correcta: 2,
          fuente: null,
          explicacion: null,
          ref: null,
        },
      ],
      rechazadas: [],
    });
  });

  it('accepts questions with no blank line between them, as Moodle does', () => {
    const text = lines(
      '¿Uno?',
      'A) a',
      'B) b',
      'ANSWER: B',
      '¿Dos?',
      'A) c',
      'B) d',
      'ANSWER: A',
      'FUENTE: F',
      '¿Tres?',
      'A) e',
      'B) f',
      'ANSWER: A',
    );

    const { preguntas, rechazadas } = parse(text);

    expect(rechazadas).toEqual([]);
    expect(preguntas.map((p) => [p.pregunta, p.correcta, p.fuente])).toEqual([
      ['¿Uno?', 1, null],
      ['¿Dos?', 0, 'F'],
      ['¿Tres?', 0, null],
    ]);
  });

  it('joins question text written over several lines and tidies whitespace', () => {
    const text = lines(
      '   ¿Texto   partido',
      '\ten dos líneas?  ',
      'A)    uno   dos  ',
      'B)\ttres',
      'ANSWER:B',
      'FUENTE:   Art.  1  ',
    );

    expect(parse(text).preguntas[0]).toMatchObject({
      pregunta: '¿Texto partido en dos líneas?',
      respuestas: ['uno dos', 'tres'],
      correcta: 1,
      fuente: 'Art. 1',
      explicacion: null,
    });
  });

  it('reads a first line that looks like an option as the question', () => {
    const { preguntas } = parse(
      lines('A. Machado escribió…', 'A) Campos de Castilla', 'B) Niebla', 'ANSWER: A'),
    );

    expect(preguntas[0]?.pregunta).toBe('A. Machado escribió…');
  });

  it('accepts a lower-case answer letter', () => {
    expect(parse(lines('¿P?', 'A) a', 'B) b', 'ANSWER: b')).preguntas[0]?.correcta).toBe(1);
  });

  it('uses the given sección and tema, tidied', () => {
    const { preguntas } = parseAiken('¿P?\nA) a\nB) b\nANSWER: A', {
      seccion: '  Sección   A ',
      tema: 'Tema\t1',
    });

    expect(preguntas[0]).toMatchObject({ seccion: 'Sección A', tema: 'Tema 1' });
  });

  it('handles CRLF, a BOM and several blank lines like plain LF', () => {
    const text = lines(
      '',
      '¿P?',
      'A) a',
      'B) b',
      'ANSWER: A',
      '',
      '',
      '',
      '¿Q?',
      'A) c',
      'B) d',
      'ANSWER: B',
    );

    expect(parse(`\uFEFF${text.replaceAll('\n', '\r\n')}\r\n`)).toEqual(parse(text));
    expect(parse(text).preguntas).toHaveLength(2);
  });

  it('returns nothing for empty input', () => {
    expect(parse('')).toEqual({ preguntas: [], rechazadas: [] });
    expect(parse('\n  \n\t\n')).toEqual({ preguntas: [], rechazadas: [] });
  });
});

describe('parseAiken: rejections', () => {
  // The broken item always starts on line 6, after a valid question and a blank line.
  const rejectOne = (...item: string[]) =>
    parse(
      lines(
        '¿Válida?',
        'A) a',
        'B) b',
        'ANSWER: A',
        '',
        ...item,
        '',
        '¿Otra?',
        'A) a',
        'B) b',
        'ANSWER: B',
      ),
    );

  it.each([
    [
      'no ANSWER line',
      ['¿P?', 'A) a', 'B) b'],
      'Falta la línea "ANSWER: <letra>" con la respuesta correcta',
    ],
    ['no options', ['¿P?', 'ANSWER: A'], 'La pregunta no tiene opciones ("A) …", "B) …")'],
    ['only a question line', ['¿P?'], 'La pregunta no tiene opciones ("A) …", "B) …")'],
    [
      'options out of order',
      ['¿P?', 'A) a', 'C) c', 'ANSWER: A'],
      'Las opciones deben ir en orden: se esperaba "B)" y aparece "C)"',
    ],
    [
      'an option over two lines',
      ['¿P?', 'A) a', 'que sigue aquí', 'B) b', 'ANSWER: A'],
      'Línea inesperada entre las opciones (cada opción ocupa una sola línea y empieza por "A)" o "A.")',
    ],
    [
      'an answer that is not a letter',
      ['¿P?', 'A) a', 'B) b', 'ANSWER: 1'],
      'La línea ANSWER debe indicar la letra de la opción correcta (p. ej. "ANSWER: B")',
    ],
    [
      'an empty answer',
      ['¿P?', 'A) a', 'B) b', 'ANSWER:'],
      'La línea ANSWER debe indicar la letra de la opción correcta (p. ej. "ANSWER: B")',
    ],
    [
      'an answer with no option',
      ['¿P?', 'A) a', 'B) b', 'ANSWER: D'],
      'La respuesta "D" no corresponde a ninguna opción',
    ],
    ['a lone ANSWER line', ['ANSWER: A'], 'Hay una línea ANSWER sin pregunta delante'],
    ['a single option', ['¿P?', 'A) a', 'ANSWER: A'], 'Debe haber al menos dos opciones'],
    ['an empty option', ['¿P?', 'A) a', 'B)', 'C) c', 'ANSWER: A'], 'Hay una opción vacía'],
    [
      'duplicate options',
      ['¿P?', 'A) Artículo 1', 'B) artículo   1', 'ANSWER: A'],
      'Hay opciones repetidas',
    ],
  ])('rejects %s', (_label, item, motivo) => {
    const { preguntas, rechazadas } = rejectOne(...item);

    expect(rechazadas).toEqual([{ linea: 6, motivo }]);
    expect(preguntas.map((p) => p.pregunta)).toEqual(['¿Válida?', '¿Otra?']);
  });

  it('splits at a blank line inside a question and reports both halves', () => {
    const { preguntas, rechazadas } = parse(lines('¿P?', '', 'A) a', 'B) b', 'ANSWER: A'));

    expect(preguntas).toEqual([]);
    expect(rechazadas).toEqual([
      { linea: 1, motivo: 'La pregunta no tiene opciones ("A) …", "B) …")' },
      { linea: 3, motivo: 'Las opciones deben ir en orden: se esperaba "A)" y aparece "B)"' },
    ]);
  });

  it('rejects every question when no sección or tema is given', () => {
    const { preguntas, rechazadas } = parseAiken(lines('¿P?', 'A) a', 'B) b', 'ANSWER: A'), {
      seccion: ' ',
      tema: 'Tema 1',
    });

    expect(preguntas).toEqual([]);
    expect(rechazadas).toEqual([
      {
        linea: 1,
        motivo: 'Falta la sección y el tema de destino (el formato Aiken no los incluye)',
      },
    ]);
  });

  it('reports each bad question on its first line', () => {
    const text = lines(
      '¿OK 1?', // 1
      'A) a',
      'B) b',
      'ANSWER: A',
      '', // 5
      '¿Sin respuesta?', // 6
      'A) a',
      'B) b',
      '', // 9
      '¿Repetidas, y sin línea en blanco después?', // 10
      'A) a',
      'B) a',
      'ANSWER: A',
      '¿OK 2?', // 14
      'A) a',
      'B) b',
      'ANSWER: B',
    );

    const { preguntas, rechazadas } = parse(text);

    expect(preguntas.map((p) => p.pregunta)).toEqual(['¿OK 1?', '¿OK 2?']);
    expect(rechazadas).toEqual([
      { linea: 6, motivo: 'Falta la línea "ANSWER: <letra>" con la respuesta correcta' },
      { linea: 10, motivo: 'Hay opciones repetidas' },
    ]);
  });

  it('never throws, whatever the input', () => {
    const pieces = [
      '¿P?',
      'A) a',
      'B. b',
      'C)',
      'ANSWER: A',
      'ANSWER: Z',
      'ANSWER:',
      'FUENTE: f',
      'texto',
      '',
    ];
    const text = fc
      .array(fc.constantFrom(...pieces), { maxLength: 30 })
      .map((rows) => rows.join('\n'));

    fc.assert(
      fc.property(text, (input) => {
        const lineCount = input.split('\n').length;
        for (const { linea } of parse(input).rechazadas) {
          expect(linea).toBeGreaterThanOrEqual(1);
          expect(linea).toBeLessThanOrEqual(lineCount);
        }
      }),
    );
  });
});

describe('toAiken', () => {
  const question: BankQuestion = {
    ...DESTINO,
    pregunta: '¿Quién sanciona\nlas leyes?',
    respuestas: ['El Presidente', 'El Rey', 'Las Cortes'],
    correcta: 1,
    fuente: 'Art. 91 CE',
    explicacion: null,
    ref: 'AAE-0002',
  };

  it('writes the documented layout, with FUENTE only when there is one', () => {
    expect(toAiken([question, { ...question, fuente: null, pregunta: '¿Otra?' }])).toBe(
      lines(
        '¿Quién sanciona las leyes?',
        'A) El Presidente',
        'B) El Rey',
        'C) Las Cortes',
        'ANSWER: B',
        'FUENTE: Art. 91 CE',
        '',
        '¿Otra?',
        'A) El Presidente',
        'B) El Rey',
        'C) Las Cortes',
        'ANSWER: B',
        '',
      ),
    );
  });

  it('round-trips, losing only line breaks and the ref', () => {
    expect(parse(toAiken([question]))).toEqual({
      preguntas: [{ ...question, pregunta: '¿Quién sanciona las leyes?', ref: null }],
      rechazadas: [],
    });
  });

  it('returns an empty string for no questions', () => {
    expect(toAiken([])).toBe('');
  });
});
