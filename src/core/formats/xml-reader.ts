/**
 * Reads the XML of Moodle question files into a small tree of elements with their lines, on
 * fast-xml-parser, which runs unchanged in the browser and in Node. Its validator decides what
 * is well-formed and its parser builds the tree; what is ours is the strict part a question file
 * needs and the Spanish messages, each with its line:
 *
 * - no DOCTYPE (and so no entity of the file's own, which also rules out entity expansion such
 *   as "billion laughs"); only the five predefined entities and numeric references; comments,
 *   CDATA sections and processing instructions must be closed;
 * - elements nested deeper than a question file goes (level 5: quiz, question, answer, feedback,
 *   text) are not parsed: from level 6 down, an element's content is kept as raw text. The
 *   validator checks the whole file without recursion, so a deeply nested file is read, not
 *   overflowing the stack.
 */

import { ENTITY_ACTION, EntityDecoder } from '@nodable/entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ValidationError } from 'fast-xml-parser';

export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: XmlNode[];
  /** 1-based line of the start tag. */
  line: number;
}

export type XmlNode = XmlElement | string;

export type XmlReadResult =
  { ok: true; root: XmlElement } | { ok: false; linea: number; motivo: string };

const PARSED_LEVELS = 5;
const TEXT = '#text';
const ATTRIBUTES = ':@';
const META = XMLParser.getMetaDataSymbol() as symbol;

/** In the parser's output (preserveOrder), a node is `{name: children, ':@': attributes}` or `{'#text': text}`. */
type ParsedNode = Record<string, unknown>;

function createParser(): XMLParser {
  return new XMLParser({
    preserveOrder: true,
    captureMetaData: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: { enabled: true, maxEntityCount: 1, maxEntitySize: 1, maxExpandedLength: 1 },
    entityDecoder: new EntityDecoder({
      numericAllowed: true,
      onInputEntity: () => ENTITY_ACTION.BLOCK,
    }),
    stopNodes: [Array.from({ length: PARSED_LEVELS + 1 }, () => '*').join('.')],
    maxNestedTags: PARSED_LEVELS + 1,
    // Callbacks get the path matcher instead of a path string built for every tag.
    jPath: false,
  });
}

let parser: XMLParser | null = null;

export function readXml(source: string): XmlReadResult {
  const text = source.replace(/^\uFEFF/, '');
  const read = readTree(text, lineIndex(text));
  if ('motivo' in read)
    return { ok: false, linea: read.linea, motivo: `XML mal formado: ${read.motivo}` };
  return { ok: true, root: read };
}

function readTree(text: string, lines: LineIndex): XmlElement | Problem {
  const refused = checkMarkup(text, lines);
  if (refused !== null) return refused;
  let roots: ReturnType<typeof parseTree>;
  try {
    const validation = XMLValidator.validate(text);
    if (validation !== true) return translate(validation.err, text, lines);
    roots = parseTree(text, lines);
  } catch (error) {
    // fast-xml-parser throws, instead of reporting, on some broken markup (a tag cut off at the
    // end of the file): the file is refused like any other malformed XML, never a server error.
    const at = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    return {
      linea: lines.lineAt(at ? Number(at[1]) : text.length),
      motivo: 'hay una etiqueta incompleta o mal escrita',
    };
  }
  if (!Array.isArray(roots)) return roots;
  const [root, second] = roots;
  if (second !== undefined)
    return { linea: second.line, motivo: 'hay contenido después del elemento raíz' };
  return root ?? { linea: 1, motivo: 'el archivo no tiene elemento raíz' };
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement =>
      typeof child !== 'string' && (name === undefined || child.name === name),
  );
}

export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return childElements(element, name)[0];
}

/** All text below the element, in document order. */
export function textContent(element: XmlElement): string {
  const parts: string[] = [];
  const pending: XmlNode[] = [element];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node === 'string') parts.push(node);
    else for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i] ?? '');
  }
  return parts.join('');
}

// ---------------------------------------------------------------------------
// Lines

interface LineIndex {
  lineAt(offset: number): number;
}

function lineIndex(text: string): LineIndex {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const lineAt = (offset: number): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  return { lineAt };
}

// ---------------------------------------------------------------------------
// What the validator lets through and a question file must not have

interface Problem {
  linea: number;
  motivo: string;
}

const MARKUP = /<!--|<!\[CDATA\[|<!|<\?|&/g;
const REFERENCE = /&([^;&\s]*)(;?)/y;
const PREDEFINED = new Set(['lt', 'gt', 'amp', 'quot', 'apos']);

/** Declarations, unclosed comments, CDATA and instructions, and every "&" outside them. */
function checkMarkup(text: string, lines: LineIndex): Problem | null {
  const problem = (offset: number, motivo: string): Problem => ({
    linea: lines.lineAt(offset),
    motivo,
  });
  let seenElement = false;
  for (let from = 0; ;) {
    MARKUP.lastIndex = from;
    const match = MARKUP.exec(text);
    if (match === null) return null;
    const at = match.index;
    seenElement ||= text.slice(from, at).includes('<');
    const token = match[0];
    if (token === '&') {
      const refused = checkReference(text, at);
      if (refused !== null) return problem(at, refused);
      from = at + 1;
      continue;
    }
    const [end, what] =
      token === '<!--'
        ? ['-->', 'Comentario']
        : token === '<?'
          ? ['?>', 'Instrucción <?…?>']
          : [']]>', 'Sección CDATA'];
    if (token === '<!') {
      const where = seenElement
        ? 'declaración no admitida dentro de un elemento'
        : 'no se admiten declaraciones <!DOCTYPE …>';
      return problem(at, where);
    }
    const close = text.indexOf(end, at + token.length);
    if (close === -1) return problem(at, `${what} sin cerrar`);
    if (token === '<!--' && text.slice(at + 4, close).includes('--'))
      return problem(at, 'un comentario no puede contener "--"');
    from = close + end.length;
  }
}

/** What is wrong with the reference at `at`, or null. */
function checkReference(text: string, at: number): string | null {
  REFERENCE.lastIndex = at;
  const [reference, body = '', semicolon] = REFERENCE.exec(text) ?? ['&'];
  if (semicolon !== ';') return 'carácter "&" sin escapar (escríbelo como &amp;)';
  const known = body.startsWith('#') ? isCharacterReference(body) : PREDEFINED.has(body);
  return known ? null : `entidad desconocida ${reference}`;
}

/** A reference to a character XML allows: tab, line breaks, and from U+0020 on, no surrogates. */
function isCharacterReference(body: string): boolean {
  const hex = /^#x([0-9a-fA-F]{1,6})$/.exec(body)?.[1];
  const decimal = /^#(\d{1,7})$/.exec(body)?.[1];
  const code =
    hex !== undefined ? parseInt(hex, 16) : decimal !== undefined ? Number(decimal) : NaN;
  const isChar = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0x10ffff);
  return isChar && !(code >= 0xd800 && code <= 0xdfff);
}

// ---------------------------------------------------------------------------
// The validator's findings, in Spanish

const FINDINGS: readonly [RegExp, (match: RegExpExecArray, tag: () => string) => string][] = [
  [/^Start tag expected/, () => 'el archivo no tiene elemento raíz'],
  [/^char '.*' is not expected|^Extra text at the end/, () => 'hay texto fuera del elemento raíz'],
  [/^Multiple possible root nodes/, () => 'hay contenido después del elemento raíz'],
  [
    /^XML declaration allowed only at the start/,
    () => 'la declaración <?xml …?> solo puede ir al principio',
  ],
  [/^Invalid space after '<'|^Tag '.*' is an invalid name/, () => 'etiqueta no válida'],
  [/^Attribute '(.*)' is repeated/, (m, tag) => `atributo "${m[1] ?? ''}" repetido en <${tag()}>`],
  [
    /^Attribute|^boolean attribute|^Attributes for/,
    (_m, tag) => `atributo mal escrito en <${tag()}>`,
  ],
  [
    /^Expected closing tag '(.*)' \(opened in line (\d+), col \d+\) instead of closing tag '(.*)'/,
    (m) =>
      `se esperaba </${m[1] ?? ''}> (abierta en la línea ${m[2] ?? ''}) y aparece </${m[3] ?? ''}>`,
  ],
  [/^Closing tag/, () => 'etiqueta de cierre no válida'],
];

function translate(err: ValidationError['err'], text: string, lines: LineIndex): Problem {
  const unclosed = unclosedTag(err, text);
  if (unclosed !== null) {
    const opened = unclosed.line === null ? '' : ` (abierta en la línea ${unclosed.line})`;
    return {
      linea: lines.lineAt(text.length),
      motivo: `falta la etiqueta de cierre </${unclosed.name}>${opened}`,
    };
  }
  const tag = (): string => {
    const start = text.lastIndexOf('<', offsetOf(text, err.line, err.col));
    return /^<\/?([^\s/>]*)/.exec(text.slice(start))?.[1] ?? '';
  };
  for (const [pattern, motivo] of FINDINGS) {
    const match = pattern.exec(err.msg);
    if (match !== null) return { linea: err.line, motivo: motivo(match, tag) };
  }
  return { linea: err.line, motivo: 'el archivo no se puede leer' };
}

/** The validator names an unclosed element with its line, and several only by name (innermost last). */
function unclosedTag(
  err: ValidationError['err'],
  text: string,
): { name: string; line: number | null } | null {
  const one = /^Unclosed tag '(.*)'/.exec(err.msg)?.[1];
  if (one !== undefined) return { name: one, line: err.line };
  const several = /^Invalid '(\[.*\])' found/.exec(err.msg)?.[1];
  if (several === undefined) return null;
  const names = JSON.parse(several) as string[];
  return { name: names.at(-1) ?? '', line: openLine(text, names.length) };
}

/**
 * The line of the innermost of `depth` unclosed elements: at the end of the file the open
 * elements are each the last element of the one before, so the parser, which reads what is
 * still open as if closed there, finds it. Null when that element is deeper than it parses.
 */
function openLine(text: string, depth: number): number | null {
  if (depth > PARSED_LEVELS) return null;
  const roots = parseTree(text, lineIndex(text));
  let elements = Array.isArray(roots) ? roots : [];
  let open: XmlElement | undefined;
  for (let level = 0; level < depth; level++) {
    open = elements.at(-1);
    elements = open === undefined ? [] : childElements(open);
  }
  return open?.line ?? null;
}

function offsetOf(text: string, line: number, column = 1): number {
  let offset = 0;
  for (let n = 1; n < line && offset !== -1; n++) offset = text.indexOf('\n', offset) + 1;
  return Math.max(0, offset) + column - 1;
}

// ---------------------------------------------------------------------------
// The parser's output as elements

/**
 * The parser refuses a name that would reach an object's prototype ("__proto__",
 * "constructor", "prototype"), by throwing; anything else it throws is a bug and propagates.
 */
function parseTree(text: string, lines: LineIndex): XmlElement[] | Problem {
  parser ??= createParser();
  try {
    return toElements(parser.parse(text) as ParsedNode[], lines);
  } catch (error) {
    const name =
      error instanceof Error
        ? /^\[SECURITY\] Invalid name: "(.+?)"/.exec(error.message)?.[1]
        : undefined;
    if (name === undefined) throw error;
    const offset = Math.max(0, text.search(new RegExp(`[<\\s]${name}[\\s=/>]`)));
    return { linea: lines.lineAt(offset), motivo: `nombre no admitido: "${name}"` };
  }
}

/** Without recursion, although the depth is bounded anyway by the levels parsed. */
function toElements(nodes: readonly ParsedNode[], lines: LineIndex): XmlElement[] {
  const top: XmlElement = { name: '', attributes: {}, children: [], line: 1 };
  const pending: [readonly ParsedNode[], XmlElement][] = [[nodes, top]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [children, parent] = next;
    for (const node of children) {
      const text = node[TEXT];
      if (typeof text === 'string') {
        if (text !== '') parent.children.push(text);
        continue;
      }
      const name = Object.keys(node).find((key) => key !== ATTRIBUTES);
      if (name === undefined) continue;
      const meta = (node as Record<symbol, { startIndex?: number } | undefined>)[META];
      const element: XmlElement = {
        name,
        attributes: (node[ATTRIBUTES] as Record<string, string> | undefined) ?? {},
        children: [],
        line: lines.lineAt(meta?.startIndex ?? 0),
      };
      parent.children.push(element);
      pending.push([node[name] as ParsedNode[], element]);
    }
  }
  return childElements(top);
}
