// The statistics screen's server reads: the user's figures and precision per topic. Both are
// kept on the device (lib/remote-cache) under the user's id.
import type { TipoTest } from '@/core/contract';
import { CACHE_KEYS } from '@/core/stats';
import { api } from '@/lib/api-client';

export const statsKey = (userId: number) => CACHE_KEYS.stats(userId);
export const topicsKey = (userId: number) => CACHE_KEYS.topics(userId);

export function loadUserStats(tipo?: TipoTest): Promise<unknown> {
  const query = new URLSearchParams({ _ts: String(Date.now()) });
  if (tipo) query.set('tipo_test', tipo);
  return api(`estadisticas_usuario.php?${query.toString()}`);
}

export function loadTopicStats(): Promise<unknown> {
  return api('estadisticas_temas.php');
}
