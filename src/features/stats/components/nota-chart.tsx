import { ChartGrid } from '@/components/charts/chart-grid';
import type { NotaPoint } from '@/core/stats';
import { formatDate, formatNumber } from '@/lib/format';

const W = 600;
const H = 200;
const PAD = { left: 28, right: 12, top: 12, bottom: 24 };

/** The nota of each finished test, oldest to newest, on a 0-10 scale (plain SVG, no library). */
export function NotaChart({ points }: { points: NotaPoint[] }) {
  if (points.length === 0)
    return <p className="text-sm text-slate-600">Aún no hay notas que mostrar.</p>;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (points.length === 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (nota: number) => PAD.top + innerH - (Math.max(0, Math.min(10, nota)) / 10) * innerH;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.nota).toFixed(1)}`).join(' ');
  const last = points[points.length - 1];
  const first = points[0];
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Evolución de la nota en ${points.length} tests; la última, ${formatNumber(last?.nota ?? 0)}`}
        data-testid="nota-chart"
      >
        <ChartGrid ticks={[0, 5, 10]} y={y} label={String} left={PAD.left} right={W - PAD.right} />
        <polyline
          points={line}
          fill="none"
          className="stroke-primary"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {points.map((p, i) => (
          <circle
            key={`${p.at}-${i}`}
            cx={x(i)}
            cy={y(p.nota)}
            r={3.5}
            className={p.tipo === 'examen' ? 'fill-red-500' : 'fill-primary'}
          >
            <title>{`${formatDate(p.at)}: ${formatNumber(p.nota)} (${p.tipo === 'examen' ? 'Examen' : 'Simulación'})`}</title>
          </circle>
        ))}
        {first && (
          <text x={PAD.left} y={H - 6} className="fill-slate-500 text-[11px]">
            {formatDate(first.at)}
          </text>
        )}
        {last && points.length > 1 && (
          <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-slate-500 text-[11px]">
            {formatDate(last.at)}
          </text>
        )}
      </svg>
      <figcaption className="mt-1 flex gap-4 text-xs text-slate-600">
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
