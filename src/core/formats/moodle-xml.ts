/**
 * Moodle XML parser and serializer for the single-answer multiple-choice
 * subset of our banks. A `<question type="category">` switches the current
 * Sección/Tema; `<question type="multichoice">` carries the question, with
 * `<name>` as ref and `<generalfeedback>` as fuente. Pure TypeScript.
 */

import type { BankQuestion, ParseResult } from './gift';
import { formatCategoryPath, parseCategoryPath } from './category-path';
import type { Category } from './category-path';
import { escapeXml, hasMedia, htmlToText, textToHtml } from './html-text';
import {
  MOTIVO,
  attempt,
  buildQuestion,
  cleanText,
  nullIfEmpty,
  oneLine,
  reject,
  joinFeedback,
  splitFeedback,
} from './question-rules';
import { childElements, firstChild, readXml, textContent } from './xml-reader';
import type { XmlElement } from './xml-reader';

const MOTIVO_XML = {
  raiz: 'El elemento raíz debe ser <quiz>',
  sinCategoria: 'Falta la categoría (una <question type="category"> con Sección/Tema)',
  categoriaSinTexto: 'La pregunta de tipo "category" no tiene <category><text>',
  variasCorrectas:
    'Solo se admiten preguntas de una única respuesta correcta (<single>true</single>)',
  multimedia: 'La pregunta contiene imágenes u otros archivos, que no se pueden importar',
} as const;

export function parseMoodleXml(text: string): ParseResult {
  const xml = readXml(text);
  if (!xml.ok) return { preguntas: [], rechazadas: [{ linea: xml.linea, motivo: xml.motivo }] };
  if (xml.root.name !== 'quiz') {
    return { preguntas: [], rechazadas: [{ linea: xml.root.line, motivo: MOTIVO_XML.raiz }] };
  }

  const result: ParseResult = { preguntas: [], rechazadas: [] };
  let category: Category = { error: MOTIVO_XML.sinCategoria };
  for (const element of childElements(xml.root)) {
    if (element.name !== 'question') {
      const motivo = `Elemento <${element.name}> inesperado: dentro de <quiz> solo puede haber <question>`;
      result.rechazadas.push({ linea: element.line, motivo });
    } else if (element.attributes.type === 'category') {
      category = readCategory(element);
    } else {
      const parsed = attempt(() => readQuestion(element, category));
      if (parsed.ok) result.preguntas.push(parsed.value);
      else result.rechazadas.push({ linea: element.line, motivo: parsed.motivo });
    }
  }
  return result;
}

/**
 * Writes a category question whenever seccion/tema changes, so that
 * parseMoodleXml(toMoodleXml(qs)) equals qs. A question without ref gets no
 * `<name>`: Moodle then names it after its text.
 */
export function toMoodleXml(questions: readonly BankQuestion[]): string {
  const chunks: string[] = [];
  let lastCategory: string | null = null;
  for (const question of questions) {
    const category = formatCategoryPath(question.seccion, question.tema);
    if (category !== lastCategory) {
      chunks.push(categoryToXml(category));
      lastCategory = category;
    }
    chunks.push(questionToXml(question));
  }
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...chunks, '</quiz>', ''].join('\n');
}

// ---------------------------------------------------------------------------
// Reading

function readCategory(element: XmlElement): Category {
  const text = firstChildPath(element, ['category', 'text']);
  return text === undefined
    ? { error: MOTIVO_XML.categoriaSinTexto }
    : parseCategoryPath(textContent(text));
}

function readQuestion(element: XmlElement, category: Category): BankQuestion {
  if ('error' in category) reject(category.error);
  if (element.attributes.type !== 'multichoice') reject(MOTIVO.tipoNoAdmitido);
  if (!isSingle(element)) reject(MOTIVO_XML.variasCorrectas);

  const questionText = firstChild(element, 'questiontext');
  const format = questionText?.attributes.format ?? 'html';
  const answers = childElements(element, 'answer').map((answer) => readAnswer(answer, format));
  const name = firstChildPath(element, ['name', 'text']);
  const feedback = firstChild(element, 'generalfeedback');
  return buildQuestion({
    seccion: category.seccion,
    tema: category.tema,
    pregunta: questionText === undefined ? '' : readRichText(questionText, format),
    respuestas: answers.map((answer) => answer.text),
    correctas: answers.flatMap((answer, index) => (answer.correct ? [index] : [])),
    ...splitFeedback(feedback === undefined ? null : readRichText(feedback, format)),
    ref: name === undefined ? null : nullIfEmpty(oneLine(textContent(name))),
  });
}

/** Moodle reads anything but "true"/"1" as multiple answers; a missing tag means single. */
function isSingle(element: XmlElement): boolean {
  const single = firstChild(element, 'single');
  if (single === undefined) return true;
  return ['true', '1'].includes(textContent(single).trim().toLowerCase());
}

function readAnswer(
  answer: XmlElement,
  questionFormat: string,
): { text: string; correct: boolean } {
  const raw = answer.attributes.fraction ?? '0';
  const fraction = Number(raw);
  if (raw.trim() === '' || Number.isNaN(fraction)) {
    reject(`Valor de "fraction" no válido en una respuesta: "${raw}"`);
  }
  if (fraction !== 0 && fraction !== 100) reject(MOTIVO.conPeso);
  const format = answer.attributes.format ?? questionFormat;
  return { text: readRichText(answer, format), correct: fraction === 100 };
}

/** The `<text>` child of a text field, read as HTML unless the field says it is plain. */
function readRichText(field: XmlElement, format: string): string {
  const text = firstChild(field, 'text');
  if (text === undefined) return '';
  const content = textContent(text);
  if (format === 'plain_text' || format === 'markdown') return cleanText(content);
  if (hasMedia(content)) reject(MOTIVO_XML.multimedia);
  return htmlToText(content);
}

function firstChildPath(element: XmlElement, path: readonly string[]): XmlElement | undefined {
  let current: XmlElement | undefined = element;
  for (const name of path) current = current === undefined ? undefined : firstChild(current, name);
  return current;
}

// ---------------------------------------------------------------------------
// Writing

function categoryToXml(path: string): string {
  return [
    '  <question type="category">',
    '    <category>',
    `      <text>${escapeXml(path)}</text>`,
    '    </category>',
    '  </question>',
  ].join('\n');
}

function questionToXml(question: BankQuestion): string {
  const feedback = joinFeedback(question);
  const name =
    question.ref === null
      ? []
      : ['    <name>', `      <text>${escapeXml(question.ref)}</text>`, '    </name>'];
  const answers = question.respuestas.map((text, index) =>
    [
      `    <answer fraction="${index === question.correcta ? 100 : 0}" format="html">`,
      `      <text>${cdata(textToHtml(text))}</text>`,
      '    </answer>',
    ].join('\n'),
  );
  return [
    '  <question type="multichoice">',
    ...name,
    '    <questiontext format="html">',
    `      <text>${cdata(`<p>${textToHtml(question.pregunta)}</p>`)}</text>`,
    '    </questiontext>',
    '    <generalfeedback format="html">',
    `      <text>${feedback === null ? '' : cdata(`<p>${textToHtml(feedback)}</p>`)}</text>`,
    '    </generalfeedback>',
    '    <defaultgrade>1</defaultgrade>',
    '    <single>true</single>',
    '    <shuffleanswers>true</shuffleanswers>',
    '    <answernumbering>abc</answernumbering>',
    ...answers,
    '  </question>',
  ].join('\n');
}

/** Safe because textToHtml escapes ">", so the content can never contain "]]>". */
function cdata(html: string): string {
  return `<![CDATA[${html}]]>`;
}
