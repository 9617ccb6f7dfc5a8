import { AlarmClockOff, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { penaltyFraction } from '@/core/quiz';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { ResultView } from '../../data/result-view';

function Figure({
  label,
  value,
  detail,
  tone = 'text-slate-900',
}: {
  label: string;
  value: string;
  detail?: string;
  tone?: string;
}) {
  return (
    <Card className="p-4" role="group" aria-label={label}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className={`mt-1 text-2xl font-bold tabular-nums ${tone}`}>{value}</p>
      {detail && <p className="text-xs text-slate-500">{detail}</p>}
    </Card>
  );
}

/** 1/3 as '1/3'; a penalty that is no small fraction with two decimals. */
export function penaltyText(penalizacion: number): string {
  const fraction = penaltyFraction(penalizacion);
  return fraction ? `${fraction[0]}/${fraction[1]}` : formatNumber(penalizacion);
}

/** '12 min 30 s' */
export function durationText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}

/** The penalised nota's rule, written out with this test's figures. */
function PenaltyRule({ view }: { view: ResultView }) {
  const { penalizacion } = view;
  if (penalizacion === null)
    return <p>La penalización de este proceso no está guardada en este dispositivo.</p>;
  if (!(penalizacion > 0))
    return <p>Este proceso no resta por los fallos: la nota con penalización es la nota.</p>;
  const p = penaltyText(penalizacion);
  return (
    <p>
      Nota con penalización = (aciertos − fallos × penalización) / preguntas × 10 = ({view.aciertos}{' '}
      − {view.fallos} × {p}) / {view.total} × 10 ={' '}
      <strong>{formatNumber(view.notaPenalizada)}</strong>. Cada fallo resta {p} de un acierto; las
      preguntas en blanco no restan y la nota nunca baja de 0.
    </p>
  );
}

function PassMark({ view }: { view: ResultView }) {
  const { notaMinima } = view;
  if (!notaMinima) return null;
  const passed = view.notaPenalizada >= notaMinima.nota;
  return (
    <p className="flex items-start gap-2">
      <CheckCircle2
        aria-hidden
        className={`mt-0.5 h-4 w-4 shrink-0 ${passed ? 'text-green-600' : 'text-slate-400'}`}
      />
      <span>
        Puntuación mínima oficial: <strong>{formatNumber(notaMinima.nota)}</strong> sobre 10 (
        {notaMinima.fuente}).{' '}
        {passed
          ? 'Tu nota con penalización la alcanza.'
          : 'Tu nota con penalización no la alcanza.'}
      </span>
    </p>
  );
}

export function ResultsSummary({ view, actions }: { view: ResultView; actions: ReactNode }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label="Nota" value={formatNumber(view.nota)} detail="sobre 10, sin penalización" />
        <Figure
          label="Nota con penalización"
          value={formatNumber(view.notaPenalizada)}
          detail="sobre 10"
          tone="text-primary"
        />
        <Figure
          label="Tiempo empleado"
          value={durationText(view.tiempoEmpleadoS)}
          detail={`de ${view.minutos} min`}
        />
        <Figure
          label="Aciertos"
          value={String(view.aciertos)}
          detail={`de ${view.total} preguntas`}
          tone="text-green-700"
        />
        <Figure
          label="Fallos"
          value={String(view.fallos)}
          detail="respondidas mal"
          tone="text-red-700"
        />
        <Figure label="En blanco" value={String(view.enBlanco)} detail="sin responder, no restan" />
      </div>
      <Card className="space-y-2 p-4 text-sm text-slate-700">
        <PenaltyRule view={view} />
        <PassMark view={view} />
        {view.timedOut && (
          <p className="flex items-center gap-2">
            <AlarmClockOff aria-hidden className="h-4 w-4 text-red-600" /> El examen terminó al
            agotarse el tiempo.
          </p>
        )}
      </Card>
      {view.missing.length > 0 && (
        <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            Este test no está guardado entero en este dispositivo (se hizo en otro o es antiguo),
            así que no se muestran: {view.missing.join('; ')}.
          </span>
        </p>
      )}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}
