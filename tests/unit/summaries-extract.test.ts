// Reading a file's text in the browser with no connection (src/features/summaries/data): the
// committed samples give the same text as the server's extraer_texto.php, and bad files the same
// messages. pdf.js runs its Node build here (the browser loads its own); mammoth its Node entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { extractText } from '../../server/uploads/extract';
import { MSG, SUMMARY_MSG } from '../../src/core/contract';
import { PDF_MAX_PAGES, decodeText, sniff } from '../../src/core/uploads/text';
import { docxTextWith } from '../../src/features/summaries/data/docx';
import type { Readers } from '../../src/features/summaries/data/extract-local';
import { OFFLINE_DOC_MSG, extractLocally } from '../../src/features/summaries/data/extract-local';
import { pdfTextWith } from '../../src/features/summaries/data/pdf';
import { makeHostileDocx } from '../fixtures/uploads/hostile-files';
import {
  documentXml,
  makeDocx,
  makePdf,
  makePdfPages,
  makeZip,
} from '../fixtures/uploads/make-files';

const UPLOADS = path.resolve(import.meta.dirname, '../fixtures/uploads');
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(UPLOADS, name)));
const MB = 1024 * 1024;

const nodeReaders: Readers = {
  pdf: async (bytes) => pdfTextWith(await import('pdfjs-dist/legacy/build/pdf.mjs'), bytes),
  docx: (bytes) => docxTextWith(mammoth, bytes),
};
const local = (bytes: Uint8Array) => extractLocally(bytes, nodeReaders);

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await local(bytes);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the file was read');
}

describe('reading a file in the browser', () => {
  it.each([
    { file: 'congreso.txt', kind: 'txt' },
    { file: 'congreso.pdf', kind: 'pdf' },
    { file: 'congreso.docx', kind: 'docx' },
  ])('reads $file as the server does', async ({ file, kind }) => {
    const bytes = fixture(file);
    const here = await local(bytes);
    const server = await extractText(Buffer.from(bytes));
    expect(here).toEqual({ kind, texto: server.texto, truncado: false });
    expect(here.texto.replace(/\s+/g, ' ')).toContain(
      'Artículo 68. El Congreso se compone de un mínimo de 300 y un máximo de 400 Diputados',
    );
  });

  it('tells the type from the content: a PDF named .txt is read as a PDF', async () => {
    expect(sniff(fixture('congreso.pdf'))).toBe('pdf');
    expect(sniff(fixture('congreso.docx'))).toBe('zip');
    expect(sniff(fixture('congreso.doc'))).toBe('ole');
    expect(sniff(fixture('congreso.txt'))).toBe('text');
  });

  it('decodes Windows-1252 and UTF-16 text like the server', () => {
    expect(decodeText(new Uint8Array(Buffer.from('Constitución española', 'latin1')))).toBe(
      'Constitución española',
    );
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Artículo 1', 'utf16le')]);
    expect(decodeText(new Uint8Array(utf16))).toBe('Artículo 1');
  });

  it('asks for a connection to read a DOC', async () => {
    expect(await refusal(fixture('congreso.doc'))).toBe(OFFLINE_DOC_MSG);
  });

  it('refuses with the server messages: binary, empty, no text, damaged, not a DOCX', async () => {
    const exe = new Uint8Array(
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 0)]),
    );
    expect(await refusal(exe)).toBe(SUMMARY_MSG.fileType);
    expect(await refusal(new Uint8Array(0))).toBe(SUMMARY_MSG.fileEmpty);
    expect(await refusal(new Uint8Array(Buffer.from('  \n\n  ')))).toBe(SUMMARY_MSG.fileNoText);
    expect(await refusal(new Uint8Array(makePdf([])))).toBe(SUMMARY_MSG.fileNoText);
    expect(await refusal(fixture('congreso.pdf').subarray(0, 400))).toBe(
      SUMMARY_MSG.fileUnreadable,
    );
    const zip = makeZip([{ name: 'notas.txt', data: Buffer.from('Notas') }]);
    expect(await refusal(new Uint8Array(zip))).toBe(SUMMARY_MSG.fileType);
  });

  it('reads a hand-made DOCX and PDF', async () => {
    const docx = makeDocx(Buffer.from(documentXml(['Título I', 'La Corona es hereditaria.'])));
    expect((await local(new Uint8Array(docx))).texto).toBe('Título I\n\nLa Corona es hereditaria.');
    const pdf = makePdf(['Artículo 66.', 'Las Cortes Generales son inviolables.']);
    expect((await local(new Uint8Array(pdf))).texto).toContain(
      'Las Cortes Generales son inviolables.',
    );
  });

  it('refuses a DOCX zip bomb before mammoth opens it, whatever sizes it declares', async () => {
    const huge = Buffer.from(documentXml(['Texto'], ' '.repeat(60 * MB)));
    expect(await refusal(new Uint8Array(makeDocx(huge)))).toBe(SUMMARY_MSG.unpackedTooLarge);
    expect(await refusal(new Uint8Array(makeDocx(huge, 2048)))).toBe(SUMMARY_MSG.unpackedTooLarge);
    const many = makeZip([
      ...Array.from({ length: 3 }, (_, i) => ({
        name: `word/media/relleno${i}.bin`,
        data: Buffer.alloc(16),
        declaredSize: 40 * MB,
      })),
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from(documentXml(['Texto'])) },
    ]);
    expect(await refusal(new Uint8Array(many))).toBe(SUMMARY_MSG.unpackedTooLarge);
  });

  it("refuses the DOCX of too much XML and the PDF of too many pages with the server's 422 text", async () => {
    expect(await refusal(new Uint8Array(makeHostileDocx()))).toBe(MSG.tooComplex);
    const pages = makePdfPages(
      Array.from({ length: PDF_MAX_PAGES + 1 }, (_, i) => [`Página ${i + 1}`]),
    );
    expect(await refusal(new Uint8Array(pages))).toBe(MSG.tooComplex);
  });

  it('cuts a very long text at 100,000 characters and says so', async () => {
    const long = new Uint8Array(Buffer.from('Frase de prueba. '.repeat(8_000)));
    const read = await local(long);
    expect(read.truncado).toBe(true);
    expect(read.texto).toHaveLength(100_000);
  });
});
