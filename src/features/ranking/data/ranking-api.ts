// ranking_usuarios.php for one scope (a process or all of them, and a test type), kept on the
// device per user and scope; and the process the screen opens with: the user's last one.
import type { TipoTest } from '@/core/contract';
import { RANKING_LIMIT } from '@/core/contract';
import { CACHE_KEYS } from '@/core/stats';
import { api } from '@/lib/api-client';
import { db } from '@/lib/db/db';

export type RankingTab = 'todos' | TipoTest;
/** A process's id, or 0 for every process. */
export type RankingProceso = number;

export const rankingKey = (userId: number, tab: RankingTab, proceso: RankingProceso) =>
  proceso === 0 ? CACHE_KEYS.ranking(userId, tab) : `${CACHE_KEYS.ranking(userId, tab)}.${proceso}`;

export function loadRanking(
  userId: number,
  tab: RankingTab,
  proceso: RankingProceso,
): Promise<unknown> {
  const query = new URLSearchParams({ user_id: String(userId), limit: String(RANKING_LIMIT) });
  if (tab !== 'todos') query.set('tipo_test', tab);
  if (proceso !== 0) query.set('id_proceso', String(proceso));
  return api(`ranking_usuarios.php?${query.toString()}`);
}

/** The process of the user's most recent finished test on this device, or 0 with none. */
export async function lastProceso(userId: number): Promise<RankingProceso> {
  const last = await db.tests
    .where('[userId+finishedAt]')
    .between([userId, 0], [userId, Infinity])
    .last();
  return last?.id_proceso ?? 0;
}
