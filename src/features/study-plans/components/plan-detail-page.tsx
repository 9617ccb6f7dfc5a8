import { ArrowLeft, CalendarDays, Sparkles, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Etapa } from '@/core/contract';
import { lastSyncText } from '@/core/stats/cache';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime, formatList } from '@/lib/format';
import type { StoredStudyPlan, StudyPlanId, StudyPlanWrite } from '../data/study-local';
import { isLocalStudyPlan } from '../data/study-local';
import {
  deleteStudyPlan,
  markTask,
  regenerateStudyPlanAi,
  setPlanEstado,
} from '../data/study-plans';
import { useSession } from '@/lib/session/session-store';
import { useSyncState } from '@/lib/sync/engine';
import { toast } from '@/lib/toast';
import { paths, studyPlanPath } from '@/config/paths';
import { useStudyPlan } from '../hooks/use-study-plans';
import { ESTADOS, estadoLabel, isEstado } from '../logic';
import { DateRange, EstadoBadge, IaBadge, PlanProgress, SyncLine } from './plan-parts';
import { PlanStages } from './plan-stages';
import { PlanWeeks } from './plan-weeks';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function BackLink() {
  return (
    <Link
      to={paths.studyPlans}
      className="inline-flex items-center gap-1 text-sm text-blue-700 underline"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" /> Volver a mis planes
    </Link>
  );
}

/** The server's id in the address, or the 'local-…' id of a plan made here; null for neither. */
function planIdFrom(param: string | undefined): StudyPlanId | null {
  if (param === undefined) return null;
  if (isLocalStudyPlan(param)) return param;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /plan-estudio/{id} (spec §2): the plan, its stages and tasks, and its AI weekly plan. */
export function StudyPlanDetailPage() {
  const user = useSession((s) => s.user);
  const params = useParams();
  const id = planIdFrom(params.id);
  if (!user) return null;
  if (id === null) return <Missing />;
  return <PlanDetail key={id} userId={user.id} id={id} />;
}

function Missing() {
  return (
    <section className="space-y-4">
      <BackLink />
      <p role="alert" className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
        Plan no encontrado
      </p>
    </section>
  );
}

function PlanDetail({ userId, id }: { userId: number; id: StudyPlanId }) {
  const { stored, pending, creating, loading, offline, error } = useStudyPlan(userId, id);
  if (stored && stored.plan.id !== id) {
    // A plan made here has just been numbered by the server: its address follows.
    return <Navigate to={studyPlanPath(stored.plan.id)} replace />;
  }
  if (stored === undefined || (stored === null && loading)) return <Spinner label="Cargando..." />;
  if (stored === null) {
    if (error?.status === 404) return <Missing />;
    return (
      <section className="space-y-4">
        <BackLink />
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-700">
          {offline
            ? lastSyncText(null, formatDateTime)
            : `Error al cargar el plan: ${error?.message ?? ''}`}
        </p>
      </section>
    );
  }
  return (
    <PlanView
      userId={userId}
      stored={stored}
      pending={pending}
      creating={creating}
      offline={offline}
    />
  );
}

/**
 * What a plan made here shows instead of its stages and AI weekly plan: the server makes the
 * stages and tasks from the topics, so there is nothing to tick before it has the plan.
 */
function LocalPlanNotice({ topics, creating }: { topics: readonly string[]; creating: boolean }) {
  return (
    <Card data-testid="local-plan" className="space-y-2 bg-amber-50/60">
      <p className="text-sm text-slate-800">
        {creating
          ? 'Este plan está guardado en este dispositivo y se enviará al servidor cuando haya conexión.'
          : 'Este plan solo está en este dispositivo y no se está enviando al servidor: el servidor lo rechazó o se descartó su envío (mira «Rechazados por el servidor» en Sincronización, en la cabecera).'}
      </p>
      <p className="text-sm text-slate-700">
        Sus etapas y tareas se crean en el servidor a partir de los temas elegidos: podrás marcar
        tareas y generar el plan semanal con IA cuando el plan se haya sincronizado.
      </p>
      {topics.length > 0 && <p className="text-sm text-slate-600">Temas: {formatList(topics)}</p>}
    </Card>
  );
}

function PlanView({
  userId,
  stored,
  pending,
  creating,
  offline,
}: {
  userId: number;
  stored: StoredStudyPlan;
  pending: StudyPlanWrite[];
  creating: boolean;
  offline: boolean;
}) {
  const navigate = useNavigate();
  const online = useSyncState((s) => s.online);
  const estadoId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [generating, setGenerating] = useState(false);
  const { plan, etapas, planIa } = stored;
  const local = isLocalStudyPlan(plan.id);
  const pendingTasks = new Set(
    pending.flatMap((w) => (w.action === 'marcar_tarea' ? [w.id_tarea] : [])),
  );
  const estadoPending = pending.some((w) => w.action === 'actualizar');
  const choice = { proceso: plan.id_proceso, secciones: plan.secciones };

  const toggle = async (tarea: Etapa['tareas'][number], completada: boolean) => {
    if (typeof plan.id !== 'number') return;
    try {
      await markTask(userId, plan.id, tarea.id, completada);
      if (completada) toast.success('Tarea completada', tarea.titulo);
      else toast.info('Tarea marcada como pendiente', tarea.titulo);
    } catch (err) {
      toast.error('Error al actualizar tarea', messageOf(err));
    }
  };

  const changeEstado = async (value: string) => {
    if (!isEstado(value) || value === plan.estado) return;
    try {
      await setPlanEstado(userId, plan.id, value);
      toast.success('Plan actualizado', `Estado: ${estadoLabel(value)}`);
    } catch (err) {
      toast.error('Error al actualizar el plan', messageOf(err));
    }
  };

  const remove = async () => {
    try {
      await deleteStudyPlan(userId, plan.id);
      toast.success('Plan eliminado');
      navigate(paths.studyPlans);
    } catch (err) {
      toast.error('Error al eliminar el plan', messageOf(err));
    }
  };

  const generate = async () => {
    if (typeof plan.id !== 'number') return;
    setGenerating(true);
    try {
      await regenerateStudyPlanAi(userId, plan.id);
      toast.success('Plan semanal generado con IA');
    } catch (err) {
      toast.error('Error al generar plan con IA', messageOf(err));
    } finally {
      setGenerating(false);
    }
  };

  const stages =
    etapas === null ? (
      <p className="text-sm text-slate-600">
        Las etapas de este plan aún no se han descargado en este dispositivo: ábrelo con conexión.
      </p>
    ) : (
      <PlanStages etapas={etapas} pendingTasks={pendingTasks} choice={choice} onToggle={toggle} />
    );
  const hasAi = planIa !== null && planIa.length > 0;

  return (
    <section className="space-y-5">
      <BackLink />
      <Card className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <EstadoBadge estado={plan.estado} />
              {plan.tieneIA && <IaBadge />}
              {(estadoPending || creating) && <PendingSyncBadge />}
            </div>
            <h1 className="text-2xl font-bold text-slate-900">{plan.titulo}</h1>
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarDays aria-hidden className="h-4 w-4" />
              <DateRange from={plan.fecha_inicio} to={plan.fecha_fin} />
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <Label htmlFor={estadoId}>Estado del plan</Label>
              <select
                id={estadoId}
                className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
                value={plan.estado}
                onChange={(e) => void changeEstado(e.target.value)}
              >
                {ESTADOS.map((e) => (
                  <option key={e} value={e}>
                    {estadoLabel(e)}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="text-red-700"
              onClick={() => setConfirmDelete(true)}
              disabled={!online && !local}
              title={online || local ? undefined : 'Eliminar un plan necesita conexión'}
            >
              <Trash2 aria-hidden className="h-4 w-4" /> Eliminar plan
            </Button>
          </div>
        </div>
        {plan.descripcion && (
          <p className="text-sm whitespace-pre-line text-slate-700">{plan.descripcion}</p>
        )}
        <PlanProgress progreso={plan.progreso} />
        {!local && <SyncLine syncedAt={stored.syncedAt} offline={offline} />}
      </Card>

      {local ? (
        <LocalPlanNotice topics={plan.temas} creating={creating} />
      ) : hasAi ? (
        <Tabs defaultValue="etapas">
          <TabsList aria-label="Contenido del plan" className="max-w-md">
            <TabsTrigger value="etapas">Etapas y tareas</TabsTrigger>
            <TabsTrigger value="semanal">Plan semanal IA</TabsTrigger>
          </TabsList>
          <TabsContent value="etapas">{stages}</TabsContent>
          <TabsContent value="semanal">
            <PlanWeeks
              weeks={planIa}
              resumen={plan.resumen_ia}
              motor={plan.motor}
              choice={choice}
            />
          </TabsContent>
        </Tabs>
      ) : (
        <>
          {etapas !== null && (
            <Card className="flex flex-wrap items-center justify-between gap-3 bg-violet-50/60">
              <p className="text-sm text-slate-700">Este plan aún no tiene plan semanal con IA.</p>
              <Button
                size="sm"
                onClick={generate}
                disabled={generating || !online}
                title={online ? undefined : 'Generar el plan con IA necesita conexión'}
              >
                <Sparkles aria-hidden className="h-4 w-4" />
                {generating ? 'Generando...' : 'Generar plan con IA'}
              </Button>
            </Card>
          )}
          <h2 className="text-lg font-semibold text-slate-900">Etapas y tareas</h2>
          {stages}
        </>
      )}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="¿Seguro que quieres eliminar este plan?"
        description="Se borrarán sus etapas, tareas y el plan semanal. No se puede deshacer."
        confirmLabel="Eliminar"
        destructive
        onConfirm={() => void remove()}
      />
    </section>
  );
}
