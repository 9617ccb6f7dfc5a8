// A file's text for a new summary: checked here first (type and size, spec §5), then read by
// the server (extraer_texto.php, which checks the content again); when the server cannot be
// reached, read in the browser (extract-local.ts).
import { UPLOAD_MIME, extraerTextoResponseSchema } from '@/core/contract';
import { ApiError, api } from '@/lib/api-client';
import { isUnreachable } from '@/lib/banks/banks';
import type { Readers } from './extract-local';
import { extractLocally } from './extract-local';
import { checkUploadFile } from './file-check';
import { ExtractError } from './extract-error';

export const EXTRACT_PATH = 'extraer_texto.php';

export interface ExtractedFile {
  texto: string;
  archivo_nombre: string;
  archivo_tamano: number;
  archivo_tipo: string;
  /** The text was longer than the AI tools take and was cut. */
  truncado: boolean;
  /** Read in the browser because the server could not be reached. */
  sinConexion: boolean;
}

async function fromServer(file: File): Promise<ExtractedFile> {
  const form = new FormData();
  form.append('archivo', file, file.name);
  const res = extraerTextoResponseSchema.parse(await api(EXTRACT_PATH, { form }));
  const { texto, archivo_nombre, archivo_tamano, archivo_tipo, truncado } = res;
  return { texto, archivo_nombre, archivo_tamano, archivo_tipo, truncado, sinConexion: false };
}

async function inBrowser(file: File, readers?: Readers): Promise<ExtractedFile> {
  const { kind, texto, truncado } = await extractLocally(
    new Uint8Array(await file.arrayBuffer()),
    readers,
  );
  return {
    texto,
    truncado,
    archivo_nombre: file.name,
    archivo_tamano: file.size,
    archivo_tipo: UPLOAD_MIME[kind],
    sinConexion: true,
  };
}

/** The file's text and what to store about the file; an ExtractError with the message to show. */
export async function extractFile(file: File, readers?: Readers): Promise<ExtractedFile> {
  const problem = checkUploadFile(file);
  if (problem) throw new ExtractError(problem);
  if (typeof navigator === 'undefined' || navigator.onLine !== false) {
    try {
      return await fromServer(file);
    } catch (error) {
      if (!isUnreachable(error))
        throw error instanceof ApiError ? new ExtractError(error.message) : error;
    }
  }
  return inBrowser(file, readers);
}
