/**
 * One entry point for the four bank formats. Every parser returns what it
 * could read plus the rejected items; callers must import nothing when
 * `rechazadas` is not empty, so that a broken file never imports half.
 */

import { parseAiken, toAiken } from './aiken';
import type { AikenDestination } from './aiken';
import { parseCsv, toCsv } from './csv';
import { parseGift, toGift } from './gift';
import type { BankQuestion, ParseResult } from './gift';
import { parseMoodleXml, toMoodleXml } from './moodle-xml';

export type { AikenDestination } from './aiken';
export type { CsvDelimiter, CsvOptions } from './csv';
export type { BankQuestion, ParseResult, RejectedItem } from './gift';
export { parseAiken, toAiken, parseCsv, toCsv, parseGift, toGift, parseMoodleXml, toMoodleXml };

export type BankFormat = 'gift' | 'aiken' | 'moodle' | 'csv';

export const BANK_FORMATS: readonly BankFormat[] = ['gift', 'aiken', 'moodle', 'csv'];

/**
 * What a download needs: a label for the UI, a file extension and a MIME type; and whether the
 * format has a place for explanations (Aiken has none).
 */
export const BANK_FORMAT_INFO: Readonly<
  Record<
    BankFormat,
    { nombre: string; extension: string; mimeType: string; explicaciones: boolean }
  >
> = {
  gift: {
    nombre: 'GIFT',
    extension: '.gift.txt',
    mimeType: 'text/plain; charset=utf-8',
    explicaciones: true,
  },
  aiken: {
    nombre: 'Aiken',
    extension: '.aiken.txt',
    mimeType: 'text/plain; charset=utf-8',
    explicaciones: false,
  },
  moodle: {
    nombre: 'Moodle XML',
    extension: '.xml',
    mimeType: 'application/xml; charset=utf-8',
    explicaciones: true,
  },
  csv: {
    nombre: 'CSV',
    extension: '.csv',
    mimeType: 'text/csv; charset=utf-8',
    explicaciones: true,
  },
};

/** How many of these questions would lose their explanation when written in `format`. */
export function droppedExplanations(
  format: BankFormat,
  questions: readonly BankQuestion[],
): number {
  if (BANK_FORMAT_INFO[format].explicaciones) return 0;
  return questions.filter((question) => question.explicacion !== null).length;
}

/**
 * `defaults` is the Sección/Tema for formats that carry none (Aiken); the
 * other formats name their own and ignore it.
 */
export function parseBank(
  format: BankFormat,
  text: string,
  defaults?: AikenDestination,
): ParseResult {
  switch (format) {
    case 'gift':
      return parseGift(text);
    case 'aiken':
      return parseAiken(text, defaults ?? { seccion: '', tema: '' });
    case 'moodle':
      return parseMoodleXml(text);
    case 'csv':
      return parseCsv(text);
  }
}

/** Aiken keeps neither sección, tema, explanation nor ref: see aiken.ts. */
export function serializeBank(format: BankFormat, questions: readonly BankQuestion[]): string {
  switch (format) {
    case 'gift':
      return toGift(questions);
    case 'aiken':
      return toAiken(questions);
    case 'moodle':
      return toMoodleXml(questions);
    case 'csv':
      return toCsv(questions);
  }
}

const BY_EXTENSION: Readonly<Record<string, BankFormat>> = {
  gift: 'gift',
  aiken: 'aiken',
  xml: 'moodle',
  csv: 'csv',
};

/**
 * The extension decides when it is specific (.gift, .aiken, .xml, .csv);
 * otherwise (.txt, as Moodle exports both GIFT and Aiken) the content does.
 * Null when neither gives a clear answer.
 */
export function detectFormat(fileName: string, text: string): BankFormat | null {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim().toLowerCase())?.[1];
  const byExtension = extension === undefined ? undefined : BY_EXTENSION[extension];
  return byExtension ?? detectByContent(text);
}

function detectByContent(text: string): BankFormat | null {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body.startsWith('<')) return 'moodle';
  const lines = body.split(/\r\n?|\n/).map((line) => line.trim());
  if (isCsvHeader(lines[0] ?? '')) return 'csv';
  if (lines.some((line) => line.startsWith('$CATEGORY:'))) return 'gift';
  if (lines.some((line) => /^ANSWER\s*:\s*[A-Za-z]$/.test(line))) return 'aiken';
  if (/\{[^}]*[=~][^}]*\}/.test(body)) return 'gift';
  return null;
}

function isCsvHeader(line: string): boolean {
  const columns = line
    .toLowerCase()
    .split(/[;,]/)
    .map((column) => column.replace(/^"|"$/g, '').trim());
  return columns.includes('pregunta') && columns.includes('correcta');
}
