// The history screen's server reads: its three summaries (estadisticas_usuario.php for all
// tests, simulations and exams, called in parallel) and a fresh pull of the history into the
// device (lib/history), whose time is kept as the time of the last sync.
import type { TipoTest } from '@/core/contract';
import { pullHistory } from '@/lib/history';
import { api } from '@/lib/api-client';

export function loadStats(tipo?: TipoTest): Promise<unknown> {
  const query = new URLSearchParams({ _ts: String(Date.now()) });
  if (tipo) query.set('tipo_test', tipo);
  return api(`estadisticas_usuario.php?${query.toString()}`);
}

export async function refreshHistory(userId: number): Promise<true> {
  await pullHistory(userId);
  return true;
}
