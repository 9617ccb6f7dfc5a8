import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { PhysicalWeekData } from '@/core/contract/plans';
import { exerciseLine, weekTitle } from '../logic';
import { ExerciseImages } from './exercise-images';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function WeekBody({ week }: { week: PhysicalWeekData }) {
  return (
    <div className="space-y-4">
      <div>
        <h4 className="font-semibold text-slate-900">Foco semanal</h4>
        <p className="text-sm text-slate-700">{week.resumen}</p>
      </div>
      {week.glosario.length > 0 && (
        <div>
          <h4 className="font-semibold text-slate-900">Glosario</h4>
          <dl className="mt-1 space-y-1 text-sm">
            {week.glosario.map((g) => (
              <div key={g.termino}>
                <dt className="inline font-medium text-slate-900">{g.termino}: </dt>
                <dd className="inline text-slate-700">{g.significado}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {week.sesiones.map((sesion, si) => (
        <section key={`${sesion.dia}-${si}`} className="rounded-md border border-slate-200 p-3">
          <h4 className="font-semibold text-slate-900">{capitalize(sesion.dia)}</h4>
          {sesion.bloques.map((bloque, bi) => (
            <div key={bi} className="mt-3">
              <h5 className="font-medium text-primary">{bloque.tipo}</h5>
              <p className="text-sm text-slate-700">{bloque.descripcion}</p>
              <p className="text-sm text-slate-600">
                <span className="font-medium">Explicación fácil:</span> {bloque.explicacion_neofita}
              </p>
              <ul className="mt-2 space-y-3">
                {bloque.ejercicios.map((e, ei) => (
                  <li key={ei} className="rounded bg-slate-50 p-3" data-testid="exercise">
                    <p className="font-medium text-slate-900">{e.nombre}</p>
                    <p className="text-sm text-slate-700">{exerciseLine(e)}</p>
                    {e.notas && <p className="text-sm text-slate-700">Notas: {e.notas}</p>}
                    <p className="text-sm text-slate-600">
                      <span className="font-medium">Para principiantes:</span>{' '}
                      {e.explicacion_neofita}
                    </p>
                    <ExerciseImages nombre={e.nombre} bloque={bloque.tipo} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

export function WeekItem({
  n,
  week,
  done,
  pending,
  generating,
  canGenerate,
  onToggle,
  onGenerate,
}: {
  n: number;
  week: PhysicalWeekData | null;
  done: boolean;
  pending: boolean;
  generating: boolean;
  canGenerate: boolean;
  onToggle: (done: boolean) => void;
  onGenerate: () => void;
}) {
  const checkId = `semana-${n}-hecha`;
  return (
    <details className="group rounded-md border border-slate-200 bg-white" data-testid="week">
      <summary className="flex cursor-pointer items-center justify-between gap-2 p-4 font-medium text-slate-900">
        <span>{weekTitle(n, week)}</span>
        {done && <span className="text-sm text-green-700">Completada</span>}
      </summary>
      <div className="space-y-4 border-t border-slate-200 p-4">
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex items-center gap-2">
            <Checkbox id={checkId} checked={done} onCheckedChange={(v) => onToggle(v === true)} />
            <label htmlFor={checkId} className="text-sm">
              Marcar semana {n} como completada
            </label>
          </div>
          {pending && <PendingSyncBadge />}
          <Button
            size="sm"
            variant="outline"
            onClick={onGenerate}
            disabled={generating || !canGenerate}
          >
            <Sparkles aria-hidden className="h-4 w-4" />
            {generating ? 'Generando...' : week ? 'Regenerar con IA' : 'Generar con IA'}
          </Button>
        </div>
        {week ? (
          <WeekBody week={week} />
        ) : (
          <p className="text-sm text-slate-600">
            Esta semana aún no ha sido generada. Haz clic en &quot;Generar con IA&quot; para
            crearla.
          </p>
        )}
      </div>
    </details>
  );
}
