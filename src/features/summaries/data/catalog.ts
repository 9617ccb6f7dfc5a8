// The processes, sections and topics the create form offers: the server's when it answers,
// else those of the banks kept on the device, so a summary can be filed offline too.
import type { Proceso } from '@/core/contract';
import { seccionesResponseSchema, temasResponseSchema } from '@/core/contract';
import { api } from '@/lib/api-client';
import { loadProcesos, localSecciones, localTemas, serverOrKeptBank } from '@/lib/banks/banks';

export { loadProcesos };
export type { Proceso };

export function loadSecciones(idProceso: number): Promise<string[]> {
  return serverOrKeptBank(
    idProceso,
    async () =>
      seccionesResponseSchema.parse(await api(`preguntas_auxiliares.php?id_proceso=${idProceso}`))
        .secciones,
    () => localSecciones(idProceso),
  );
}

export function loadTemas(idProceso: number, seccion: string): Promise<string[]> {
  const query = new URLSearchParams({ id_proceso: String(idProceso), seccion });
  return serverOrKeptBank(
    idProceso,
    async () => temasResponseSchema.parse(await api(`preguntas_auxiliares.php?${query}`)).temas,
    () => localTemas(idProceso, seccion),
  );
}
