import { useLiveQuery } from 'dexie-react-hooks';
import { BookOpenCheck, CheckCircle2, ClipboardList, GraduationCap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { UserStats } from '@/core/contract';
import { userStatsSchema } from '@/core/contract';
import { CACHE_KEYS, EMPTY_STATS, notaMediaText, pickStats, totalPreguntas } from '@/core/stats';
import { db } from '@/lib/db/db';
import { formatNumber } from '@/lib/format';
import type { RemoteState } from '@/lib/remote-cache';
import { useCachedRemote } from '@/lib/remote-cache';
import { loadUserStats } from '../data/dashboard-api';

/** The user's figures: the server's, or the device's when offline or with tests not yet synced. */
export function useDashboardStats(userId: number): {
  stats: UserStats;
  remote: RemoteState<UserStats>;
} {
  const local = useLiveQuery(() => db.tests.where('userId').equals(userId).toArray(), [userId]);
  const remote = useCachedRemote(CACHE_KEYS.stats(userId), userStatsSchema, loadUserStats);
  // A failure is only logged and zeros are kept (spec §8).
  return { stats: pickStats(remote.data, remote.fresh, local) ?? EMPTY_STATS, remote };
}

function Stat({ title, value, icon: Icon }: { title: string; value: string; icon: LucideIcon }) {
  return (
    <Card className="p-4" role="group" aria-label={title}>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        <Icon aria-hidden className="h-5 w-5 text-primary" />
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
    </Card>
  );
}

/** The four cards of spec §2; Nota Media with two decimals, '-' when it is 0. */
export function DashboardStats({ stats }: { stats: UserStats }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        title="Preguntas Realizadas"
        value={String(totalPreguntas(stats))}
        icon={ClipboardList}
      />
      <Stat title="Respuestas Correctas" value={String(stats.total_aciertos)} icon={CheckCircle2} />
      <Stat
        title="Nota Media"
        value={notaMediaText(stats.nota_media, formatNumber)}
        icon={GraduationCap}
      />
      <Stat title="Tests Realizados" value={String(stats.total_tests)} icon={BookOpenCheck} />
    </div>
  );
}
