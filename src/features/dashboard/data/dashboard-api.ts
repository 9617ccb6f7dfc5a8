// The dashboard's server reads, each kept on the device (lib/remote-cache): the user's figures
// (shared with /estadisticas), recent processes and the two news lists.
import { api } from '@/lib/api-client';

export function loadUserStats(): Promise<unknown> {
  return api(`estadisticas_usuario.php?_ts=${Date.now()}`);
}

export function loadRecentProcesses(): Promise<unknown> {
  return api('ultimos_procesos.php');
}

/** A list that is not an array reads as empty (spec §7). */
export async function loadNews(path: 'noticias.php' | 'ultimas_oposiciones.php'): Promise<unknown> {
  const data = await api<unknown>(path);
  return Array.isArray(data) ? data : [];
}
