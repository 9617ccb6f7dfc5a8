// Text from an uploaded PDF, DOCX, DOC or TXT (extraer_texto.php). The type comes from the
// content: a PDF is read with pdf.js, a DOCX (after docx-guard.ts) with mammoth, a DOC with
// word-extractor, a text file decoded as it is. Anything else is 415 with the spec's message.
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { SUMMARY_MSG, UPLOAD_MIME } from '../../src/core/contract/summaries';
import type { UploadKind } from '../../src/core/contract/summaries';
import { HttpError } from '../http-error';
import { PDF_OPTIONS, finishText, pdfPagesText } from '../../src/core/uploads/text';
import { decodeText, sniff } from './detect';
import { checkDocx } from './docx-guard';

export interface Extracted {
  kind: UploadKind;
  mime: string;
  texto: string;
  truncado: boolean;
}

const PDF_TIMEOUT_MS = 30_000;

const wrongType = () => new HttpError(415, SUMMARY_MSG.fileType);
const unreadable = () => new HttpError(400, SUMMARY_MSG.fileUnreadable);

async function pdfText(buffer: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(buffer), ...PDF_OPTIONS });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unreadable()), PDF_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      task.promise.then(pdfPagesText),
      timeout,
    ]);
  } catch (error) {
    throw error instanceof HttpError ? error : unreadable();
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => undefined);
  }
}

async function docxText(buffer: Buffer): Promise<string> {
  await checkDocx(buffer);
  try {
    return (await mammoth.extractRawText({ buffer })).value;
  } catch {
    throw unreadable();
  }
}

async function docText(buffer: Buffer): Promise<string> {
  try {
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
