/**
 * Conversion between the plain texts of a bank and the simple HTML that
 * Moodle stores in question texts, answers and feedback.
 */

import { cleanText } from './question-rules';

// `[^<>]*` rather than `[^>]*`: a stray "<" then stops the scan, keeping it linear.
const TAG = /<(\/?)([A-Za-z][\w-]*)\b[^<>]*>/g;
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
const MEDIA_TAGS = /<(img|video|audio|iframe|object|embed)\b/i;

/**
 * Strips the tags and decodes the entities. Source whitespace collapses as a
 * browser would; `<br>` is a line break and the edge between two blocks
 * (`</p><p>`) is a single one.
 */
export function htmlToText(html: string): string {
  const out = new TextBuilder();
  const source = stripComments(html);
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out.addText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (name === 'br') out.addLineBreak();
    else if (name !== undefined && BLOCK_TAGS.has(name)) out.addBlockEdge();
  }
  out.addText(source.slice(last));
  return cleanText(out.toString());
}

/** An unclosed comment hides the rest, as in a browser. */
function stripComments(html: string): string {
  const kept: string[] = [];
  let from = 0;
  for (let start = html.indexOf('<!--'); start !== -1; start = html.indexOf('<!--', from)) {
    kept.push(html.slice(from, start));
    const end = html.indexOf('-->', start + 4);
    from = end === -1 ? html.length : end + 3;
  }
  kept.push(html.slice(from));
  return kept.join('');
}

/** Collects the text pieces; linear in the input however many tags it has. */
class TextBuilder {
  private readonly pieces: string[] = [];
  private hasText = false;
  private pendingBreak = false;

  addText(raw: string): void {
    const piece = decodeHtmlEntities(raw.replace(/\s+/g, ' '));
    if (!this.pendingBreak) {
      this.push(piece);
    } else if (piece.trim() !== '') {
      // Spaces at a block's edge are not content; those next to a <br> are kept.
      this.trimTrailingSpaces();
      this.pieces.push('\n');
      this.push(piece.replace(/^ +/, ''));
      this.pendingBreak = false;
    }
  }

  addLineBreak(): void {
    this.pieces.push('\n');
    this.pendingBreak = false;
  }

  addBlockEdge(): void {
    if (this.hasText) this.pendingBreak = true;
  }

  toString(): string {
    return this.pieces.join('');
  }

  private push(piece: string): void {
    this.pieces.push(piece);
    if (piece.trim() !== '') this.hasText = true;
  }

  private trimTrailingSpaces(): void {
    for (let last = this.pieces.pop(); last !== undefined; last = this.pieces.pop()) {
      const trimmed = last.replace(/ +$/, '');
      if (trimmed !== '') {
        this.pieces.push(trimmed);
        return;
      }
    }
  }
}

/** Moodle files reference images with @@PLUGINFILE@@; we store plain text only. */
export function hasMedia(html: string): boolean {
  return MEDIA_TAGS.test(html) || html.includes('@@PLUGINFILE@@');
}

export function textToHtml(text: string): string {
  return escapeXml(text).replaceAll('\n', '<br>');
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;',
  );
}

// ---------------------------------------------------------------------------
// Entities

/** The ones Spanish texts use; an unknown named entity is left as written, as browsers do. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  uuml: 'ü',
  Uuml: 'Ü',
  ccedil: 'ç',
  Ccedil: 'Ç',
  iexcl: '¡',
  iquest: '¿',
  laquo: '«',
  raquo: '»',
  ordf: 'ª',
  ordm: 'º',
  deg: '°',
  middot: '·',
  sect: '§',
  para: '¶',
  euro: '€',
  copy: '©',
  reg: '®',
  times: '×',
  divide: '÷',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
};

function decodeHtmlEntities(text: string): string {
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z][A-Za-z0-9]*);/g,
    (match, body: string) => {
      if (!body.startsWith('#')) return NAMED[body] ?? match;
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}
