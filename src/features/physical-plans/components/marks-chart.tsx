import { ChartGrid } from '@/components/charts/chart-grid';
import type { PruebaFisica } from '@/core/plans/physical-scales';
import { formatMark } from '@/core/plans/physical-scales';
import type { LocalMarca } from '@/lib/plans/physical-marks';
import { formatDateEs } from '../logic';

const W = 600;
const H = 200;
const PAD = { left: 44, right: 12, top: 12, bottom: 24 };

/**
 * One test's marks over time (plain SVG, as the statistics' chart): its points on a 0-10
 * scale when the test has a points table, else the marks themselves (better is always up).
 */
export function MarksChart({ prueba, marcas }: { prueba: PruebaFisica; marcas: LocalMarca[] }) {
  if (marcas.length === 0)
    return <p className="text-sm text-slate-600">Aún no hay marcas de esta prueba.</p>;
  const byPoints = prueba.tipo === 'puntos';
  const values = marcas.map((m) => (byPoints ? (m.puntos ?? 0) : m.valor));
  const lo = byPoints ? 0 : Math.min(...values);
  const hi = byPoints ? 10 : Math.max(...values);
  const span = hi - lo || 1;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const up = byPoints || prueba.mejor === 'mayor';
  const x = (i: number) =>
    PAD.left + (marcas.length === 1 ? innerW / 2 : (i * innerW) / (marcas.length - 1));
  const y = (v: number) =>
    PAD.top + (up ? innerH - ((v - lo) / span) * innerH : ((v - lo) / span) * innerH);
  const label = (v: number) => (byPoints ? String(v) : formatMark(prueba, v));
  const ticks = byPoints ? [0, 5, 10] : [...new Set([lo, hi])];
  const first = marcas[0];
  const last = marcas[marcas.length - 1];
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
      role="img"
      aria-label={`Evolución de ${prueba.nombre} en ${marcas.length} marcas; la última, ${last ? `${formatMark(prueba, last.valor)} (${last.etiqueta})` : ''}`}
      data-testid="marks-chart"
    >
      <ChartGrid ticks={ticks} y={y} label={label} left={PAD.left} right={W - PAD.right} />
      <polyline
        points={values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
        fill="none"
        className="stroke-primary"
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {marcas.map((m, i) => (
        <circle key={m.uuid} cx={x(i)} cy={y(values[i] ?? 0)} r={3.5} className="fill-primary">
          <title>{`${formatDateEs(m.fecha)}: ${formatMark(prueba, m.valor)} (${m.etiqueta})`}</title>
        </circle>
      ))}
      {first && (
        <text x={PAD.left} y={H - 6} className="fill-slate-500 text-[11px]">
          {formatDateEs(first.fecha)}
        </text>
      )}
      {last && marcas.length > 1 && (
        <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-slate-500 text-[11px]">
          {formatDateEs(last.fecha)}
        </text>
      )}
    </svg>
  );
}
