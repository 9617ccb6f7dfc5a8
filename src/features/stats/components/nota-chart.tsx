import { LineChart, dayOrTimeLabels } from '@/components/charts/line-chart';
import type { NotaPoint } from '@/core/stats';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';

/** The nota of each finished test, oldest to newest, on a 0-10 scale. */
export function NotaChart({ points }: { points: NotaPoint[] }) {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last)
    return <p className="text-sm text-slate-600">Aún no hay notas que mostrar.</p>;
  const kind = (p: NotaPoint) => (p.tipo === 'examen' ? 'Examen' : 'Simulación');
  return (
    <figure>
      <LineChart
        testId="nota-chart"
        label={`Evolución de la nota en ${points.length} tests; la última, ${formatNumber(last.nota)}`}
        points={points.map((p) => ({
          level: p.nota / 10,
          title: `${formatDateTime(p.at)}: ${formatNumber(p.nota)} (${kind(p)})`,
          color: p.tipo === 'examen' ? 'bg-red-500' : 'bg-primary',
        }))}
        yTicks={[0, 5, 10].map((v) => ({ level: v / 10, text: String(v) }))}
        xLabels={dayOrTimeLabels(first.at, last.at, formatDate, formatDateTime)}
      />
      <figcaption className="mt-2 flex gap-4 text-xs text-slate-600">
        <span>
          <span aria-hidden className="mr-1 inline-block h-2 w-2 rounded-full bg-primary" />
          Simulación
        </span>
        <span>
          <span aria-hidden className="mr-1 inline-block h-2 w-2 rounded-full bg-red-500" />
          Examen
        </span>
      </figcaption>
    </figure>
  );
}
