// Processes, sections and topics for the creation form. Creating a plan needs the server, so
// sections and topics come from it; the processes may come from the copy kept for the tests.
import { api } from '@/lib/api-client';

export { loadProcesos } from '@/lib/banks/banks';

export async function loadSecciones(idProceso: number): Promise<string[]> {
  const res = await api<{ secciones: string[] }>(
    `preguntas_auxiliares.php?id_proceso=${idProceso}`,
  );
  return res.secciones;
}

/** The topics of every chosen section, in the sections' order, each once. */
export async function loadTemas(
  idProceso: number,
  secciones: readonly string[],
): Promise<string[]> {
  const lists = await Promise.all(
    secciones.map(async (seccion) => {
      const query = new URLSearchParams({ id_proceso: String(idProceso), seccion });
      return (await api<{ temas: string[] }>(`preguntas_auxiliares.php?${query}`)).temas;
    }),
  );
  return [...new Set(lists.flat())];
}
