import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { parseCsv, toCsv } from '../../../src/core/formats/csv';
import type { BankQuestion } from '../../../src/core/formats/gift';

const rows = (...lines: string[]): string => lines.join('\n');

const HEADER = 'seccion,tema,pregunta,opcion_a,opcion_b,opcion_c,opcion_d,correcta,fuente';

describe('parseCsv: valid input', () => {
  it('parses quoted fields with commas, escaped quotes and line breaks', () => {
    const text = rows(
      HEADER,
      'Organización Pública,Tema 1,¿En qué artículo se regulan las Cortes?,Art. 66.1,Art. 1.2,Art. 97,Art. 56.1,A,Art. 66.1 CE',
      'Organización Pública,Tema 1,"¿Qué dice ""el artículo 1""?',
      'Elige una","España, Estado social",Nada,,,1,',
    );

    expect(parseCsv(text)).toEqual<{ preguntas: BankQuestion[]; rechazadas: [] }>({
      preguntas: [
        {
          seccion: 'Organización Pública',
          tema: 'Tema 1',
          pregunta: '¿En qué artículo se regulan las Cortes?',
          respuestas: ['Art. 66.1', 'Art. 1.2', 'Art. 97', 'Art. 56.1'],
          correcta: 0,
          fuente: 'Art. 66.1 CE',
          explicacion: null,
          ref: null,
        },
        {
          seccion: 'Organización Pública',
          tema: 'Tema 1',
          pregunta: '¿Qué dice "el artículo 1"?\nElige una',
          respuestas: ['España, Estado social', 'Nada'],
          correcta: 0,
          fuente: null,
          explicacion: null,
          ref: null,
        },
      ],
      rechazadas: [],
    });
  });

  it('reads ";" as the delimiter when the header uses it (Spanish Excel), with CRLF and a BOM', () => {
    const text =
      '\uFEFFSección;Tema;Pregunta;Opción A;Opción B;Opción C;Correcta;Fuente\r\n' +
      'Policía Nacional;Tema 2;¿Cuántos, exactamente?;Uno, dos;Tres;"Cuatro; cinco";c;Art. 1\r\n';

    expect(parseCsv(text)).toEqual({
      preguntas: [
        {
          seccion: 'Policía Nacional',
          tema: 'Tema 2',
          pregunta: '¿Cuántos, exactamente?',
          respuestas: ['Uno, dos', 'Tres', 'Cuatro; cinco'],
          correcta: 2,
          fuente: 'Art. 1',
          explicacion: null,
          ref: null,
        },
      ],
      rechazadas: [],
    });
  });

  it('accepts columns in any order, optional ref and up to opcion_f', () => {
    const text = rows(
      'REF,correcta,opcion_f,opcion_e,opcion_d,opcion_c,opcion_b,opcion_a,pregunta,tema,seccion',
      'X-1,f,seis,cinco,cuatro,tres,dos,uno,¿Cuál?,T,S',
    );

    expect(parseCsv(text).preguntas).toEqual([
      {
        seccion: 'S',
        tema: 'T',
        pregunta: '¿Cuál?',
        respuestas: ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'],
        correcta: 5,
        fuente: null,
        explicacion: null,
        ref: 'X-1',
      },
    ]);
  });

  it('reads the optional explicacion column, also over several lines; an empty one is none', () => {
    const text = rows(
      'Sección;Tema;Pregunta;Opción A;Opción B;Correcta;Fuente;Explicación',
      'S;T;¿P?;a;b;A;Art. 1 CE;"El artículo 1 lo dice;',
      '  la b no   se menciona."',
      'S;T;¿Q?;a;b;B;; ',
    );

    expect(parseCsv(text).preguntas.map((p) => [p.fuente, p.explicacion])).toEqual([
      ['Art. 1 CE', 'El artículo 1 lo dice;\n la b no se menciona.'],
      [null, null],
    ]);
  });

  it('takes 3-option questions with opcion_d empty (Policía Nacional)', () => {
    const { preguntas } = parseCsv(rows(HEADER, 'PN,T1,¿P?,a,b,c,,C,F'));

    expect(preguntas[0]?.respuestas).toEqual(['a', 'b', 'c']);
    expect(preguntas[0]?.correcta).toBe(2);
  });

  it('tidies whitespace, keeps line breaks and keeps literal quotes in unquoted fields', () => {
    const text = rows(HEADER, '  S  ,  T ,"  ¿Texto   con\r\nsalto?  ",El "Rey",  b ,,,2,  ');

    expect(parseCsv(text).preguntas[0]).toMatchObject({
      seccion: 'S',
      tema: 'T',
      pregunta: '¿Texto con\nsalto?',
      respuestas: ['El "Rey"', 'b'],
      correcta: 1,
      fuente: null,
      explicacion: null,
    });
  });

  it('tolerates spaces around quoted fields, as hand-written files have', () => {
    const text = rows(HEADER, 'S, T, "¿Sí, o no?" , "a, b",\t"c" ,,,A,');

    expect(parseCsv(text).preguntas[0]).toMatchObject({
      tema: 'T',
      pregunta: '¿Sí, o no?',
      respuestas: ['a, b', 'c'],
    });
  });

  it('skips blank rows, also rows of empty cells, and ignores unnamed empty columns', () => {
    const text = rows(
      `${HEADER},`,
      '',
      'S,T,¿P?,a,b,,,A,,',
      ',,,,,,,,,',
      '   ',
      'S,T,¿Q?,a,b,,,B,,',
    );

    const { preguntas, rechazadas } = parseCsv(text);

    expect(rechazadas).toEqual([]);
    expect(preguntas.map((p) => p.pregunta)).toEqual(['¿P?', '¿Q?']);
  });

  it('handles a last row without a line break and a file with only a header', () => {
    expect(parseCsv(rows(HEADER, 'S,T,¿P?,a,b,,,A,')).preguntas).toHaveLength(1);
    expect(parseCsv(`${HEADER}\r\n`)).toEqual({ preguntas: [], rechazadas: [] });
  });
});

describe('parseCsv: rejections', () => {
  it.each([
    ['a header-less file', 'S,T,¿P?,a,b,,,A,', 'Columna desconocida en la cabecera: "S"'],
    [
      'a missing column',
      'seccion,tema,pregunta,opcion_a,opcion_b,fuente',
      'Falta la columna "correcta" en la cabecera',
    ],
    [
      'a gap in the option columns',
      'seccion,tema,pregunta,opcion_a,opcion_b,opcion_d,correcta',
      'Falta la columna "opcion_c" en la cabecera',
    ],
    [
      'a repeated column',
      'seccion,tema,pregunta,opcion_a,opcion_b,correcta,Tema',
      'Columna repetida en la cabecera: "Tema"',
    ],
    [
      'an unknown column',
      'seccion,tema,pregunta,opcion_a,opcion_b,correcta,dificultad',
      'Columna desconocida en la cabecera: "dificultad"',
    ],
  ])('rejects the whole file for %s, on the header line', (_label, header, motivo) => {
    expect(parseCsv(`\n${header}\nS,T,¿P?,a,b,A,x\n`)).toEqual({
      preguntas: [],
      rechazadas: [{ linea: 2, motivo }],
    });
  });

  it('rejects an empty or blank file', () => {
    const motivo = 'El archivo está vacío: falta la fila de cabecera';

    expect(parseCsv('')).toEqual({ preguntas: [], rechazadas: [{ linea: 1, motivo }] });
    expect(parseCsv('\uFEFF\r\n ;;\r\n')).toEqual({
      preguntas: [],
      rechazadas: [{ linea: 1, motivo }],
    });
  });

  // The broken row always starts on line 3, after the header and a valid row.
  const rejectOne = (row: string) =>
    parseCsv(rows(HEADER, 'S,T,¿Válida?,a,b,,,A,', row, 'S,T,¿Otra?,a,b,,,B,'));

  it.each([
    ['too few columns', 'S,T,¿P?,a,b,,,A', 'La fila tiene 8 columnas y la cabecera 9'],
    ['too many columns', 'S,T,¿P?,a,b,c,d,A,F,extra', 'La fila tiene 10 columnas y la cabecera 9'],
    ['no sección', ',T,¿P?,a,b,,,A,', 'Faltan la sección o el tema (columnas "seccion" y "tema")'],
    ['no tema', 'S, ,¿P?,a,b,,,A,', 'Faltan la sección o el tema (columnas "seccion" y "tema")'],
    ['no correct answer', 'S,T,¿P?,a,b,,,,', 'Falta la respuesta correcta (columna "correcta")'],
    [
      'a correct answer that is no letter nor number',
      'S,T,¿P?,a,b,,,A y B,',
      'La columna "correcta" debe ser una letra (A, B, C…) o un número (1, 2, 3…)',
    ],
    [
      'a correct answer of 0',
      'S,T,¿P?,a,b,,,0,',
      'La columna "correcta" debe ser una letra (A, B, C…) o un número (1, 2, 3…)',
    ],
    [
      'a correct letter pointing to an empty option',
      'S,T,¿P?,a,b,c,,D,',
      'La respuesta correcta ("D") no corresponde a ninguna opción',
    ],
    [
      'a correct number past the options',
      'S,T,¿P?,a,b,,,3,',
      'La respuesta correcta ("3") no corresponde a ninguna opción',
    ],
    ['an empty question', 'S,T,  ,a,b,,,A,', 'Texto de pregunta vacío'],
    ['a gap between options', 'S,T,¿P?,a,,c,,A,', 'Hay una opción vacía'],
    ['a single option', 'S,T,¿P?,a,,,,A,', 'Debe haber al menos dos opciones'],
    ['no options at all', 'S,T,¿P?,,,,,A,', 'Debe haber al menos dos opciones'],
    ['duplicate options', 'S,T,¿P?,Artículo 1, artículo  1 ,,,A,', 'Hay opciones repetidas'],
    [
      'text after a closing quote',
      'S,T,"¿P?" y más,a,b,,,A,',
      'Hay texto después de las comillas que cierran un campo',
    ],
  ])('rejects %s', (_label, row, motivo) => {
    const { preguntas, rechazadas } = rejectOne(row);

    expect(rechazadas).toEqual([{ linea: 3, motivo }]);
    expect(preguntas.map((p) => p.pregunta)).toEqual(['¿Válida?', '¿Otra?']);
  });

  it('rejects a value in a column with no name', () => {
    const { rechazadas } = parseCsv(rows(`${HEADER},`, 'S,T,¿P?,a,b,,,A,,sobra'));

    expect(rechazadas).toEqual([
      { linea: 2, motivo: 'Hay datos en una columna sin nombre en la cabecera' },
    ]);
  });

  it('reports an unclosed quote on the line where its row starts', () => {
    const text = rows(HEADER, 'S,T,¿P?,a,b,,,A,', 'S,T,"¿Sin cerrar?,a,b,,,A,', 'S,T,¿Q?,a,b,,,A,');

    expect(parseCsv(text)).toEqual({
      preguntas: [expect.objectContaining({ pregunta: '¿P?' })],
      rechazadas: [
        { linea: 3, motivo: 'Comillas sin cerrar: falta la comilla (") que cierra el campo' },
      ],
    });
  });

  it('counts the lines inside quoted fields when numbering later rows', () => {
    const text = rows(
      HEADER, // 1
      'S,T,"¿Pregunta', // 2
      'en tres', // 3
      'líneas?",a,b,,,A,', // 4
      '', // 5
      'S,T,¿Mala?,a,b,,,Z,', // 6
      'S,T,"¿Otra', // 7
      'mala?",a,a,,,A,', // 8
    );

    const { preguntas, rechazadas } = parseCsv(text);

    expect(preguntas.map((p) => p.pregunta)).toEqual(['¿Pregunta\nen tres\nlíneas?']);
    expect(rechazadas).toEqual([
      { linea: 6, motivo: 'La respuesta correcta ("Z") no corresponde a ninguna opción' },
      { linea: 7, motivo: 'Hay opciones repetidas' },
    ]);
  });

  it('never throws, whatever the input', () => {
    const unit = fc.constantFrom(
      '"',
      '""',
      ',',
      ';',
      '\n',
      '\r\n',
      '\r',
      'a',
      'A',
      '1',
      ' ',
      `${HEADER}\n`,
    );

    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), (text) => {
        const lineCount = text.split(/\r\n|\r|\n/).length;
        for (const { linea } of parseCsv(text).rechazadas) {
          expect(linea).toBeGreaterThanOrEqual(1);
          expect(linea).toBeLessThanOrEqual(lineCount);
        }
      }),
    );
  });
});

describe('toCsv', () => {
  const base = {
    seccion: 'Organización Pública',
    tema: 'Tema 1',
    fuente: null,
    explicacion: null,
    ref: null,
  };

  const questions: BankQuestion[] = [
    {
      ...base,
      pregunta: '¿Es "a, b; c"?\nElige',
      respuestas: ['Sí', 'No'],
      correcta: 1,
      fuente: 'Art. 1 CE',
      explicacion: 'Lo dice el artículo 1; "b" no.',
      ref: 'AAE-1',
    },
    { ...base, pregunta: '¿Tres?', respuestas: ['a', 'b', 'c'], correcta: 0 },
  ];

  it('writes a BOM, the header with at least four options, CRLF and minimal quoting', () => {
    expect(toCsv(questions)).toBe(
      '\uFEFFseccion,tema,pregunta,opcion_a,opcion_b,opcion_c,opcion_d,correcta,fuente,explicacion,ref\r\n' +
        'Organización Pública,Tema 1,"¿Es ""a, b; c""?\nElige",Sí,No,,,B,Art. 1 CE,"Lo dice el artículo 1; ""b"" no.",AAE-1\r\n' +
        'Organización Pública,Tema 1,¿Tres?,a,b,c,,A,,,\r\n',
    );
  });

  it('adds option columns for questions with more than four options', () => {
    const six = {
      ...base,
      pregunta: '¿Seis?',
      respuestas: ['1', '2', '3', '4', '5', '6'],
      correcta: 5,
    };

    const csv = toCsv([six]);

    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFseccion,tema,pregunta,opcion_a,opcion_b,opcion_c,opcion_d,opcion_e,opcion_f,correcta,fuente,explicacion,ref',
    );
    expect(parseCsv(csv).preguntas).toEqual([six]);
  });

  it('writes ";" when asked', () => {
    expect(toCsv(questions, { delimiter: ';' }).split('\r\n')[2]).toBe(
      'Organización Pública;Tema 1;¿Tres?;a;b;c;;A;;;',
    );
  });

  it('round-trips', () => {
    expect(parseCsv(toCsv(questions))).toEqual({ preguntas: questions, rechazadas: [] });
  });

  it('writes only the header for no questions', () => {
    expect(toCsv([])).toBe(
      '\uFEFFseccion,tema,pregunta,opcion_a,opcion_b,opcion_c,opcion_d,correcta,fuente,explicacion,ref\r\n',
    );
  });
});
