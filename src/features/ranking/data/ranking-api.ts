// ranking_usuarios.php for one tab (all, simulations, exams), kept on the device per user and tab.
import type { TipoTest } from '@/core/contract';
import { RANKING_LIMIT } from '@/core/contract';
import { CACHE_KEYS } from '@/core/stats';
import { api } from '@/lib/api-client';

export type RankingTab = 'todos' | TipoTest;

export const rankingKey = (userId: number, tab: RankingTab) => CACHE_KEYS.ranking(userId, tab);

export function loadRanking(userId: number, tab: RankingTab): Promise<unknown> {
  const query = new URLSearchParams({ user_id: String(userId), limit: String(RANKING_LIMIT) });
  if (tab !== 'todos') query.set('tipo_test', tab);
  return api(`ranking_usuarios.php?${query.toString()}`);
}
