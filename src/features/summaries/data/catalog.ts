// The processes, sections and topics the create form offers: the server's when it answers,
// else those of the banks kept on the device, so a summary can be filed offline too.
import type { Proceso } from '@/core/contract';
import { seccionesResponseSchema, temasResponseSchema } from '@/core/contract';
import { api } from '@/lib/api-client';
import {
  hasLocalBank,
  isUnreachable,
  loadProcesos,
  localSecciones,
  localTemas,
} from '@/lib/banks/banks';

export { loadProcesos };
export type { Proceso };

async function serverOrKept(
  idProceso: number,
  server: () => Promise<string[]>,
  kept: () => Promise<string[]>,
) {
  try {
    return await server();
  } catch (error) {
    if (isUnreachable(error) && (await hasLocalBank(idProceso))) return kept();
    throw error;
  }
}

export function loadSecciones(idProceso: number): Promise<string[]> {
  return serverOrKept(
    idProceso,
    async () =>
      seccionesResponseSchema.parse(await api(`preguntas_auxiliares.php?id_proceso=${idProceso}`))
        .secciones,
    () => localSecciones(idProceso),
  );
}

export function loadTemas(idProceso: number, seccion: string): Promise<string[]> {
  const query = new URLSearchParams({ id_proceso: String(idProceso), seccion });
  return serverOrKept(
    idProceso,
    async () => temasResponseSchema.parse(await api(`preguntas_auxiliares.php?${query}`)).temas,
    () => localTemas(idProceso, seccion),
  );
}
