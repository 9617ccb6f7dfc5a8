import { useLiveQuery } from 'dexie-react-hooks';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { progressPercent } from '@/core/plans/physical-weeks';
import type { PlanId } from '../data/physical-plans';
import { generateWeek, isLocalPlan, markWeek, pendingPhysical } from '../data/physical-plans';
import { useSyncState } from '@/lib/sync/engine';
import { toast } from '@/lib/toast';
import { planIdFrom } from '../logic';
import {
  errorText,
  usePendingMarks,
  usePendingPlanIds,
  usePlan,
  useUserId,
} from '../hooks/use-physical';
import { MarksCard } from './marks-card';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';
import { WeekItem } from './week-item';
import { formatDate } from '@/lib/format';
import { paths, physicalPlanPath } from '@/config/paths';

/** Weeks (0-based) of this plan with a tick still waiting in the outbox. */
function usePendingWeeks(userId: number | null, id: PlanId): Set<number> {
  const weeks = useLiveQuery(async () => {
    if (userId === null) return [];
    return (await pendingPhysical(userId))
      .filter(
        (e) => e.kind === 'physical-progress' && (e.body as { id_plan?: PlanId }).id_plan === id,
      )
      .map((e) => (e.body as { semana: number }).semana);
  }, [userId, id]);
  return new Set(weeks ?? []);
}

/** /planes-fisicos/{id} (spec §2). */
export function PhysicalPlanDetailPage() {
  const params = useParams();
  const id = planIdFrom(params.id);
  const userId = useUserId();
  const navigate = useNavigate();
  const { data, notFound, waiting } = usePlan(userId, id);
  const pendingPlans = usePendingPlanIds(userId);
  const pendingWeeks = usePendingWeeks(userId, id);
  const pendingMarks = usePendingMarks(userId);
  const online = useSyncState((s) => s.online);
  const [generating, setGenerating] = useState<number | null>(null);

  const back = (
    <Button variant="outline" onClick={() => navigate(paths.physicalPlans)}>
      <ArrowLeft aria-hidden className="h-4 w-4" />
      Volver
    </Button>
  );

  if (data && data.plan.id !== id) {
    // A plan made offline has just been numbered by the server: its address follows.
    return <Navigate to={physicalPlanPath(data.plan.id)} replace />;
  }
  if ((data === undefined || waiting) && !notFound) return <Spinner label="Cargando..." />;
  if (!data || notFound) {
    return (
      <section className="space-y-4">
        {back}
        <p role="alert" className="text-slate-700">
          No se encontró el plan físico.
        </p>
      </section>
    );
  }

  const { plan, detail, marks } = data;
  const local = isLocalPlan(plan.id);
  const weeks = detail?.avance.length ?? plan.semanas;

  async function toggle(index: number, done: boolean) {
    if (userId === null || typeof plan.id !== 'number') return;
    try {
      await markWeek(userId, plan.id, index, done);
      toast.success(done ? 'Semana completada' : 'Semana marcada como pendiente');
    } catch (error) {
      toast.error(errorText(error, 'Error al actualizar el avance'));
    }
  }

  async function generate(semana: number) {
    if (userId === null || typeof plan.id !== 'number') return;
    setGenerating(semana);
    try {
      const res = await generateWeek(userId, plan.id, semana);
      toast.success('Semana generada con IA', res.aviso ?? undefined);
    } catch (error) {
      toast.error(errorText(error, 'Error al generar la semana'));
    } finally {
      setGenerating(null);
    }
  }

  return (
    <section className="space-y-6">
      {back}
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{plan.titulo}</h1>
          {pendingPlans.has(plan.id) && <PendingSyncBadge />}
        </div>
        <p className="font-medium text-primary">{plan.tipo_prueba}</p>
        {plan.descripcion && <p className="text-slate-700">{plan.descripcion}</p>}
        <p className="text-sm text-slate-600">
          {formatDate(plan.fecha_inicio)} - {formatDate(plan.fecha_fin)}
        </p>
      </div>
      <Card className="space-y-2">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold text-slate-900">Avance total</h2>
          <span className="text-sm font-semibold text-slate-700">
            {progressPercent(plan.ia_avance_ratio)}%
          </span>
        </div>
        <ProgressBar percent={progressPercent(plan.ia_avance_ratio)} label="Avance total" />
      </Card>
      {detail?.plan_ia.resumen && (
        <Card>
          <h2 className="font-semibold text-slate-900">Resumen IA</h2>
          <p className="mt-1 text-sm text-slate-700">{detail.plan_ia.resumen}</p>
        </Card>
      )}
      {local ? (
        <p className="text-sm text-slate-600">
          Las semanas y las marcas estarán disponibles cuando el plan se haya sincronizado con el
          servidor.
        </p>
      ) : !detail ? (
        online ? (
          <Spinner label="Cargando..." />
        ) : (
          <p className="text-sm text-slate-600">
            Conéctate a internet para cargar las semanas de este plan.
          </p>
        )
      ) : (
        <div className="space-y-2">
          {Array.from({ length: weeks }, (_, i) => (
            <WeekItem
              key={i}
              n={i + 1}
              week={detail.plan_ia.plan[i] ?? null}
              done={detail.avance[i] === true}
              pending={pendingWeeks.has(i)}
              generating={generating === i + 1}
              canGenerate={online && generating === null}
              onToggle={(done) => void toggle(i, done)}
              onGenerate={() => void generate(i + 1)}
            />
          ))}
        </div>
      )}
      {userId !== null && typeof plan.id === 'number' && marks && (
        <MarksCard userId={userId} idPlan={plan.id} marks={marks} pending={pendingMarks} />
      )}
    </section>
  );
}
