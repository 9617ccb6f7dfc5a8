import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { parseGift, toGift } from '../../../src/core/formats/gift';
import type { BankQuestion } from '../../../src/core/formats/gift';

const lines = (...rows: string[]): string => rows.join('\n');

const TIPO_NO_ADMITIDO = 'Tipo de pregunta no admitido (solo opción múltiple)';

describe('parseGift: valid input', () => {
  it('parses a multi-question file with two categories', () => {
    const text = lines(
      '// Banco de ejemplo',
      '$CATEGORY: Organización Pública/Tema 1. La Constitución Española de 1978',
      '',
      '::AAE-0001::¿En qué artículo se regulan las Cortes Generales?{',
      '=Artículo 66.1',
      '~Artículo 1.2',
      '~Artículo 97',
      '~Artículo 56.1',
      '####Art. 66.1 CE',
      '}',
      '',
      '',
      '::AAE-0002::¿Quién sanciona las leyes?{',
      '~El Presidente del Gobierno',
      '~El Congreso',
      '=El Rey',
      '}',
      '',
      '$CATEGORY: Actividad administrativa/Tema 11. Las fuentes del Derecho',
      '',
      '¿Cuál es la norma suprema del ordenamiento?{',
      '~La ley orgánica',
      '=La Constitución',
      '####  Art. 9.1 CE  ',
      '}',
    );

    const { preguntas, rechazadas } = parseGift(text);

    expect(rechazadas).toEqual([]);
    expect(preguntas).toEqual<BankQuestion[]>([
      {
        seccion: 'Organización Pública',
        tema: 'Tema 1. La Constitución Española de 1978',
        pregunta: '¿En qué artículo se regulan las Cortes Generales?',
        respuestas: ['Artículo 66.1', 'Artículo 1.2', 'Artículo 97', 'Artículo 56.1'],
        correcta: 0,
        fuente: 'Art. 66.1 CE',
        explicacion: null,
        ref: 'AAE-0001',
      },
      {
        seccion: 'Organización Pública',
        tema: 'Tema 1. La Constitución Española de 1978',
        pregunta: '¿Quién sanciona las leyes?',
        respuestas: ['El Presidente del Gobierno', 'El Congreso', 'El Rey'],
        correcta: 2,
        fuente: null,
        explicacion: null,
        ref: 'AAE-0002',
      },
      {
        seccion: 'Actividad administrativa',
        tema: 'Tema 11. Las fuentes del Derecho',
        pregunta: '¿Cuál es la norma suprema del ordenamiento?',
        respuestas: ['La ley orgánica', 'La Constitución'],
        correcta: 1,
        fuente: 'Art. 9.1 CE',
        explicacion: null,
        ref: null,
      },
    ]);
  });

  it('parses a question written on a single line', () => {
    const { preguntas, rechazadas } = parseGift(
      '$CATEGORY: A/B\n::T::Texto{=a ~b ~c ~d ####Fuente}',
    );

    expect(rechazadas).toEqual([]);
    expect(preguntas).toEqual([
      {
        seccion: 'A',
        tema: 'B',
        pregunta: 'Texto',
        respuestas: ['a', 'b', 'c', 'd'],
        correcta: 0,
        fuente: 'Fuente',
        explicacion: null,
        ref: 'T',
      },
    ]);
  });

  it('unescapes special characters and \\n in every text', () => {
    const text = lines(
      '$CATEGORY: A/B',
      '::AAE\\:1::¿Vale a\\=b, x\\~y, \\#3 y \\{llaves\\}?\\nSegunda línea{',
      '=Sí\\: a\\=b',
      '~No \\~ nunca',
      '~C:\\\\ruta',
      '####Art. 1 \\{bis\\} \\#2',
      '}',
    );

    const [pregunta] = parseGift(text).preguntas;

    expect(pregunta).toMatchObject({
      ref: 'AAE:1',
      pregunta: '¿Vale a=b, x~y, #3 y {llaves}?\nSegunda línea',
      respuestas: ['Sí: a=b', 'No ~ nunca', 'C:\\ruta'],
      correcta: 0,
      fuente: 'Art. 1 {bis} #2',
      explicacion: null,
    });
  });

  it('collapses whitespace and line breaks but keeps explicit \\n escapes', () => {
    const text = lines(
      '$CATEGORY: A/B',
      '  ¿Texto   partido',
      '\ten varias   líneas?\\n  Fin {',
      '=  uno   dos ',
      '~tres',
      '   cuatro',
      '}',
    );

    const [pregunta] = parseGift(text).preguntas;

    expect(pregunta?.pregunta).toBe('¿Texto partido en varias líneas?\n Fin');
    expect(pregunta?.respuestas).toEqual(['uno dos', 'tres cuatro']);
  });

  it('ignores comments (also inside an item) and per-option feedback', () => {
    const text = lines(
      '// cabecera',
      '$CATEGORY: A/B',
      '// antes de la pregunta',
      '::T::¿Pregunta?{',
      '// dentro del bloque',
      '=Correcta#¡Bien!',
      '~Incorrecta # Repasa el tema',
      '####Fuente',
      '}',
    );

    const { preguntas, rechazadas } = parseGift(text);

    expect(rechazadas).toEqual([]);
    expect(preguntas[0]).toMatchObject({
      respuestas: ['Correcta', 'Incorrecta'],
      correcta: 0,
      fuente: 'Fuente',
      explicacion: null,
    });
  });

  it('accepts "->" inside a multiple-choice option, as Moodle does', () => {
    const [pregunta] = parseGift('$CATEGORY: A/B\n¿Flecha?{=A -> B ~C}').preguntas;

    expect(pregunta?.respuestas).toEqual(['A -> B', 'C']);
  });

  it('returns nothing for empty or comment-only input', () => {
    expect(parseGift('')).toEqual({ preguntas: [], rechazadas: [] });
    expect(parseGift('// solo\n\n// comentarios\n')).toEqual({ preguntas: [], rechazadas: [] });
  });
});

describe('parseGift: explanation and source in the general feedback', () => {
  const feedbackOf = (feedback: string) =>
    parseGift(
      lines('$CATEGORY: S/T', '', '::R1::¿Pregunta?{', '=Sí', '~No', `####${feedback}`, '}'),
    ).preguntas[0];

  it('reads "explanation Fuente: source", the explanation wrapped over several lines', () => {
    const text = lines(
      '$CATEGORY: S/T',
      '',
      '::R1::¿Forma política del Estado?{',
      '=La Monarquía parlamentaria',
      '~La República',
      '####El artículo 1.3 la define así: el Rey reina',
      'pero sus actos necesitan refrendo. Fuente: Art. 1.3 CE',
      '}',
    );

    const [question] = parseGift(text).preguntas;

    expect(question?.explicacion).toBe(
      'El artículo 1.3 la define así: el Rey reina pero sus actos necesitan refrendo.',
    );
    expect(question?.fuente).toBe('Art. 1.3 CE');
  });

  it('reads a feedback without a marker as the source alone, as banks without explanations do', () => {
    expect(feedbackOf('Art. 66.1 CE')).toMatchObject({ fuente: 'Art. 66.1 CE', explicacion: null });
  });

  it('reads "Explicación:" as an explanation without a source', () => {
    expect(feedbackOf('Explicación: Porque sí.')).toMatchObject({
      fuente: null,
      explicacion: 'Porque sí.',
    });
  });

  it('takes the source after the last marker, and never an escaped one', () => {
    expect(feedbackOf('Dice «Fuente\\: X». Fuente: Art. 2 CE')).toMatchObject({
      explicacion: 'Dice «Fuente: X».',
      fuente: 'Art. 2 CE',
    });
  });

  it('writes both back so that they read the same', () => {
    const question: BankQuestion = {
      seccion: 'S',
      tema: 'T',
      pregunta: '¿P?',
      respuestas: ['a', 'b'],
      correcta: 0,
      fuente: 'Art. 1 CE',
      explicacion: 'Una explicación: con dos puntos y la palabra Fuente: dentro.',
      ref: 'R1',
    };

    expect(toGift([question])).toContain(
      '####Una explicación\\: con dos puntos y la palabra Fuente\\: dentro. Fuente: Art. 1 CE\n}',
    );
    expect(parseGift(toGift([question])).preguntas).toEqual([question]);
  });
});

describe('parseGift: categories', () => {
  const categoryOf = (path: string) => {
    const { preguntas } = parseGift(`$CATEGORY: ${path}\n\n¿P?{=a ~b}`);
    return preguntas.map(({ seccion, tema }) => ({ seccion, tema }));
  };

  it('drops Moodle $course$ and top prefixes', () => {
    expect(categoryOf('$course$/top/Sección A/Tema B')).toEqual([
      { seccion: 'Sección A', tema: 'Tema B' },
    ]);
    expect(categoryOf('$course$/Sección A/Tema B')).toEqual([
      { seccion: 'Sección A', tema: 'Tema B' },
    ]);
  });

  it('uses the last two segments of a deeper path and trims them', () => {
    expect(categoryOf('$course$/top/Por defecto/ Sección A / Tema B ')).toEqual([
      { seccion: 'Sección A', tema: 'Tema B' },
    ]);
  });

  it('reads "//" as a literal slash inside a name', () => {
    expect(categoryOf('Ley 39//2015/Tema 1')).toEqual([{ seccion: 'Ley 39/2015', tema: 'Tema 1' }]);
  });

  it('rejects items under a single-segment category', () => {
    const text = lines('$CATEGORY: $course$/top/Solo', '', '¿P?{=a ~b}', '', '¿Q?{=a ~b}');

    const { preguntas, rechazadas } = parseGift(text);

    expect(preguntas).toEqual([]);
    expect(rechazadas.map((r) => r.linea)).toEqual([3, 5]);
    expect(rechazadas[0]?.motivo).toMatch(/categoría.*Sección\/Tema/);
  });

  it('rejects items before any $CATEGORY', () => {
    const text = lines('// sin categoría', '¿P?{=a ~b}', '', '$CATEGORY: A/B', '¿Q?{=a ~b}');

    const { preguntas, rechazadas } = parseGift(text);

    expect(rechazadas).toEqual([
      { linea: 2, motivo: 'Falta la categoría ($CATEGORY: Sección/Tema)' },
    ]);
    expect(preguntas.map((p) => p.pregunta)).toEqual(['¿Q?']);
  });
});

describe('parseGift: rejections', () => {
  // The item always starts on line 4, after a category line, a comment and a blank line.
  const rejectOne = (item: string) =>
    parseGift(lines('$CATEGORY: A/B', '// comentario', '', item, '', '¿Válida?{=a ~b}'));

  it.each([
    [
      'no answer block',
      '::T::¿Pregunta sin respuestas?',
      'La pregunta no tiene bloque de respuestas',
    ],
    [
      'unclosed answer block',
      '¿P?{\n=a\n~b',
      'El bloque de respuestas no está cerrado (falta "}")',
    ],
    ['unclosed title', '::T ¿P?{=a ~b}', 'El título (::…::) no está cerrado'],
    [
      'two questions without a blank line',
      '¿P?{=a ~b}\n¿Q?{=a ~b}',
      'Hay texto después del bloque de respuestas (¿falta una línea en blanco entre preguntas?)',
    ],
    ['true/false {T}', '¿P?{T}', TIPO_NO_ADMITIDO],
    ['true/false {F}', '¿P?{F}', TIPO_NO_ADMITIDO],
    ['true/false {TRUE}', '¿P?{TRUE}', TIPO_NO_ADMITIDO],
    ['true/false with feedback', '¿P?{FALSE#No#Sí}', TIPO_NO_ADMITIDO],
    ['numeric', '¿Año de la Constitución?{#1978:1}', TIPO_NO_ADMITIDO],
    ['short answer', '¿Capital?{=Madrid =madrid}', TIPO_NO_ADMITIDO],
    ['short answer with one option', '¿Capital?{=Madrid}', TIPO_NO_ADMITIDO],
    ['matching', '¿Empareja?{\n=a -> 1\n=b -> 2\n=c -> 3\n}', TIPO_NO_ADMITIDO],
    ['essay', '¿Redacta?{}', TIPO_NO_ADMITIDO],
    ['essay with general feedback', '¿Redacta?{####Fuente}', TIPO_NO_ADMITIDO],
    ['weighted answers', '¿P?{~%50%a ~%50%b ~c}', 'Las respuestas con peso (%) no están admitidas'],
    ['fewer than two options', '¿P?{~única}', 'Debe haber al menos dos opciones'],
    ['no correct option', '¿P?{~a ~b ~c}', 'Debe haber exactamente una respuesta correcta'],
    ['two correct options', '¿P?{=a =b ~c}', 'Debe haber exactamente una respuesta correcta'],
    ['duplicate options', '¿P?{=Artículo 1 ~ artículo  1 ~b}', 'Hay opciones repetidas'],
    ['empty question text', '::T::{=a ~b}', 'Texto de pregunta vacío'],
    ['blank question text', '::T::  \n {=a ~b}', 'Texto de pregunta vacío'],
    ['empty option', '¿P?{=a ~ ~b}', 'Hay una opción vacía'],
    ['option with only feedback', '¿P?{=a ~#solo comentario ~b}', 'Hay una opción vacía'],
  ])('rejects %s', (_label, item, motivo) => {
    const { preguntas, rechazadas } = rejectOne(item);

    expect(rechazadas).toEqual([{ linea: 4, motivo }]);
    expect(preguntas.map((p) => p.pregunta)).toEqual(['¿Válida?']);
  });

  it('parses good items and reports bad ones with their first line', () => {
    const text = lines(
      '$CATEGORY: A/B', // 1
      '', // 2
      '::OK-1::¿Primera?{', // 3
      '=a',
      '~b',
      '}',
      '', // 7
      '', // 8
      '::MAL-1::¿Verdadero?{T}', // 9
      '', // 10
      '// comentario previo', // 11
      '::MAL-2::¿Sin correcta?{', // 12
      '~a',
      '~b',
      '}',
      '', // 16
      '::OK-2::¿Segunda?{=a ~b}', // 17
      '', // 18
      '::MAL-3::¿Sin bloque?', // 19
      '', // 20
      '$CATEGORY: C/D', // 21
      '::OK-3::¿Tercera?{~a =b}', // 22
    );

    const { preguntas, rechazadas } = parseGift(text);

    expect(preguntas.map((p) => [p.ref, p.seccion, p.tema])).toEqual([
      ['OK-1', 'A', 'B'],
      ['OK-2', 'A', 'B'],
      ['OK-3', 'C', 'D'],
    ]);
    expect(rechazadas).toEqual([
      { linea: 9, motivo: TIPO_NO_ADMITIDO },
      { linea: 12, motivo: 'Debe haber exactamente una respuesta correcta' },
      { linea: 19, motivo: 'La pregunta no tiene bloque de respuestas' },
    ]);
  });

  it('never throws, whatever the input', () => {
    const pieces = [
      '{',
      '}',
      '=',
      '~',
      '#',
      '####',
      '\\',
      ':',
      '::',
      '%50%',
      '->',
      ' ',
      '\n',
      '\r\n',
      'a',
    ];
    const unit = fc.constantFrom(...pieces, '$CATEGORY: A/B\n', '// c\n');

    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), (text) => {
        const lineCount = text.split(/\r\n|\r|\n/).length;
        for (const { linea } of parseGift(text).rechazadas) {
          expect(linea).toBeGreaterThanOrEqual(1);
          expect(linea).toBeLessThanOrEqual(lineCount);
        }
      }),
    );
  });
});

describe('parseGift: line endings', () => {
  const text = lines(
    '$CATEGORY: A/B',
    '',
    '::T1::¿Texto',
    'en dos líneas?{',
    '=a',
    '~b',
    '####F',
    '}',
    '',
    '::T2::¿Mala?{~a ~b}',
  );

  it('handles CRLF line endings and a UTF-8 BOM like plain LF', () => {
    const expected = parseGift(text);
    const windows = parseGift(`\uFEFF${text.replaceAll('\n', '\r\n')}\r\n`);

    expect(expected.preguntas).toHaveLength(1);
    expect(windows).toEqual(expected);
    expect(windows.preguntas[0]).toMatchObject({
      seccion: 'A',
      pregunta: '¿Texto en dos líneas?',
      respuestas: ['a', 'b'],
      fuente: 'F',
      explicacion: null,
    });
    expect(windows.rechazadas).toEqual([
      { linea: 10, motivo: 'Debe haber exactamente una respuesta correcta' },
    ]);
  });
});

describe('toGift', () => {
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
      ref: 'AAE-0001',
      pregunta: '¿En qué artículo ...?',
      respuestas: ['Artículo 66.1', 'Artículo 1.2', 'Artículo 97', 'Artículo 56.1'],
      correcta: 0,
      fuente: 'Art. 66.1 CE',
      explicacion: null,
    },
    {
      ...base,
      ref: 'ESC:1',
      pregunta: '¿Es a=b, x~y, #1 o {z}: "c:\\d"?\nElige una',
      respuestas: ['a=b', '~y', '#1 ####', '{z}: c:\\d', 'línea 1\nlínea 2'],
      correcta: 3,
      fuente: 'Art. 1 {bis} = #2 ~ x: y\nsegunda línea',
      explicacion: null,
    },
    {
      ...base,
      seccion: 'Ley 39/2015',
      tema: 'Tema: 2 {procedimiento}',
      pregunta: 'Sin título ni fuente',
      respuestas: ['A -> B', 'C'],
      correcta: 1,
    },
    { ...base, pregunta: 'Vuelta a la primera categoría', respuestas: ['x', 'y'], correcta: 0 },
  ];

  it('round-trips questions with special characters and newlines', () => {
    const result = parseGift(toGift(questions));

    expect(result.rechazadas).toEqual([]);
    expect(result.preguntas).toEqual(questions);
  });

  it('writes the documented layout, with one $CATEGORY per run of questions', () => {
    const sameTema = questions
      .slice(0, 1)
      .concat({ ...base, pregunta: '¿Otra?', respuestas: ['s', 'n'], correcta: 1 });

    expect(toGift(sameTema)).toBe(
      lines(
        '$CATEGORY: Organización Pública/Tema 1',
        '',
        '::AAE-0001::¿En qué artículo ...?{',
        '=Artículo 66.1',
        '~Artículo 1.2',
        '~Artículo 97',
        '~Artículo 56.1',
        '####Art. 66.1 CE',
        '}',
        '',
        '¿Otra?{',
        '~s',
        '=n',
        '}',
        '',
      ),
    );
  });

  it('starts a new $CATEGORY whenever seccion/tema changes, keeping order', () => {
    const categories = toGift(questions)
      .split('\n')
      .filter((line) => line.startsWith('$CATEGORY:'));

    expect(categories).toEqual([
      '$CATEGORY: Organización Pública/Tema 1',
      '$CATEGORY: Ley 39//2015/Tema: 2 {procedimiento}',
      '$CATEGORY: Organización Pública/Tema 1',
    ]);
  });

  it('keeps a question text starting with "//" from being read as a comment', () => {
    const question: BankQuestion = {
      ...base,
      pregunta: '// ¿Qué indica esta doble barra?',
      respuestas: ['Un comentario', 'Una ruta'],
      correcta: 1,
    };

    expect(toGift([question])).toContain('\n::::// ¿Qué indica esta doble barra?{\n');
    expect(parseGift(toGift([question]))).toEqual({ preguntas: [question], rechazadas: [] });
  });

  it('keeps a section called "top" or "$x$", which Moodle paths reserve', () => {
    const reserved: BankQuestion[] = ['top', '$course$'].map((seccion) => ({
      ...base,
      seccion,
      pregunta: '¿Sección reservada?',
      respuestas: ['Sí', 'No'],
      correcta: 0,
    }));

    expect(toGift(reserved)).toContain('$CATEGORY: $course$/top/top/Tema 1\n');
    expect(parseGift(toGift(reserved))).toEqual({ preguntas: reserved, rechazadas: [] });
  });

  it('returns an empty string for no questions', () => {
    expect(toGift([])).toBe('');
  });

  it('round-trips generated questions', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'aZñÁ¿?~=#{}:\\->.'),
      minLength: 1,
      maxLength: 6,
    });
    const text = fc
      .array(fc.tuple(word, fc.constantFrom(' ', '\n', ' \n ')), { minLength: 1, maxLength: 5 })
      .map((parts) =>
        parts
          .map(([w, sep]) => w + sep)
          .join('')
          .replace(/[ \n]+$/, ''),
      );
    const question = fc
      .uniqueArray(text, { minLength: 2, maxLength: 5, selector: (t) => t.toLowerCase() })
      .chain((respuestas) =>
        fc.record({
          seccion: word,
          tema: text.map((t) => t.replace(/\s+/g, ' ')),
          pregunta: text,
          respuestas: fc.constant(respuestas),
          correcta: fc.nat({ max: respuestas.length - 1 }),
          fuente: fc.option(text, { nil: null }),
          explicacion: fc.option(text, { nil: null }),
          ref: fc.option(word, { nil: null }),
        }),
      );

    fc.assert(
      fc.property(fc.array(question, { maxLength: 4 }), (qs) => {
        expect(parseGift(toGift(qs))).toEqual({ preguntas: qs, rechazadas: [] });
      }),
    );
  });
});
