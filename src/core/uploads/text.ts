// What an uploaded file is and what text it gives, the same on the server (extraer_texto.php)
// and in the browser (reading a file with no connection): the type from the first bytes, never
// from the name; a text file decoded as UTF-8, UTF-16 with a BOM or Windows-1252; a PDF read page
// by page; the text tidied and cut at the longest text the AI tools take.
import { MSG } from '../contract/base';
import { EXTRACTED_TEXT_MAX } from '../contract/summaries';

/** A document over a cap (a PDF's pages, a DOCX's XML): refused, never read half-way. */
export class TooComplexError extends Error {
  constructor() {
    super(MSG.tooComplex);
    this.name = 'TooComplexError';
  }
}

/** The container the first bytes show; a zip still has to prove it is a DOCX, an OLE file a DOC. */
export type Sniffed = 'pdf' | 'zip' | 'ole' | 'text';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** PDF readers accept the header anywhere in the first KB. */
const PDF_HEADER_WINDOW = 1024;
/** A text may hold a few stray control characters, not the many a binary file has. */
const MAX_CONTROL_SHARE = 0.001;
/** A PDF with more pages is refused before any page is read (TooComplexError). */
export const PDF_MAX_PAGES = 2_000;

function startsWith(bytes: Uint8Array, magic: number[], at = 0): boolean {
  return magic.every((b, i) => bytes[at + i] === b);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, PDF_HEADER_WINDOW) - PDF.length;
  for (let i = 0; i <= end; i++) if (startsWith(bytes, PDF, i)) return true;
  return false;
}

/** What the first bytes show; null when it is none of PDF, zip, OLE (Word 97) or text. */
export function sniff(bytes: Uint8Array): Sniffed | null {
  if (hasPdfHeader(bytes)) return 'pdf';
  if (startsWith(bytes, ZIP)) return 'zip';
  if (startsWith(bytes, OLE)) return 'ole';
  return decodeText(bytes) === null ? null : 'text';
}

/**
 * The text of a plain-text file: UTF-8 (with or without BOM), UTF-16 with a BOM, or else
 * Windows-1252 (what older Spanish Windows editors write). Null when it is not text: a NUL
 * byte, or more control characters than a text has.
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    if (bytes.includes(0)) return null;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  if (text.includes('\u0000')) return null;
  // Control characters other than tab, line feed, vertical tab, form feed and carriage return.
  const controls = text.match(/(?![\t\n\v\f\r])\p{Cc}/gu)?.length ?? 0;
  return controls > Math.max(1, text.length * MAX_CONTROL_SHARE) ? null : text;
}

/** Lines trimmed, runs of blank lines cut to one, no control characters. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\v\f]/g, '\n')
    .replace(/(?![\t\n])\p{Cc}/gu, '')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The tidied text, cut at the longest text the AI tools accept (and whether it was cut). */
export function finishText(raw: string): { texto: string; truncado: boolean } {
  const tidy = tidyText(raw);
  const truncado = tidy.length > EXTRACTED_TEXT_MAX;
  return { texto: truncado ? tidy.slice(0, EXTRACTED_TEXT_MAX) : tidy, truncado };
}

const PAGES_NODE = /\/Type\s*\/Pages(?![A-Za-z])/g;
const COUNT = /\/Count\s+(\d+)/;
/** Longest object searched for its /Count (a flat tree of 20,000 pages lists ~140 KB of kids). */
const PAGES_OBJECT_MAX = 1024 * 1024;

/**
 * The page count a PDF's page tree declares, read from the bytes without pdf.js: the largest
 * /Count of an uncompressed /Type /Pages object (the root counts every page). Null when there
 * is none to read (the tree sits in a compressed object stream); then only pdf.js can tell.
 * pdf.js fetches every page of the tree before it gives its count, which for a 20,000-page file
 * takes seconds and a hundred MB: this lets a file over PDF_MAX_PAGES be refused first.
 */
export function declaredPdfPages(bytes: Uint8Array): number | null {
  // UTF-8 decodes fastest; a byte it cannot place becomes U+FFFD and the ASCII after it survives.
  const text = new TextDecoder('utf-8').decode(bytes);
  let pages: number | null = null;
  for (const match of text.matchAll(PAGES_NODE)) {
    const start = Math.max(0, text.lastIndexOf('obj', match.index));
    const end = text.indexOf('endobj', match.index);
    const object = text.slice(
      start,
      Math.min(end < 0 ? text.length : end, start + PAGES_OBJECT_MAX),
    );
    const count = COUNT.exec(object)?.[1];
    if (count !== undefined) pages = Math.max(pages ?? 0, Number(count));
  }
  return pages;
}

/** The part of a pdf.js document that reading its text needs (Node and browser builds alike). */
export interface PdfDocumentLike {
  numPages: number;
  getPage(n: number): Promise<{
    getTextContent(): Promise<{ items: readonly object[] }>;
    cleanup(): unknown;
  }>;
}

/**
 * The text of each page, pages separated by a blank line. A PDF of more than PDF_MAX_PAGES
 * pages is refused (TooComplexError). Reading stops once the text is longer than finishText
 * keeps, so a long book costs its first pages only; the cut is still reported (`truncado`).
 */
export async function pdfPagesText(doc: PdfDocumentLike): Promise<string> {
  if (doc.numPages > PDF_MAX_PAGES) throw new TooComplexError();
  const pages: string[] = [];
  let length = 0;
  let checkAt = EXTRACTED_TEXT_MAX;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) =>
        'str' in item ? `${String(item.str)}${'hasEOL' in item && item.hasEOL ? '\n' : ''}` : '',
      )
      .join('');
    pages.push(text);
    page.cleanup();
    length += text.length;
    if (length > checkAt) {
      // Tidying only shortens a text: measure what it keeps, and stop once there is more.
      if (tidyText(pages.join('\n\n')).length > EXTRACTED_TEXT_MAX + ENOUGH_MARGIN) break;
      checkAt = length * 2;
    }
  }
  return pages.join('\n\n');
}

/** Past EXTRACTED_TEXT_MAX by this much, the kept start can no longer change with later pages. */
const ENOUGH_MARGIN = 1_000;

/** The options both sides give pdf.js: no eval, no fonts, quiet. */
export const PDF_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  verbosity: 0,
} as const;

/**
 * What a DOCX may unpack to before any library opens it, on both sides: zip bombs (413) and
 * XML that would take mammoth too long or too much memory to parse (TooComplexError, 422).
 */
export const DOCX_LIMITS = {
  maxEntries: 2_000,
  /** Every XML part (.xml, .rels) together, unpacked: ~1.4 million characters of plain text. */
  maxXmlBytes: 4 * 1024 * 1024,
  /** Any one entry, unpacked. */
  maxEntryBytes: 50 * 1024 * 1024,
  /** All entries together, unpacked. */
  maxTotalBytes: 100 * 1024 * 1024,
};
/** The entries a zip needs to be a Word document. */
export const DOCX_REQUIRED = ['[Content_Types].xml', 'word/document.xml'];

/** The parts mammoth parses as XML, whose unpacked size counts against maxXmlBytes. */
export function isXmlPart(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}
