import { useLiveQuery } from 'dexie-react-hooks';
import { Clock, Flame, ListChecks, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { topicStatsResponseSchema, userStatsSchema } from '@/core/contract';
import {
  lastSyncText,
  notaTimeline,
  shownStats,
  summarizeTests,
  tiempoPromedioText,
} from '@/core/stats';
import { db } from '@/lib/db/db';
import { formatDateTime } from '@/lib/format';
import { useCachedRemote } from '@/lib/remote-cache';
import { useSession } from '@/lib/session/session-store';
import { paths } from '@/config/paths';
import { loadTopicStats, loadUserStats, statsKey, topicsKey } from '../data/stats-api';
import { NotaChart } from './nota-chart';
import { StatCard } from './stat-card';
import {
  Achievements,
  PrecisionAnalysis,
  Recommendations,
  Section,
  TemporalPerformance,
} from './stats-sections';
import { TopicPrecision } from './topic-precision';

/**
 * /estadisticas (spec §2). The figures are the server's when it has just answered and nothing
 * waits to be synced; otherwise they are computed here, with the same rules, from the tests kept
 * on the device (the server's history plus tests finished offline, each once by its uuid).
 */
export function StatsPage() {
  const user = useSession((s) => s.user);
  const userId = user?.id ?? null;
  const local = useLiveQuery(
    () => (userId === null ? [] : db.tests.where('userId').equals(userId).toArray()),
    [userId],
  );
  const remote = useCachedRemote(userId === null ? null : statsKey(userId), userStatsSchema, () =>
    loadUserStats(),
  );
  const topics = useCachedRemote(
    userId === null ? null : topicsKey(userId),
    topicStatsResponseSchema,
    loadTopicStats,
  );

  const pending = local?.some((t) => t.serverId === null) ?? false;
  const useServer =
    remote.data !== null && !pending && (remote.fresh || !local || local.length === 0);
  const stats = useServer ? remote.data : local ? summarizeTests(local) : null;

  const offlineNote = remote.offline && (
    <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      {lastSyncText(remote.savedAt, formatDateTime)}
    </p>
  );

  if (!stats || (remote.loading && (!local || local.length === 0))) {
    return (
      <section>
        <PageTitle>Estadísticas</PageTitle>
        <p role="status">Cargando...</p>
      </section>
    );
  }

  if (stats.total_tests === 0) {
    return (
      <section className="space-y-4">
        <PageTitle>Estadísticas</PageTitle>
        {offlineNote}
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <ListChecks aria-hidden className="h-10 w-10 text-slate-400" />
          <p className="text-lg font-medium text-slate-900">¡Aún no has realizado ningún quiz!</p>
          <Button asChild>
            <Link to={paths.test}>Empezar Primer Quiz</Link>
          </Button>
        </div>
      </section>
    );
  }

  const shown = shownStats(stats);
  return (
    <section className="space-y-6">
      <PageTitle description="Tu progreso en los tests realizados">Estadísticas</PageTitle>
      {offlineNote}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Total de Preguntas" value={String(shown.preguntas)} icon={ListChecks} />
        <StatCard title="Precisión" value={`${shown.precision}%`} icon={Target} />
        <StatCard
          title="Tiempo Promedio"
          value={tiempoPromedioText(stats.tiempo_promedio)}
          icon={Clock}
          hint="por pregunta"
        />
        <StatCard
          title="Racha Perfecta"
          value={String(shown.racha)}
          icon={Flame}
          hint="tests seguidos sin fallos"
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PrecisionAnalysis
          aciertos={stats.total_aciertos}
          fallos={stats.total_fallos}
          precision={shown.precision}
        />
        <TemporalPerformance segundos={shown.segundos} />
      </div>
      <Section title="Evolución de la nota" id="evolucion-nota">
        <NotaChart points={notaTimeline(local ?? [])} />
      </Section>
      <Section title="Precisión por tema" id="precision-tema">
        <p className="text-sm text-slate-600">
          Los temas más flojos primero. Practica cada uno con un test.
        </p>
        {topics.data ? (
          <TopicPrecision topics={topics.data} />
        ) : (
          <p className="text-sm text-slate-600">
            {topics.loading ? 'Cargando...' : 'Aún no hay datos por tema.'}
          </p>
        )}
      </Section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Achievements shown={shown} />
        <Recommendations shown={shown} />
      </div>
    </section>
  );
}
