import { useId, useState } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { Card } from '@/components/ui/card';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { rankingResponseSchema } from '@/core/contract';
import { lastSyncText } from '@/core/stats';
import { formatDateTime } from '@/lib/format';
import { useCachedRemote } from '@/lib/remote-cache';
import { useSession } from '@/lib/session/session-store';
import type { RankingTab } from '../data/ranking-api';
import { loadRanking, rankingKey } from '../data/ranking-api';
import { RankingTable } from './ranking-table';

const TABS: { value: RankingTab; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'simulacion', label: 'Simulaciones' },
  { value: 'examen', label: 'Exámenes' },
];

/** /ranking (spec §2): the top 50 by nota media, and the user's own place even beyond it. */
export function RankingPage() {
  const userId = useSession((s) => s.user?.id ?? null);
  const [tab, setTab] = useState<RankingTab>('todos');
  const resultsId = useId();
  const remote = useCachedRemote(
    userId === null ? null : rankingKey(userId, tab),
    rankingResponseSchema,
    () => (userId === null ? Promise.resolve(null) : loadRanking(userId, tab)),
  );
  // A server error empties the list (spec §8); offline the last copy stays, with its date.
  const data = remote.failed ? null : remote.data;

  return (
    <section className="space-y-4">
      <PageTitle description="Los 50 mejores por nota media">Ranking</PageTitle>
      <Tabs value={tab} onValueChange={(v) => setTab(v as RankingTab)}>
        <TabsList aria-label="Tipo de test" controls={resultsId}>
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {remote.offline && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {lastSyncText(remote.savedAt, formatDateTime)}
        </p>
      )}
      <Card id={resultsId} className="p-0">
        {remote.loading ? (
          <p role="status" className="p-6">
            Cargando ranking...
          </p>
        ) : !data || data.ranking.length === 0 ? (
          <p className="p-6 text-slate-600">No hay datos de ranking disponibles.</p>
        ) : (
          <>
            <RankingTable ranking={data.ranking} mine={data.mi_fila} userId={userId} />
            {data.mi_posicion !== null && (
              <p className="border-t border-slate-100 p-3 text-sm text-slate-600">
                Tu posición:{' '}
                <span className="font-semibold text-slate-900">#{data.mi_posicion}</span>
              </p>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
