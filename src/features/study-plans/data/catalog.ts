// Processes, sections and topics for the creation form: the server's when it answers, else
// those of the banks kept on the device (the processes from the copy kept for the tests), so a
// plan can be created offline too.
import { seccionesResponseSchema, temasResponseSchema } from '@/core/contract';
import { api } from '@/lib/api-client';
import { localSecciones, localTemas, serverOrKeptBank } from '@/lib/banks/banks';

export { loadProcesos } from '@/lib/banks/banks';

export function loadSecciones(idProceso: number): Promise<string[]> {
  return serverOrKeptBank(
    idProceso,
    async () =>
      seccionesResponseSchema.parse(await api(`preguntas_auxiliares.php?id_proceso=${idProceso}`))
        .secciones,
    () => localSecciones(idProceso),
  );
}

/** The topics of every chosen section, in the sections' order, each once. */
export async function loadTemas(
  idProceso: number,
  secciones: readonly string[],
): Promise<string[]> {
  const lists = await Promise.all(
    secciones.map((seccion) => {
      const query = new URLSearchParams({ id_proceso: String(idProceso), seccion });
      return serverOrKeptBank(
        idProceso,
        async () => temasResponseSchema.parse(await api(`preguntas_auxiliares.php?${query}`)).temas,
        () => localTemas(idProceso, seccion),
      );
    }),
  );
  return [...new Set(lists.flat())];
}
