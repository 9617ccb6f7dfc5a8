// Processes, sections and topics for the creation form: the server's when it answers, else
// those of the banks kept on the device (the processes from the copy kept for the tests), so a
// plan can be created offline too.
import { temasForForm } from '@/lib/banks/banks';

export { loadProcesos, seccionesForForm as loadSecciones } from '@/lib/banks/banks';

/** The topics of every chosen section, in the sections' order, each once. */
export async function loadTemas(
  idProceso: number,
  secciones: readonly string[],
): Promise<string[]> {
  const lists = await Promise.all(secciones.map((seccion) => temasForForm(idProceso, seccion)));
  return [...new Set(lists.flat())];
}
