import { useId } from 'react';
import type { Etapa } from '@/core/contract';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { formatList } from '@/lib/format';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';
import { PracticeLinks } from './plan-weeks';

interface Choice {
  proceso: number | null;
  secciones: readonly string[];
}

const topicsOf = (etapa: Etapa) =>
  etapa.descripcion
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

function Task({
  tarea,
  pending,
  onToggle,
}: {
  tarea: Etapa['tareas'][number];
  pending: boolean;
  onToggle: (completada: boolean) => void;
}) {
  const id = useId();
  return (
    <li data-testid="plan-task" className="flex items-start gap-3 py-2">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={tarea.completada === 1}
        onCheckedChange={(checked) => onToggle(checked === true)}
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={id}
          className={
            tarea.completada === 1
              ? 'text-sm font-medium text-slate-500 line-through'
              : 'text-sm font-medium text-slate-900'
          }
        >
          {tarea.titulo}
        </label>
        {tarea.descripcion && <p className="text-xs text-slate-500">{tarea.descripcion}</p>}
      </div>
      {pending && <PendingSyncBadge />}
    </li>
  );
}

/** The manual stages, each with its tasks to tick and untick, and a link to practise them. */
export function PlanStages({
  etapas,
  pendingTasks,
  choice,
  onToggle,
}: {
  etapas: readonly Etapa[];
  pendingTasks: ReadonlySet<number>;
  choice: Choice;
  onToggle: (tarea: Etapa['tareas'][number], completada: boolean) => void;
}) {
  if (etapas.length === 0)
    return <p className="text-sm text-slate-600">Este plan no tiene etapas.</p>;
  return (
    <ol className="space-y-4">
      {etapas.map((etapa, i) => {
        const temas = topicsOf(etapa);
        const done = etapa.tareas.filter((t) => t.completada === 1).length;
        const secciones = choice.secciones.includes(etapa.titulo)
          ? [etapa.titulo]
          : choice.secciones;
        return (
          <li key={etapa.id}>
            <Card data-testid="plan-stage" className="space-y-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">
                  Etapa {i + 1}: {etapa.titulo}
                </h3>
                <span className="text-sm text-slate-600">
                  {done} de {etapa.tareas.length} tareas
                </span>
              </div>
              {etapa.descripcion && (
                <p className="text-sm text-slate-600">{formatList(etapa.descripcion)}</p>
              )}
              <ul className="divide-y divide-slate-100">
                {etapa.tareas.map((tarea) => (
                  <Task
                    key={tarea.id}
                    tarea={tarea}
                    pending={pendingTasks.has(tarea.id)}
                    onToggle={(completada) => onToggle(tarea, completada)}
                  />
                ))}
              </ul>
              {temas.length > 0 && choice.proceso !== null && (
                <PracticeLinks choice={{ ...choice, secciones }} temas={temas} />
              )}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
