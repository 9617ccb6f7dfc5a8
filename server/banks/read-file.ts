// Reads an uploaded bank file into questions and rejected items: the text encoding, the format
// (from the name and content, or as the caller says), the destination section and topic for
// files that name none, and the questions a file repeats. Nothing here writes to the database;
// it runs in a file worker (server/uploads/pool.ts), away from the server's event loop.
import { ADMIN_MSG } from '../../src/core/contract/admin';
import { formatCategoryPath } from '../../src/core/formats/category-path';
import { detectFormat, parseBank } from '../../src/core/formats';
import type { BankFormat, BankQuestion, RejectedItem } from '../../src/core/formats';
import { HttpError } from '../http-error';

export interface BankFile {
  nombre: string;
  contenido: Buffer;
  formato?: BankFormat;
  /** For questions whose file names no section and topic (Aiken; GIFT or XML without category). */
  seccion?: string;
  tema?: string;
}

export interface ReadBank {
  formato: BankFormat;
  preguntas: BankQuestion[];
  rechazadas: RejectedItem[];
}

/** UTF-8 (a BOM is dropped); a file that is not valid UTF-8 is read as Windows-1252, as Excel in Spanish saves CSV. */
export function decodeText(contenido: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(contenido);
  } catch {
    return new TextDecoder('windows-1252').decode(contenido);
  }
}

/** The text to parse with the destination category in front, and how many lines that added. */
function withDestination(
  formato: BankFormat,
  text: string,
  seccion: string,
  tema: string,
): { text: string; added: number } {
  const path = formatCategoryPath(seccion, tema);
  if (formato === 'gift') return { text: `$CATEGORY: ${path}\n\n${text}`, added: 2 };
  if (formato === 'moodle') {
    // On the same line as <quiz>, so the file's own line numbers still hold.
    const category = `<question type="category"><category><text>${escapeXml(path)}</text></category></question>`;
    return { text: text.replace(/<quiz(\s[^>]*)?>/, (tag) => `${tag}${category}`), added: 0 };
  }
  return { text, added: 0 };
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The same question in the same place: what decides whether the bank already holds it. */
export function textKey(q: Pick<BankQuestion, 'seccion' | 'tema' | 'pregunta'>): string {
  return `${q.seccion}\u0000${q.tema}\u0000${q.pregunta}`;
}

export function readBankFile(file: BankFile): ReadBank {
  const text = decodeText(file.contenido);
  const formato = file.formato ?? detectFormat(file.nombre, text);
  if (formato === null) throw new HttpError(415, ADMIN_MSG.formatoDesconocido);
  const seccion = file.seccion ?? '';
  const tema = file.tema ?? '';
  const source =
    seccion && tema ? withDestination(formato, text, seccion, tema) : { text, added: 0 };
  const parsed = parseBank(formato, source.text, { seccion, tema });
  const rechazadas = parsed.rechazadas.map((r) => ({
    ...r,
    linea: Math.max(1, r.linea - source.added),
  }));
  rechazadas.push(...repeatedQuestions(parsed.preguntas, text));
  rechazadas.sort((a, b) => a.linea - b.linea);
  if (parsed.preguntas.length === 0 && rechazadas.length === 0)
    throw new HttpError(400, ADMIN_MSG.archivoVacio);
  return { formato, preguntas: parsed.preguntas, rechazadas };
}

const SNIPPET = 40;

/**
 * A question that appears twice (same ref, or same text in the same section and topic) would
 * be imported once and silently lost: it is rejected at the line of its second appearance,
 * found by searching the file for its ref or the start of its text.
 */
function repeatedQuestions(questions: readonly BankQuestion[], text: string): RejectedItem[] {
  const lines = text.split(/\r\n?|\n/);
  const rejected: RejectedItem[] = [];
  const seenRefs = new Map<string, number>();
  const seenTexts = new Map<string, number>();
  for (const q of questions) {
    if (q.ref !== null) {
      const n = (seenRefs.get(q.ref) ?? 0) + 1;
      seenRefs.set(q.ref, n);
      if (n > 1)
        rejected.push({ linea: lineOf(lines, q.ref, n), motivo: ADMIN_MSG.refRepetida(q.ref) });
      if (n > 1) continue;
    }
    const key = textKey(q);
    const n = (seenTexts.get(key) ?? 0) + 1;
    seenTexts.set(key, n);
    if (n > 1) {
      const snippet = searchable(q.pregunta);
      const shown = q.pregunta.length > SNIPPET ? `${q.pregunta.slice(0, SNIPPET)}…` : q.pregunta;
      rejected.push({
        linea: snippet ? lineOf(lines, snippet, n) : 1,
        motivo: ADMIN_MSG.preguntaRepetida(shown),
      });
    }
  }
  return rejected;
}

/** The start of a text up to the first character a format may escape, or null when too short to search for. */
function searchable(pregunta: string): string | null {
  const head = /^[^\\:=~#{}&<>"'\n]*/.exec(pregunta)?.[0].slice(0, SNIPPET).trim() ?? '';
  return head.length >= 8 ? head : null;
}

/** The line (from 1) of the nth line that contains `needle`; the last such line if fewer. */
function lineOf(lines: readonly string[], needle: string, nth: number): number {
  let found = 0;
  let last = 1;
  for (const [i, line] of lines.entries()) {
    if (!line.includes(needle)) continue;
    found += 1;
    last = i + 1;
    if (found === nth) return last;
  }
  return last;
}
