// Reading a file's text in the browser, for when the server cannot be reached, by the server's
// rules (src/core/uploads/text.ts): the type from the content, PDF with pdf.js, DOCX with
// mammoth, text decoded and tidied the same way. A DOC (Word 97) needs the server's reader, so
// offline it is refused with a message saying so.
import { SUMMARY_MSG } from '@/core/contract';
import type { UploadKind } from '@/core/contract';
import { TooComplexError, decodeText, finishText, sniff } from '@/core/uploads/text';
import { docxTextWith, loadMammoth } from './docx';
import { loadPdfjs, pdfTextWith } from './pdf';
import { ExtractError } from './extract-error';

export const OFFLINE_DOC_MSG =
  'Sin conexión no se puede leer un archivo DOC. Conéctate para subirlo, o guárdalo como DOCX o PDF y vuelve a intentarlo.';

export interface Readers {
  pdf: (bytes: Uint8Array) => Promise<string>;
  docx: (bytes: Uint8Array) => Promise<string>;
}

const browserReaders: Readers = {
  pdf: async (bytes) => pdfTextWith(await loadPdfjs(), bytes),
  docx: async (bytes) => docxTextWith(await loadMammoth(), bytes),
};

export interface LocalText {
  kind: UploadKind;
  texto: string;
  truncado: boolean;
}

/** A damaged or locked file reads as the server's 'No se pudo leer el archivo…'. */
async function read(reader: () => Promise<string>): Promise<string> {
  try {
    return await reader();
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    // A PDF over the page cap: the server's 422 text.
    if (error instanceof TooComplexError) throw new ExtractError(error.message);
    throw new ExtractError(SUMMARY_MSG.fileUnreadable);
  }
}

async function rawText(
  bytes: Uint8Array,
  readers: Readers,
): Promise<{ kind: UploadKind; text: string }> {
  switch (sniff(bytes)) {
    case 'pdf':
      return { kind: 'pdf', text: await read(() => readers.pdf(bytes)) };
    case 'zip':
      return { kind: 'docx', text: await read(() => readers.docx(bytes)) };
    case 'ole':
      throw new ExtractError(OFFLINE_DOC_MSG);
    case 'text':
      return { kind: 'txt', text: decodeText(bytes) ?? '' };
    default:
      throw new ExtractError(SUMMARY_MSG.fileType);
  }
}

/** The file's text read here, tidied and cut as the server does; ExtractError otherwise. */
export async function extractLocally(
  bytes: Uint8Array,
  readers: Readers = browserReaders,
): Promise<LocalText> {
  if (bytes.length === 0) throw new ExtractError(SUMMARY_MSG.fileEmpty);
  const { kind, text } = await rawText(bytes, readers);
  const { texto, truncado } = finishText(text);
  if (texto === '') throw new ExtractError(SUMMARY_MSG.fileNoText);
  return { kind, texto, truncado };
}
