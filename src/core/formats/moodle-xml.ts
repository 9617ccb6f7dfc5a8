/**
 * Moodle XML parser and serializer for the single-answer multiple-choice
 * subset of our banks. A `<question type="category">` switches the current
 * Sección/Tema; `<question type="multichoice">` carries the question, with
 * `<name>` as ref and `<generalfeedback>` as explicación and fuente. The XML
 * itself is read by fast-xml-parser (xml-reader.ts).
 */

import type { BankQuestion, ParseResult } from './types';
import { formatCategoryPath, parseCategoryPath } from './category-path';
import type { Category } from './category-path';
import { escapeXml, hasMedia, htmlToText, textToHtml } from './html-text';
import {
  EXPLICACION_MARK,
  FUENTE_MARK,
  MOTIVO,
  attempt,
  buildQuestion,
  cleanText,
  nullIfEmpty,
  oneLine,
  reject,
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
  const feedbackFormat = feedback?.attributes.format ?? format;
  return buildQuestion({
    seccion: category.seccion,
    tema: category.tema,
    pregunta: questionText === undefined ? '' : readRichText(questionText, format),
    respuestas: answers.map((answer) => answer.text),
    correctas: answers.flatMap((answer, index) => (answer.correct ? [index] : [])),
    ...readFeedback(
      feedback === undefined ? undefined : firstChild(feedback, 'text'),
      feedbackFormat,
    ),
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
  return text === undefined ? '' : readContent(textContent(text), format);
}

function isHtml(format: string): boolean {
  return format !== 'plain_text' && format !== 'markdown';
}

function readContent(content: string, format: string): string {
  if (!isHtml(format)) return cleanText(content);
  if (hasMedia(content)) reject(MOTIVO_XML.multimedia);
  return htmlToText(content);
}

/**
 * The general feedback as toMoodleXml writes it: 'Explicación: …' and 'Fuente: …', in that
 * order, each a paragraph of its own, so that either may hold any text. Anything else is read in
 * one piece, as banks written before explanations were: 'explanation Fuente: source', or a
 * source alone.
 */
function readFeedback(
  text: XmlElement | undefined,
  format: string,
): Pick<BankQuestion, 'fuente' | 'explicacion'> {
  const content = text === undefined ? '' : textContent(text);
  return (
    (isHtml(format) ? markedParagraphs(content, format) : null) ??
    splitFeedback(readContent(content, format))
  );
}

function markedParagraphs(
  html: string,
  format: string,
): Pick<BankQuestion, 'fuente' | 'explicacion'> | null {
  const texts = (paragraphs(html) ?? []).map((paragraph) => readContent(paragraph, format));
  const afterMark = (text: string | undefined, mark: string): string | null =>
    text?.startsWith(mark) ? text.slice(mark.length).trim() : null;
  const explicacion = afterMark(texts[0], EXPLICACION_MARK);
  const fuente = afterMark(texts[explicacion === null ? 0 : 1], FUENTE_MARK);
  const marked = (explicacion === null ? 0 : 1) + (fuente === null ? 0 : 1);
  if (marked === 0 || marked !== texts.length) return null;
  return { explicacion: nullIfEmpty(explicacion ?? ''), fuente: nullIfEmpty(fuente ?? '') };
}

const PARAGRAPH_START = /\s*<p(?:\s[^<>]*)?>/y;

/** The inner HTML of each paragraph when the HTML is nothing but paragraphs; null otherwise. */
function paragraphs(html: string): string[] | null {
  const found: string[] = [];
  let pos = 0;
  for (PARAGRAPH_START.lastIndex = 0; PARAGRAPH_START.test(html); PARAGRAPH_START.lastIndex = pos) {
    const close = html.indexOf('</p>', PARAGRAPH_START.lastIndex);
    if (close === -1) return null;
    found.push(html.slice(PARAGRAPH_START.lastIndex, close));
    pos = close + '</p>'.length;
  }
  return found.length > 0 && html.slice(pos).trim() === '' ? found : null;
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
    `      <text>${feedbackHtml(question)}</text>`,
    '    </generalfeedback>',
    '    <defaultgrade>1</defaultgrade>',
    '    <single>true</single>',
    '    <shuffleanswers>true</shuffleanswers>',
    '    <answernumbering>abc</answernumbering>',
    ...answers,
    '  </question>',
  ].join('\n');
}

/**
 * 'Explicación: …' and 'Fuente: …' in paragraphs of their own (readFeedback). A source alone is
 * written bare, as before explanations, unless it would then read as something else.
 */
function feedbackHtml({ fuente, explicacion }: BankQuestion): string {
  const paragraph = (text: string): string => `<p>${textToHtml(text)}</p>`;
  if (explicacion === null && fuente === null) return '';
  const bare =
    fuente !== null && !fuente.startsWith(FUENTE_MARK) && splitFeedback(fuente).fuente === fuente;
  if (explicacion === null && bare) return cdata(paragraph(fuente));
  const parts = [
    ...(explicacion === null ? [] : [paragraph(`${EXPLICACION_MARK} ${explicacion}`)]),
    ...(fuente === null ? [] : [paragraph(`${FUENTE_MARK} ${fuente}`)]),
  ];
  return cdata(parts.join(''));
}

/** Safe because textToHtml escapes ">", so the content can never contain "]]>". */
function cdata(html: string): string {
  return `<![CDATA[${html}]]>`;
}
