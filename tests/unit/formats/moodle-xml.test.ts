import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import type { BankQuestion } from '../../../src/core/formats/gift';
import { parseMoodleXml, toMoodleXml } from '../../../src/core/formats/moodle-xml';

const lines = (...rows: string[]): string => rows.join('\n');

const quiz = (...rows: string[]): string =>
  lines('<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...rows, '</quiz>');

const category = (path: string): string =>
  `<question type="category"><category><text>${path}</text></category></question>`;

/** A one-line multichoice question, so that line numbers in tests stay easy to count. */
const multichoice = (inner: string, type = 'multichoice'): string =>
  `<question type="${type}"><questiontext format="html"><text>¿P?</text></questiontext>${inner}</question>`;

const ab =
  '<answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer>';

describe('parseMoodleXml: valid input', () => {
  it('parses a Moodle export with categories, CDATA, HTML and feedback', () => {
    const text = quiz(
      '<!-- question: 0  -->',
      '  <question type="category">',
      '    <category>',
      '      <text>$course$/top/Organización Pública/Tema 1. La Constitución</text>',
      '    </category>',
      '    <info format="html"><text></text></info>',
      '  </question>',
      '<!-- question: 101  -->',
      '  <question type="multichoice">',
      '    <name>',
      '      <text>AAE-0001</text>',
      '    </name>',
      '    <questiontext format="html">',
      '      <text><![CDATA[<p dir="ltr">¿En qué <strong>artículo</strong> se regulan',
      '      las Cortes&nbsp;Generales?</p>]]></text>',
      '    </questiontext>',
      '    <generalfeedback format="html">',
      '      <text><![CDATA[<p>Art. 66.1 CE</p>]]></text>',
      '    </generalfeedback>',
      '    <defaultgrade>1.0000000</defaultgrade>',
      '    <penalty>0.3333333</penalty>',
      '    <hidden>0</hidden>',
      '    <idnumber></idnumber>',
      '    <single>true</single>',
      '    <shuffleanswers>true</shuffleanswers>',
      '    <answernumbering>abc</answernumbering>',
      '    <showstandardinstruction>0</showstandardinstruction>',
      '    <correctfeedback format="html"><text>Respuesta correcta</text></correctfeedback>',
      '    <answer fraction="100" format="html">',
      '      <text><![CDATA[<p>Artículo 66.1</p>]]></text>',
      '      <feedback format="html"><text>¡Bien!</text></feedback>',
      '    </answer>',
      '    <answer fraction="0" format="html">',
      '      <text>Artículo 1.2 &amp;amp; &amp;lt;siguientes&amp;gt; &lt;b&gt;y&lt;/b&gt;</text>',
      '    </answer>',
      '    <answer fraction="0.0000000" format="html">',
      '      <text>Art&#237;culo &#x39;7</text>',
      '    </answer>',
      '  </question>',
      '  <question type="multichoice">',
      '    <questiontext format="html"><text>&lt;p&gt;¿Quién &amp;aacute;?&lt;/p&gt;</text></questiontext>',
      '    <generalfeedback format="html"><text></text></generalfeedback>',
      '    <answer fraction="0"><text>El Presidente</text></answer>',
      '    <answer fraction="100.0"><text>El Rey</text></answer>',
      '  </question>',
    );

    expect(parseMoodleXml(text)).toEqual<{ preguntas: BankQuestion[]; rechazadas: [] }>({
      preguntas: [
        {
          seccion: 'Organización Pública',
          tema: 'Tema 1. La Constitución',
          pregunta: '¿En qué artículo se regulan las Cortes Generales?',
          respuestas: ['Artículo 66.1', 'Artículo 1.2 & <siguientes> y', 'Artículo 97'],
          correcta: 0,
          fuente: 'Art. 66.1 CE',
          explicacion: null,
          ref: 'AAE-0001',
        },
        {
          seccion: 'Organización Pública',
          tema: 'Tema 1. La Constitución',
          pregunta: '¿Quién á?',
          respuestas: ['El Presidente', 'El Rey'],
          correcta: 1,
          fuente: null,
          explicacion: null,
          ref: null,
        },
      ],
      rechazadas: [],
    });
  });

  it('turns <br> and paragraph edges into line breaks and drops other tags', () => {
    const html =
      '<p>Primera <em>línea</em><br/>segunda</p>\n  <p> tercera </p><ul><li>cuatro</li><li>cinco</li></ul>';
    const text = quiz(category('A/B'), multichoice(ab).replace('¿P?', `<![CDATA[${html}]]>`));

    expect(parseMoodleXml(text).preguntas[0]?.pregunta).toBe(
      'Primera línea\nsegunda\ntercera\ncuatro\ncinco',
    );
  });

  it.each([
    ['comments', 'a<!-- oculto <b> -->b', 'ab'],
    ['an unclosed comment', 'a<!-- hasta el final', 'a'],
    ['spaces at block edges', '<div> uno </div> <div> dos <br> tres </div>', 'uno\ndos \n tres'],
    ['a stray "<"', 'a < b <c', 'a < b <c'],
    ['unknown and numeric entities', '&foo; &#8364; &#x1F600; &#0;', '&foo; € 😀 \ufffd'],
    ['named entities', '&iquest;Qu&eacute;?&nbsp;&laquo;S&iacute;&raquo;', '¿Qué? «Sí»'],
  ])('reads HTML with %s', (_label, html, expected) => {
    const text = quiz(category('A/B'), multichoice(ab).replace('¿P?', `<![CDATA[${html}]]>`));

    expect(parseMoodleXml(text).preguntas[0]?.pregunta).toBe(expected);
  });

  it('reads plain_text fields as they are', () => {
    const question =
      '<question type="multichoice"><questiontext format="plain_text"><text>Uno &lt;b&gt;\n  dos</text></questiontext>' +
      '<answer fraction="100" format="plain_text"><text>&lt;p&gt;a</text></answer><answer fraction="0"><text>b</text></answer></question>';

    const [pregunta] = parseMoodleXml(quiz(category('A/B'), question)).preguntas;

    expect(pregunta?.pregunta).toBe('Uno <b>\n dos');
    expect(pregunta?.respuestas).toEqual(['<p>a', 'b']);
  });

  it('treats a missing <single> and a missing fraction like Moodle does', () => {
    const question =
      '<question type="multichoice"><questiontext><text>¿P?</text></questiontext>' +
      '<answer><text>a</text></answer><answer fraction="100"><text>b</text></answer></question>';

    expect(parseMoodleXml(quiz(category('A/B'), question)).preguntas[0]?.correcta).toBe(1);
  });

  it('accepts <single>1</single>', () => {
    const text = quiz(category('A/B'), multichoice(`<single>1</single>${ab}`));

    expect(parseMoodleXml(text).rechazadas).toEqual([]);
  });

  it.each([
    ['$course$/top/S/T', { seccion: 'S', tema: 'T' }],
    ['$system$/S/T', { seccion: 'S', tema: 'T' }],
    ['top/Por defecto/ S / T ', { seccion: 'S', tema: 'T' }],
    ['Ley 39//2015/Tema 1', { seccion: 'Ley 39/2015', tema: 'Tema 1' }],
    ['$course$/top/top/T', { seccion: 'top', tema: 'T' }],
  ])('reads the category path %s', (path, expected) => {
    const [pregunta] = parseMoodleXml(quiz(category(path), multichoice(ab))).preguntas;

    expect(pregunta).toMatchObject(expected);
  });

  it('switches category at each category question', () => {
    const text = quiz(category('A/B'), multichoice(ab), category('C/D'), multichoice(ab));

    expect(parseMoodleXml(text).preguntas.map((p) => `${p.seccion}/${p.tema}`)).toEqual([
      'A/B',
      'C/D',
    ]);
  });

  it('reads an empty quiz, a self-closing one and one with only categories', () => {
    for (const text of [quiz(), '<quiz/>', quiz(category('A/B'))]) {
      expect(parseMoodleXml(text)).toEqual({ preguntas: [], rechazadas: [] });
    }
  });

  it('handles CRLF line endings and a UTF-8 BOM', () => {
    const text = quiz(category('A/B'), '', multichoice('<single>false</single>'));
    const windows = `\uFEFF${text.replaceAll('\n', '\r\n')}`;

    expect(parseMoodleXml(windows)).toEqual(parseMoodleXml(text));
    expect(parseMoodleXml(windows).rechazadas[0]?.linea).toBe(5);
  });
});

describe('parseMoodleXml and toMoodleXml: explanation and source in the general feedback', () => {
  const withFeedback = (feedback: string, format = 'html') =>
    parseMoodleXml(
      quiz(
        category('S/T'),
        multichoice(
          `<generalfeedback format="${format}"><text>${feedback}</text></generalfeedback>${ab}`,
        ),
      ),
    ).preguntas[0];

  const question: BankQuestion = {
    seccion: 'S',
    tema: 'T',
    pregunta: '¿P?',
    respuestas: ['a', 'b'],
    correcta: 0,
    fuente: 'Art. 1.3 CE',
    explicacion: 'El artículo 1.3 la define así.\nEl Rey reina, pero no gobierna.',
    ref: 'R1',
  };

  it('writes "Explicación:" and "Fuente:" in paragraphs of their own', () => {
    expect(toMoodleXml([question])).toContain(
      '<text><![CDATA[<p>Explicación: El artículo 1.3 la define así.<br>El Rey reina, pero no gobierna.</p>' +
        '<p>Fuente: Art. 1.3 CE</p>]]></text>',
    );
    expect(toMoodleXml([{ ...question, fuente: null }])).toContain(
      '<text><![CDATA[<p>Explicación: El artículo 1.3 la define así.<br>El Rey reina, pero no gobierna.</p>]]></text>',
    );
  });

  it.each([
    ['an explanation and a source', question],
    ['an explanation alone', { ...question, fuente: null }],
    [
      'an explanation that says "Fuente:"',
      { ...question, explicacion: 'Dice «Fuente: X» y Fuente: Y.' },
    ],
    [
      'a source that says "Fuente:"',
      { ...question, fuente: 'Informe Fuente: Z', explicacion: null },
    ],
    [
      'a source that starts with "Fuente:" and says it again',
      { ...question, fuente: 'Fuente: 0Fuente:0', explicacion: null },
    ],
    [
      'a source that starts with "Explicación:"',
      { ...question, fuente: 'Explicación: de motivos', explicacion: null },
    ],
    [
      'both with markers inside',
      { ...question, fuente: 'Fuente: A', explicacion: 'Explicación: B Fuente: C' },
    ],
  ])('reads back %s as written', (_label, written) => {
    expect(parseMoodleXml(toMoodleXml([written]))).toEqual({
      preguntas: [written],
      rechazadas: [],
    });
  });

  it.each([
    [
      'the one-piece layout',
      '<![CDATA[<p>Lo dice el artículo 66. Fuente: Art. 66.1 CE</p>]]>',
      'html',
    ],
    [
      'the one-piece layout in plain text',
      'Lo dice el artículo 66. Fuente: Art. 66.1 CE',
      'plain_text',
    ],
    [
      'hand-written paragraphs',
      '<![CDATA[<p dir="ltr">Explicación: Lo dice el artículo 66.</p>\n<p>Fuente: <em>Art. 66.1 CE</em></p>]]>',
      'html',
    ],
  ])('reads %s', (_label, feedback, format) => {
    expect(withFeedback(feedback, format)).toMatchObject({
      explicacion: 'Lo dice el artículo 66.',
      fuente: 'Art. 66.1 CE',
    });
  });

  it('reads a feedback without markers as the source alone, as banks without explanations do', () => {
    expect(withFeedback('<![CDATA[<p>Art. 66.1 CE</p><p>y 66.2</p>]]>')).toMatchObject({
      explicacion: null,
      fuente: 'Art. 66.1 CE\ny 66.2',
    });
  });
});

describe('parseMoodleXml: rejected questions', () => {
  const TIPO = 'Tipo de pregunta no admitido (solo opción múltiple)';

  // The broken question is always on line 5, between two valid ones.
  const rejectOne = (question: string) =>
    parseMoodleXml(quiz(category('A/B'), multichoice(ab), question, multichoice(ab)));

  it.each([
    ['true/false', multichoice(ab, 'truefalse'), TIPO],
    ['short answer', multichoice(ab, 'shortanswer'), TIPO],
    ['essay', multichoice('', 'essay'), TIPO],
    ['matching', multichoice('', 'matching'), TIPO],
    ['cloze', multichoice('', 'multianswer'), TIPO],
    [
      'a question without type',
      '<question><questiontext><text>¿P?</text></questiontext></question>',
      TIPO,
    ],
    [
      'multiple answers (<single>false</single>)',
      multichoice(`<single>false</single>${ab}`),
      'Solo se admiten preguntas de una única respuesta correcta (<single>true</single>)',
    ],
    [
      'two answers at 100',
      multichoice(
        '<answer fraction="100"><text>a</text></answer><answer fraction="100"><text>b</text></answer>',
      ),
      'Debe haber exactamente una respuesta correcta',
    ],
    [
      'no correct answer',
      multichoice(
        '<answer fraction="0"><text>a</text></answer><answer fraction="0"><text>b</text></answer>',
      ),
      'Debe haber exactamente una respuesta correcta',
    ],
    [
      'weighted answers',
      multichoice(
        '<answer fraction="50"><text>a</text></answer><answer fraction="50"><text>b</text></answer>',
      ),
      'Las respuestas con peso (%) no están admitidas',
    ],
    [
      'negative fractions',
      multichoice(`${ab}<answer fraction="-33.33333"><text>c</text></answer>`),
      'Las respuestas con peso (%) no están admitidas',
    ],
    [
      'a fraction that is no number',
      multichoice('<answer fraction="mucho"><text>a</text></answer>'),
      'Valor de "fraction" no válido en una respuesta: "mucho"',
    ],
    [
      'a single answer',
      multichoice('<answer fraction="100"><text>a</text></answer>'),
      'Debe haber al menos dos opciones',
    ],
    ['no answers', multichoice(''), 'Debe haber al menos dos opciones'],
    [
      'an empty answer',
      multichoice(`${ab}<answer fraction="0"><text><![CDATA[<p> </p>]]></text></answer>`),
      'Hay una opción vacía',
    ],
    [
      'duplicate answers',
      multichoice(`${ab}<answer fraction="0"><text><![CDATA[<b>A</b>]]></text></answer>`),
      'Hay opciones repetidas',
    ],
    [
      'no question text',
      `<question type="multichoice">${ab}</question>`,
      'Texto de pregunta vacío',
    ],
    [
      'an empty question text',
      multichoice(ab).replace('¿P?', '<![CDATA[<p><br></p>]]>'),
      'Texto de pregunta vacío',
    ],
    [
      'an image in the question',
      multichoice(ab).replace(
        '¿P?',
        '<![CDATA[<p>¿Qué es? <img src="@@PLUGINFILE@@/a.png"></p>]]>',
      ),
      'La pregunta contiene imágenes u otros archivos, que no se pueden importar',
    ],
    [
      'another element inside <quiz>',
      '<pregunta>¿P?</pregunta>',
      'Elemento <pregunta> inesperado: dentro de <quiz> solo puede haber <question>',
    ],
  ])('rejects %s', (_label, question, motivo) => {
    const { preguntas, rechazadas } = rejectOne(question);

    expect(rechazadas).toEqual([{ linea: 5, motivo }]);
    expect(preguntas).toHaveLength(2);
  });

  it('rejects questions before any category, and under a category without Sección/Tema', () => {
    const text = quiz(
      multichoice(ab), // 3
      category('$course$/top/Por defecto en Curso'), // 4
      multichoice(ab), // 5
      '<question type="category"><category></category></question>', // 6
      multichoice(ab), // 7
      category('S/T'), // 8
      multichoice(ab), // 9
    );

    const { preguntas, rechazadas } = parseMoodleXml(text);

    expect(preguntas).toHaveLength(1);
    expect(rechazadas).toEqual([
      {
        linea: 3,
        motivo: 'Falta la categoría (una <question type="category"> con Sección/Tema)',
      },
      {
        linea: 5,
        motivo: 'La categoría "$course$/top/Por defecto en Curso" debe tener la forma Sección/Tema',
      },
      { linea: 7, motivo: 'La pregunta de tipo "category" no tiene <category><text>' },
    ]);
  });
});

describe('parseMoodleXml: malformed files', () => {
  it.each([
    ['an empty file', '', 1, 'el archivo no tiene elemento raíz'],
    ['plain text', 'Esto no es XML', 1, 'hay texto fuera del elemento raíz'],
    ['another root', '<?xml version="1.0"?>\n<preguntas/>', 2, null],
    [
      'an unclosed element',
      '<quiz>\n<question type="category">\n</quiz>',
      3,
      'se esperaba </question> (abierta en la línea 2) y aparece </quiz>',
    ],
    [
      'a missing end tag',
      '<quiz>\n<question>\n',
      3,
      'falta la etiqueta de cierre </question> (abierta en la línea 2)',
    ],
    [
      'a bare ampersand',
      '<quiz>\n<question>\n<text>a & b</text></question></quiz>',
      3,
      'carácter "&" sin escapar (escríbelo como &amp;)',
    ],
    [
      'an HTML entity outside CDATA',
      '<quiz>\n\n<text>&nbsp;</text></quiz>',
      3,
      'entidad desconocida &nbsp;',
    ],
    [
      'an invalid character reference',
      '<quiz><text>&#x110000;</text></quiz>',
      1,
      'entidad desconocida &#x110000;',
    ],
    [
      'a DOCTYPE',
      '<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY a "b">]>\n<quiz/>',
      2,
      'no se admiten declaraciones <!DOCTYPE …>',
    ],
    ['an unclosed CDATA', '<quiz><text><![CDATA[abc</text></quiz>', 1, 'Sección CDATA sin cerrar'],
    ['an unclosed comment', '<quiz>\n<!-- abc </quiz>', 2, 'Comentario sin cerrar'],
    [
      'a repeated attribute',
      '<quiz>\n<question type="a" type="b"/></quiz>',
      2,
      'atributo "type" repetido en <question>',
    ],
    [
      'an unquoted attribute',
      '<quiz>\n<question type=multichoice/></quiz>',
      2,
      'atributo mal escrito en <question>',
    ],
    ['content after the root', '<quiz/>\n<quiz/>', 2, 'hay contenido después del elemento raíz'],
    ['a broken tag', '<quiz>\n< question/></quiz>', 2, 'etiqueta no válida'],
  ])('rejects the whole file for %s, with its line', (_label, text, linea, detail) => {
    const { preguntas, rechazadas } = parseMoodleXml(text);

    expect(preguntas).toEqual([]);
    expect(rechazadas).toEqual([
      {
        linea,
        motivo: detail === null ? 'El elemento raíz debe ser <quiz>' : `XML mal formado: ${detail}`,
      },
    ]);
  });

  it('refuses "billion laughs" at its DOCTYPE, expanding nothing', () => {
    const entities = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('\n');
    const text = `<?xml version="1.0"?>\n<!DOCTYPE quiz [\n<!ENTITY lol0 "lol">\n${entities}\n]>\n<quiz>&lol9;</quiz>`;

    expect(parseMoodleXml(text)).toEqual({
      preguntas: [],
      rechazadas: [
        { linea: 2, motivo: 'XML mal formado: no se admiten declaraciones <!DOCTYPE …>' },
      ],
    });
  });

  it.each([
    [
      'a declaration inside an element',
      '<quiz>\n<!DOCTYPE quiz>\n</quiz>',
      2,
      'declaración no admitida dentro de un elemento',
    ],
    [
      'a comment with "--"',
      '<quiz>\n<!-- a -- b -->\n</quiz>',
      2,
      'un comentario no puede contener "--"',
    ],
    ['an unclosed instruction', '<quiz>\n<?pi </quiz>', 2, 'Instrucción <?…?> sin cerrar'],
    [
      'a name that reaches the prototype',
      '<quiz>\n<constructor/></quiz>',
      2,
      'nombre no admitido: "constructor"',
    ],
    [
      'an attribute that does',
      '<quiz>\n<question __proto__="x"/></quiz>',
      2,
      'nombre no admitido: "__proto__"',
    ],
    [
      'a stray end tag',
      '<quiz>\n</question></quiz>',
      2,
      'se esperaba </quiz> (abierta en la línea 1) y aparece </question>',
    ],
    [
      'elements left open deeper than a question goes',
      '<quiz>\n<a><b><c><d><e><f>\n',
      3,
      'falta la etiqueta de cierre </f>',
    ],
  ])('rejects the whole file for %s, with its line', (_label, text, linea, detail) => {
    expect(parseMoodleXml(text)).toEqual({
      preguntas: [],
      rechazadas: [{ linea, motivo: `XML mal formado: ${detail}` }],
    });
  });

  it('reads deeply nested input without overflowing the stack', () => {
    const depth = 100_000;
    const text = `<quiz>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</quiz>`;

    expect(parseMoodleXml(text).rechazadas).toEqual([
      { linea: 1, motivo: 'Elemento <a> inesperado: dentro de <quiz> solo puede haber <question>' },
    ]);
  });

  it('never throws, whatever the input', () => {
    const unit = fc.constantFrom(
      '<quiz>',
      '</quiz>',
      '<question type="multichoice">',
      '<question type="category">',
      '</question>',
      '<category>',
      '</category>',
      '<text>',
      '</text>',
      '<answer fraction="100">',
      '<answer fraction="x">',
      '</answer>',
      '<![CDATA[',
      ']]>',
      '<!--',
      '-->',
      '&amp;',
      '&',
      '&#0;',
      '<',
      '>',
      '"',
      '/',
      'a',
      '\n',
      '<img>',
    );

    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        const lineCount = text.split('\n').length;
        for (const { linea } of parseMoodleXml(text).rechazadas) {
          expect(linea).toBeGreaterThanOrEqual(1);
          expect(linea).toBeLessThanOrEqual(lineCount);
        }
      }),
    );
  });
});

describe('toMoodleXml', () => {
  const question: BankQuestion = {
    seccion: 'Ley 39/2015',
    tema: 'Tema 1',
    pregunta: '¿a < b & "c"?\nSegunda línea ]]>',
    respuestas: ['<p>literal</p>', 'x'],
    correcta: 0,
    fuente: 'Art. 1 & 2',
    explicacion: null,
    ref: 'R-1',
  };

  it('writes the documented layout', () => {
    expect(toMoodleXml([question, { ...question, ref: null, fuente: null }])).toBe(
      lines(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<quiz>',
        '  <question type="category">',
        '    <category>',
        '      <text>$course$/top/Ley 39//2015/Tema 1</text>',
        '    </category>',
        '  </question>',
        '  <question type="multichoice">',
        '    <name>',
        '      <text>R-1</text>',
        '    </name>',
        '    <questiontext format="html">',
        '      <text><![CDATA[<p>¿a &lt; b &amp; "c"?<br>Segunda línea ]]&gt;</p>]]></text>',
        '    </questiontext>',
        '    <generalfeedback format="html">',
        '      <text><![CDATA[<p>Art. 1 &amp; 2</p>]]></text>',
        '    </generalfeedback>',
        '    <defaultgrade>1</defaultgrade>',
        '    <single>true</single>',
        '    <shuffleanswers>true</shuffleanswers>',
        '    <answernumbering>abc</answernumbering>',
        '    <answer fraction="100" format="html">',
        '      <text><![CDATA[&lt;p&gt;literal&lt;/p&gt;]]></text>',
        '    </answer>',
        '    <answer fraction="0" format="html">',
        '      <text><![CDATA[x]]></text>',
        '    </answer>',
        '  </question>',
        '  <question type="multichoice">',
        '    <questiontext format="html">',
        '      <text><![CDATA[<p>¿a &lt; b &amp; "c"?<br>Segunda línea ]]&gt;</p>]]></text>',
        '    </questiontext>',
        '    <generalfeedback format="html">',
        '      <text></text>',
        '    </generalfeedback>',
        '    <defaultgrade>1</defaultgrade>',
        '    <single>true</single>',
        '    <shuffleanswers>true</shuffleanswers>',
        '    <answernumbering>abc</answernumbering>',
        '    <answer fraction="100" format="html">',
        '      <text><![CDATA[&lt;p&gt;literal&lt;/p&gt;]]></text>',
        '    </answer>',
        '    <answer fraction="0" format="html">',
        '      <text><![CDATA[x]]></text>',
        '    </answer>',
        '  </question>',
        '</quiz>',
        '',
      ),
    );
  });

  it('round-trips, also a section called "top"', () => {
    const questions = [question, { ...question, seccion: 'top', ref: null, fuente: null }];

    expect(parseMoodleXml(toMoodleXml(questions))).toEqual({
      preguntas: questions,
      rechazadas: [],
    });
  });

  it('writes an empty quiz for no questions', () => {
    expect(toMoodleXml([])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n</quiz>\n');
  });
});
