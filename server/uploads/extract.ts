// Text from an uploaded PDF, DOCX, DOC or TXT (extraer_texto.php). The type comes from the
// content: a PDF is read with pdf.js, a DOCX (after docx-guard.ts) with mammoth, a DOC with
// word-extractor, a text file decoded as it is. Anything else is 415 with the spec's message;
// a document over a cap (pages, XML) is 422. This runs in a file worker (./pool.ts), whose
// time and memory limits stop what the caps do not foresee; each reader library is loaded the
// first time a file needs it, so a worker that refuses a file never loads one.
import { MSG } from '../../src/core/contract/base';
import { SUMMARY_MSG, UPLOAD_MIME } from '../../src/core/contract/summaries';
import type { UploadKind } from '../../src/core/contract/summaries';
import { HttpError } from '../http-error';
import {
  PDF_MAX_PAGES,
  PDF_OPTIONS,
  TooComplexError,
  declaredPdfPages,
  finishText,
  pdfPagesText,
} from '../../src/core/uploads/text';
import { decodeText, sniff } from './detect';
import { checkDocx } from './docx-guard';

export interface Extracted {
  kind: UploadKind;
  mime: string;
  texto: string;
  truncado: boolean;
}

const wrongType = () => new HttpError(415, SUMMARY_MSG.fileType);
const unreadable = () => new HttpError(400, SUMMARY_MSG.fileUnreadable);
const tooComplex = () => new HttpError(422, MSG.tooComplex);

async function pdfText(buffer: Buffer): Promise<string> {
  if ((declaredPdfPages(buffer) ?? 0) > PDF_MAX_PAGES) throw tooComplex();
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(buffer), ...PDF_OPTIONS });
  try {
    return await pdfPagesText(await task.promise);
  } catch (error) {
    throw error instanceof TooComplexError ? tooComplex() : unreadable();
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

async function docxText(buffer: Buffer): Promise<string> {
  try {
    await checkDocx(buffer);
  } catch (error) {
    throw error instanceof TooComplexError ? tooComplex() : error;
  }
  try {
    const { default: mammoth } = await import('mammoth');
    return (await mammoth.extractRawText({ buffer })).value;
  } catch {
    throw unreadable();
  }
}

async function docText(buffer: Buffer): Promise<string> {
  try {
    const { default: WordExtractor } = await import('word-extractor');
    const document = await new WordExtractor().extract(buffer);
    return document.getBody();
  } catch {
    // An OLE file that is not a Word document (a spreadsheet, a presentation) lands here too.
    throw wrongType();
  }
}

async function rawText(buffer: Buffer): Promise<{ kind: UploadKind; text: string }> {
  switch (sniff(buffer)) {
    case 'pdf':
      return { kind: 'pdf', text: await pdfText(buffer) };
    case 'zip':
      return { kind: 'docx', text: await docxText(buffer) };
    case 'ole':
      return { kind: 'doc', text: await docText(buffer) };
    case 'text':
      return { kind: 'txt', text: decodeText(buffer) ?? '' };
    default:
      throw wrongType();
  }
}

/** The file's text, cut at EXTRACTED_TEXT_MAX characters (and then says so). */
export async function extractText(buffer: Buffer): Promise<Extracted> {
  if (buffer.length === 0) throw new HttpError(400, SUMMARY_MSG.fileEmpty);
  const { kind, text } = await rawText(buffer);
  const { texto, truncado } = finishText(text);
  if (texto === '') throw new HttpError(422, SUMMARY_MSG.fileNoText);
  return { kind, mime: UPLOAD_MIME[kind], texto, truncado };
}
