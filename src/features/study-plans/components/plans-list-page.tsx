import { CalendarDays, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { PLANS_NOT_FOR_USUARIO, canStartPlans } from '@/core/contract/base';
import { useSession } from '@/lib/session/session-store';
import { paths, studyPlanPath } from '@/config/paths';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';
import { useStudyPlanList } from '../hooks/use-study-plans';
import { DateRange, EstadoBadge, IaBadge, PlanProgress, SyncLine } from './plan-parts';

/** /planes-estudio: the user's study plans (spec §2), readable offline. */
export function StudyPlansPage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return <StudyPlansList userId={user.id} canStart={canStartPlans(user.nivel)} />;
}

/** A usuario keeps and follows their plans but starts none (spec §6, README). */
function StudyPlansList({ userId, canStart }: { userId: number; canStart: boolean }) {
  const { plans, pendingPlans, loading, offline, error } = useStudyPlanList(userId);
  // A plan made here and not yet sent has never been synced: it does not date the list.
  const synced = (plans ?? []).flatMap((p) => (p.syncedAt === null ? [] : [p.syncedAt]));
  const syncedAt = synced.length > 0 ? Math.min(...synced) : null;

  const header = (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <PageTitle description="Organiza tu estudio por etapas y tareas, con un plan semanal hecho con IA.">
        Planes de Estudio
      </PageTitle>
      {canStart ? (
        <Button asChild>
          <Link to={paths.createStudyPlan}>
            <Plus aria-hidden className="h-4 w-4" /> Nuevo Plan
          </Link>
        </Button>
      ) : (
        <p className="max-w-md text-sm text-slate-600">{PLANS_NOT_FOR_USUARIO}</p>
      )}
    </div>
  );

  let body;
  if (plans === undefined || (plans.length === 0 && loading)) {
    body = <Spinner label="Cargando..." />;
  } else if (plans.length === 0 && error) {
    body = (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-700">
        Error al cargar planes: {error.message}
      </p>
    );
  } else if (plans.length === 0) {
    body = offline ? null : (
      <Card className="text-center">
        <p className="text-slate-700">Aún no tienes planes de estudio.</p>
        {canStart && (
          <p className="mt-1 text-sm text-slate-500">
            Crea uno con &apos;Nuevo Plan&apos;: eliges los temas y la IA reparte el estudio por
            semanas.
          </p>
        )}
      </Card>
    );
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {plans.map(({ plan }) => (
          <li key={plan.id}>
            <Link
              to={studyPlanPath(plan.id)}
              data-testid="study-plan-card"
              className="block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              <div className="flex flex-wrap items-center gap-2">
                <EstadoBadge estado={plan.estado} />
                {plan.tieneIA && <IaBadge />}
                {pendingPlans.has(plan.id) && <PendingSyncBadge />}
              </div>
              <h2 className="mt-2 text-lg font-semibold text-slate-900">{plan.titulo}</h2>
              <p className="mt-1 line-clamp-2 text-sm text-slate-600">{plan.descripcion || '-'}</p>
              <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
                <CalendarDays aria-hidden className="h-4 w-4" />
                <DateRange from={plan.fecha_inicio} to={plan.fecha_fin} />
              </p>
              <div className="mt-3">
                <PlanProgress progreso={plan.progreso} />
              </div>
              {plan.tieneIA && (
                <p className="mt-2 text-xs text-slate-500">
                  {plan.total_sesiones} sesiones de estudio en el plan semanal
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="space-y-4">
      {header}
      {(syncedAt !== null || !plans?.length) && <SyncLine syncedAt={syncedAt} offline={offline} />}
      {body}
    </section>
  );
}
