import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { PLANS_NOT_FOR_USUARIO, canStartPlans } from '@/core/contract/base';
import { progressPercent } from '@/core/plans/physical-weeks';
import { useSession } from '@/lib/session/session-store';
import type { PhysicalForm, PhysicalLocal, PlanId } from '../data/physical-plans';
import { createPlan, deletePlan, updatePlan } from '../data/physical-plans';
import { toast } from '@/lib/toast';
import { EMPTY_FORM } from '../logic';
import { errorText, usePendingPlanIds, usePlans, useUserId } from '../hooks/use-physical';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';
import { PlanDialog } from './plan-dialog';
import { formatDate } from '@/lib/format';
import { physicalPlanPath } from '@/config/paths';

type Editing = { mode: 'create' } | { mode: 'edit'; plan: PhysicalLocal['plan'] } | null;

/** A plan's card; its title is the link to the detail and covers the card (spec §2: clicking opens it). */
function PlanCard({
  plan,
  pending,
  onEdit,
  onDelete,
}: {
  plan: PhysicalLocal['plan'];
  pending: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card
      className="relative space-y-3 p-5 transition-colors focus-within:border-primary hover:border-primary"
      data-testid="physical-plan-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link
              to={physicalPlanPath(plan.id)}
              className="block truncate after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary"
            >
              {plan.titulo}
            </Link>
          </h2>
          <p className="text-sm font-medium text-primary">{plan.tipo_prueba}</p>
        </div>
        <div className="relative z-10 flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Editar plan ${plan.titulo}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Eliminar plan ${plan.titulo}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-slate-600">{plan.descripcion || '-'}</p>
      <p className="text-sm text-slate-700">
        {formatDate(plan.fecha_inicio)} - {formatDate(plan.fecha_fin)}
      </p>
      <ProgressBar
        percent={progressPercent(plan.ia_avance_ratio)}
        label={`Progreso de ${plan.titulo}`}
      />
      <div className="flex items-center justify-between text-sm text-slate-700">
        <span>{progressPercent(plan.ia_avance_ratio)}% completado</span>
        {pending && <PendingSyncBadge />}
      </div>
    </Card>
  );
}

/** /planes-fisicos (spec §2). */
export function PhysicalPlansPage() {
  const userId = useUserId();
  // A usuario keeps and follows their plans but starts none (spec §6, README).
  const canStart = canStartPlans(useSession((s) => s.user?.nivel) ?? 'invitado');
  const plans = usePlans(userId);
  const pending = usePendingPlanIds(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PlanId | null>(null);

  async function save(form: PhysicalForm): Promise<boolean> {
    if (userId === null || !editing) return false;
    try {
      if (editing.mode === 'create') {
        await createPlan(userId, form);
        toast.success('Plan creado');
      } else {
        await updatePlan(userId, editing.plan.id, form);
        toast.success('Plan actualizado');
      }
      return true;
    } catch (error) {
      toast.error(errorText(error, 'Error al guardar el plan'));
      return false;
    }
  }

  async function remove(id: PlanId) {
    if (userId === null) return;
    try {
      await deletePlan(userId, id);
      toast.success('Plan eliminado');
    } catch (error) {
      toast.error(errorText(error, 'Error al eliminar el plan'));
    }
  }

  const initial: PhysicalForm =
    editing?.mode === 'edit'
      ? {
          titulo: editing.plan.titulo,
          tipo_prueba: editing.plan.tipo_prueba,
          descripcion: editing.plan.descripcion,
          fecha_inicio: editing.plan.fecha_inicio,
          fecha_fin: editing.plan.fecha_fin,
        }
      : EMPTY_FORM;

  return (
    <section>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle>Planes Físicos</PageTitle>
        {canStart ? (
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden className="h-4 w-4" />
            Nuevo plan físico
          </Button>
        ) : (
          <p className="max-w-md text-sm text-slate-600">{PLANS_NOT_FOR_USUARIO}</p>
        )}
      </div>
      {plans === undefined ? (
        <Spinner label="Cargando..." />
      ) : plans.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No hay planes físicos creados.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {plans.map(({ plan }) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                pending={pending.has(plan.id)}
                onEdit={() => setEditing({ mode: 'edit', plan })}
                onDelete={() => setDeleting(plan.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <PlanDialog
          key={editing.mode === 'edit' ? String(editing.plan.id) : 'new'}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          initial={initial}
          editing={editing.mode === 'edit'}
          onSave={save}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="¿Seguro que quieres eliminar este plan?"
        confirmLabel="Eliminar"
        destructive
        onConfirm={() => {
          if (deleting !== null) void remove(deleting);
        }}
      />
    </section>
  );
}
