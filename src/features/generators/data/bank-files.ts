import { EXPLICACIONES_OMITIDAS_HEADER } from '@/core/contract';
import type { ImportarResponse } from '@/core/contract';
import type { BankFormat } from '@/core/formats';
import { apiResult, api } from '@/lib/api-client';

export interface ImportInput {
  archivo: File;
  id_proceso?: number;
  proceso?: string;
  seccion?: string;
  tema?: string;
}

/** Sends the file as multipart; a refused file comes back with `ok:false` and its rejected items. */
export function importQuestions(input: ImportInput): Promise<ImportarResponse> {
  const form = new FormData();
  if (input.id_proceso !== undefined) form.append('id_proceso', String(input.id_proceso));
  if (input.proceso) form.append('proceso', input.proceso);
  if (input.seccion) form.append('seccion', input.seccion);
  if (input.tema) form.append('tema', input.tema);
  form.append('archivo', input.archivo, input.archivo.name);
  return api<ImportarResponse>('importar_preguntas.php', { form });
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** `explicacionesOmitidas`: how many questions left their explanation out (Aiken has no place for it). */
export async function exportQuestions(query: {
  id_proceso: number;
  formato: BankFormat;
  seccion?: string;
  tema?: string;
}): Promise<{ blob: Blob; nombre: string; explicacionesOmitidas: number }> {
  const params = new URLSearchParams({
    id_proceso: String(query.id_proceso),
    formato: query.formato,
  });
  if (query.seccion) params.set('seccion', query.seccion);
  if (query.tema) params.set('tema', query.tema);
  const res = await apiResult<Blob>(`exportar_preguntas.php?${params}`, { responseType: 'blob' });
  if (!res.data) throw new Error('El servidor no envió el archivo');
  return {
    blob: res.data,
    nombre: fileNameOf(res.headers.get('content-disposition'), `banco-${query.id_proceso}.txt`),
    explicacionesOmitidas: Number(res.headers.get(EXPLICACIONES_OMITIDAS_HEADER) ?? 0) || 0,
  };
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nombre;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
