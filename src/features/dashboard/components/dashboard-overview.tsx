import { lastSyncText } from '@/core/stats';
import { formatDateTime } from '@/lib/format';
import type { SessionUser } from '@/lib/session/storage';
import { DashboardStats, useDashboardStats } from './dashboard-stats';
import { BulletinsMapCard, QuickActionsCard, UserInfoCard } from './dashboard-panels';
import { NewsCard } from './news-card';
import { RecentProcessesCard } from './recent-processes-card';

/**
 * The user's figures with the line that says they are the device's copy. Its own component so
 * that each answer (the server's, the device database's) draws the four figures again, not the
 * whole dashboard.
 */
function StatsSection({ userId }: { userId: number }) {
  const { stats, remote } = useDashboardStats(userId);
  return (
    <>
      {remote.offline && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {lastSyncText(remote.savedAt, formatDateTime)}
        </p>
      )}
      <DashboardStats stats={stats} />
    </>
  );
}

/** The dashboard's cards (spec §2), from the server or, offline, from what the device kept. */
export function DashboardOverview({ user }: { user: SessionUser }) {
  return (
    <div className="space-y-6">
      <StatsSection userId={user.id} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentProcessesCard userId={user.id} />
        <QuickActionsCard nivel={user.nivel} />
        <NewsCard title="Noticias de Oposiciones" lista="noticias" path="noticias.php" />
        <NewsCard
          title="Últimas Oposiciones (BOE, BOCM, etc)"
          lista="oposiciones"
          path="ultimas_oposiciones.php"
        />
        <BulletinsMapCard />
        <UserInfoCard username={user.username} nivel={user.nivel} />
      </div>
    </div>
  );
}
