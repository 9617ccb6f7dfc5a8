/**
 * A small, strict reader for the XML that Moodle question files use: elements,
 * attributes, text, CDATA, comments, processing instructions and the five
 * predefined entities plus numeric references. DOCTYPE (and with it any custom
 * entity) is refused, which also rules out entity-expansion attacks. Nesting
 * is handled with an explicit stack, so deep input cannot overflow the call stack.
 *
 * Written here because core code must stay platform-free (no DOMParser) and
 * the project takes no new dependencies.
 */

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

export function readXml(source: string): XmlReadResult {
  const cursor = createCursor(source.replace(/^\uFEFF/, ''));
  try {
    skipMisc(cursor);
    if (cursor.pos >= cursor.text.length) fail(cursor.pos, 'el archivo no tiene elemento raíz');
    const root = readTree(cursor);
    skipMisc(cursor);
    if (cursor.pos < cursor.text.length)
      fail(cursor.pos, 'hay contenido después del elemento raíz');
    return { ok: true, root };
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    return {
      ok: false,
      linea: cursor.lineAt(error.offset),
      motivo: `XML mal formado: ${error.message}`,
    };
  }
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

/** All text below the element, in document order (iterative, like the reader). */
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
// Cursor and errors

interface Cursor {
  text: string;
  pos: number;
  lineAt(offset: number): number;
}

class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

function fail(offset: number, message: string): never {
  throw new XmlSyntaxError(message, offset);
}

function createCursor(text: string): Cursor {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineAt = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  return { text, pos: 0, lineAt };
}

function startsWith(cursor: Cursor, prefix: string): boolean {
  return cursor.text.startsWith(prefix, cursor.pos);
}

/** Moves past `terminator`, which must appear; returns what came before it. */
function readUntil(cursor: Cursor, terminator: string, what: string): string {
  const end = cursor.text.indexOf(terminator, cursor.pos);
  if (end === -1) fail(cursor.pos, `${what} sin cerrar`);
  const content = cursor.text.slice(cursor.pos, end);
  cursor.pos = end + terminator.length;
  return content;
}

// ---------------------------------------------------------------------------
// Prolog, epilog and markup that carries no data

/** Whitespace, comments and processing instructions (the XML declaration among them). */
function skipMisc(cursor: Cursor): void {
  for (;;) {
    const whitespace = /\s*/y;
    whitespace.lastIndex = cursor.pos;
    whitespace.exec(cursor.text);
    cursor.pos = whitespace.lastIndex;
    if (startsWith(cursor, '<!--')) skipComment(cursor);
    else if (startsWith(cursor, '<?')) skipProcessingInstruction(cursor);
    else if (startsWith(cursor, '<!')) fail(cursor.pos, 'no se admiten declaraciones <!DOCTYPE …>');
    else if (cursor.pos < cursor.text.length && !startsWith(cursor, '<')) {
      fail(cursor.pos, 'hay texto fuera del elemento raíz');
    } else return;
  }
}

function skipComment(cursor: Cursor): void {
  const start = cursor.pos;
  cursor.pos += '<!--'.length;
  const body = readUntil(cursor, '-->', 'Comentario');
  if (body.includes('--')) fail(start, 'un comentario no puede contener "--"');
}

function skipProcessingInstruction(cursor: Cursor): void {
  cursor.pos += '<?'.length;
  readUntil(cursor, '?>', 'Instrucción <?…?>');
}

// ---------------------------------------------------------------------------
// Elements

const NAME = '[A-Za-z_][\\w.:-]*';
// Sticky patterns, built once: matchAt positions them at the cursor.
const START_TAG = new RegExp(`<(${NAME})`, 'y');
const START_TAG_END = /\s*(\/?)>/y;
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'y');
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');

function readTree(cursor: Cursor): XmlElement {
  const { element: root, selfClosing } = readStartTag(cursor);
  const open: XmlElement[] = selfClosing ? [] : [root];
  for (let current = open.at(-1); current !== undefined; current = open.at(-1)) {
    if (cursor.pos >= cursor.text.length) {
      fail(
        cursor.text.length,
        `falta la etiqueta de cierre </${current.name}> (abierta en la línea ${current.line})`,
      );
    }
    if (!startsWith(cursor, '<')) appendText(current, readCharacterData(cursor));
    else if (startsWith(cursor, '</')) {
      readEndTag(cursor, current);
      open.pop();
    } else if (startsWith(cursor, '<!') || startsWith(cursor, '<?')) readMarkup(cursor, current);
    else {
      const child = readStartTag(cursor);
      current.children.push(child.element);
      if (!child.selfClosing) open.push(child.element);
    }
  }
  return root;
}

/** Comments, CDATA and processing instructions inside an element. */
function readMarkup(cursor: Cursor, current: XmlElement): void {
  if (startsWith(cursor, '<!--')) skipComment(cursor);
  else if (startsWith(cursor, '<![CDATA[')) appendText(current, readCdata(cursor));
  else if (startsWith(cursor, '<?')) skipProcessingInstruction(cursor);
  else fail(cursor.pos, 'declaración no admitida dentro de un elemento');
}

function readStartTag(cursor: Cursor): { element: XmlElement; selfClosing: boolean } {
  const start = cursor.pos;
  const name = matchAt(cursor, START_TAG)?.[1];
  if (name === undefined) fail(start, 'etiqueta no válida');
  const attributes: Record<string, string> = {};
  for (;;) {
    const end = matchAt(cursor, START_TAG_END);
    if (end) {
      const element: XmlElement = { name, attributes, children: [], line: cursor.lineAt(start) };
      return { element, selfClosing: end[1] === '/' };
    }
    readAttribute(cursor, attributes, name);
  }
}

function readAttribute(cursor: Cursor, attributes: Record<string, string>, tag: string): void {
  const start = cursor.pos;
  const match = matchAt(cursor, ATTRIBUTE);
  const name = match?.[1];
  if (match === null || name === undefined) fail(start, `atributo mal escrito en <${tag}>`);
  if (Object.hasOwn(attributes, name)) fail(start, `atributo "${name}" repetido en <${tag}>`);
  attributes[name] = decodeEntities(match[2] ?? match[3] ?? '', start);
}

function readEndTag(cursor: Cursor, current: XmlElement): void {
  const start = cursor.pos;
  const name = matchAt(cursor, END_TAG)?.[1];
  if (name === undefined) fail(start, 'etiqueta de cierre no válida');
  if (name !== current.name) {
    fail(
      start,
      `se esperaba </${current.name}> (abierta en la línea ${current.line}) y aparece </${name}>`,
    );
  }
}

function readCdata(cursor: Cursor): string {
  cursor.pos += '<![CDATA['.length;
  return readUntil(cursor, ']]>', 'Sección CDATA');
}

function readCharacterData(cursor: Cursor): string {
  const start = cursor.pos;
  const end = cursor.text.indexOf('<', start);
  cursor.pos = end === -1 ? cursor.text.length : end;
  return decodeEntities(cursor.text.slice(start, cursor.pos), start);
}

function appendText(element: XmlElement, text: string): void {
  const last = element.children.length - 1;
  const previous = element.children[last];
  if (typeof previous === 'string') element.children[last] = previous + text;
  else if (text !== '') element.children.push(text);
}

/** Runs a sticky regex at the cursor and moves past the match. */
function matchAt(cursor: Cursor, pattern: RegExp): RegExpExecArray | null {
  pattern.lastIndex = cursor.pos;
  const match = pattern.exec(cursor.text);
  if (match) cursor.pos = pattern.lastIndex;
  return match;
}

// ---------------------------------------------------------------------------
// Entities

const PREDEFINED: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

function decodeEntities(raw: string, offset: number): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]*);?/g, (match, body: string, index: number) => {
    const at = offset + index;
    if (!match.endsWith(';')) fail(at, 'carácter "&" sin escapar (escríbelo como &amp;)');
    const decoded = body.startsWith('#') ? decodeNumeric(body) : PREDEFINED[body];
    if (decoded === undefined) fail(at, `entidad desconocida ${match}`);
    return decoded;
  });
}

function decodeNumeric(body: string): string | undefined {
  const hex = /^#x([0-9a-fA-F]{1,6})$/.exec(body)?.[1];
  const decimal = /^#(\d{1,7})$/.exec(body)?.[1];
  const code =
    hex !== undefined ? parseInt(hex, 16) : decimal !== undefined ? Number(decimal) : NaN;
  const isChar = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0x10ffff);
  const isSurrogate = code >= 0xd800 && code <= 0xdfff;
  return isChar && !isSurrogate ? String.fromCodePoint(code) : undefined;
}
