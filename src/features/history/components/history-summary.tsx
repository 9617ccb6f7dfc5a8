import { Card } from '@/components/ui/card';
import type { TipoTest, UserStats } from '@/core/contract';
import { userStatsSchema } from '@/core/contract';
import { CACHE_KEYS, pickStats } from '@/core/stats';
import type { LocalTest } from '@/lib/db/schema';
import { formatNumber } from '@/lib/format';
import { useCachedRemote } from '@/lib/remote-cache';
import { loadStats } from '../data/history-api';

export interface Summaries {
  all: UserStats | null;
  simulaciones: UserStats | null;
  examenes: UserStats | null;
  /** The newest of the three copies' times (null when none was ever fetched). */
  savedAt: number | null;
  offline: boolean;
}

function useRemoteStats(userId: number | null, tipo?: TipoTest) {
  const key = userId === null ? null : CACHE_KEYS.stats(userId, tipo ?? 'todos');
  return useCachedRemote(key, userStatsSchema, () => loadStats(tipo));
}

/**
 * The three summaries (spec §2) from three parallel calls; with tests finished offline and not
 * yet synced, or with no network, from the device's tests (each counted once by its uuid).
 */
export function useSummaries(userId: number | null, local: LocalTest[] | undefined): Summaries {
  const all = useRemoteStats(userId);
  const sim = useRemoteStats(userId, 'simulacion');
  const ex = useRemoteStats(userId, 'examen');
  const times = [all.savedAt, sim.savedAt, ex.savedAt].filter((t): t is number => t !== null);
  return {
    all: pickStats(all.data, all.fresh, local),
    simulaciones: pickStats(sim.data, sim.fresh, local, 'simulacion'),
    examenes: pickStats(ex.data, ex.fresh, local, 'examen'),
    savedAt: times.length > 0 ? Math.max(...times) : null,
    offline: all.offline || sim.offline || ex.offline,
  };
}

function SummaryCard({ title, stats }: { title: string; stats: UserStats | null }) {
  const rows: [string, string][] = stats
    ? [
        ['Tests', String(stats.total_tests)],
        ['Aciertos', String(stats.total_aciertos)],
        ['Fallos', String(stats.total_fallos)],
        ['Nota media', formatNumber(stats.nota_media)],
      ]
    : [];
  return (
    <Card className="p-4" role="group" aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold text-slate-700">{title}</h2>
      {stats ? (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-500">Cargando...</p>
      )}
    </Card>
  );
}

export function HistorySummary({ summaries }: { summaries: Summaries }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <SummaryCard title="Total Simulación + Examen" stats={summaries.all} />
      <SummaryCard title="Solo Simulaciones" stats={summaries.simulaciones} />
      <SummaryCard title="Solo Exámenes" stats={summaries.examenes} />
    </div>
  );
}
