// Processes, sections and topics as the server has them now. The generators only work online,
// so they read the API directly instead of the offline copies the test screens use.
import type { Proceso } from '@/core/contract';
import { api } from '@/lib/api-client';

export function loadProcesos(): Promise<Proceso[]> {
  return api<Proceso[]>('procesos.php');
}

export async function loadSecciones(idProceso: number): Promise<string[]> {
  const res = await api<{ secciones: string[] }>(
    `preguntas_auxiliares.php?id_proceso=${idProceso}`,
  );
  return res.secciones;
}

export async function loadTemas(idProceso: number, seccion: string): Promise<string[]> {
  const query = new URLSearchParams({ id_proceso: String(idProceso), seccion });
  const res = await api<{ temas: string[] }>(`preguntas_auxiliares.php?${query}`);
  return res.temas;
}
