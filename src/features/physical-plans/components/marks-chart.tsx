import { LineChart } from '@/components/charts/line-chart';
import type { PruebaFisica } from '@/core/plans/physical-scales';
import { formatMark } from '@/core/plans/physical-scales';
import type { LocalMarca } from '../data/physical-marks';
import { formatDate } from '@/lib/format';

/**
 * One test's marks over time, as the statistics' chart: its points on a 0-10 scale when the
 * test has a points table, else the marks themselves (better is always up).
 */
export function MarksChart({ prueba, marcas }: { prueba: PruebaFisica; marcas: LocalMarca[] }) {
  const first = marcas[0];
  const last = marcas[marcas.length - 1];
  if (!first || !last)
    return <p className="text-sm text-slate-600">Aún no hay marcas de esta prueba.</p>;
  const byPoints = prueba.tipo === 'puntos';
  const valueOf = (m: LocalMarca) => (byPoints ? (m.puntos ?? 0) : m.valor);
  const values = marcas.map(valueOf);
  const lo = byPoints ? 0 : Math.min(...values);
  const hi = byPoints ? 10 : Math.max(...values);
  const span = hi - lo || 1;
  const up = byPoints || prueba.mejor === 'mayor';
  const level = (v: number) => (up ? (v - lo) / span : 1 - (v - lo) / span);
  const tickText = (v: number) => (byPoints ? String(v) : formatMark(prueba, v));
  const ticks = byPoints ? [0, 5, 10] : [...new Set([lo, hi])];
  return (
    <LineChart
      testId="marks-chart"
      label={`Evolución de ${prueba.nombre} en ${marcas.length} marcas; la última, ${formatMark(prueba, last.valor)} (${last.etiqueta})`}
      points={marcas.map((m) => ({
        level: level(valueOf(m)),
        title: `${formatDate(m.fecha)}: ${formatMark(prueba, m.valor)} (${m.etiqueta})`,
      }))}
      yTicks={ticks.map((v) => ({ level: level(v), text: tickText(v) }))}
      xLabels={[formatDate(first.fecha), formatDate(last.fecha)]}
    />
  );
}
