// The nota of each finished test over time, oldest first, for the statistics chart.
import type { TipoTest } from '../contract';
import type { StatsTest } from './summary';
import { FINALIZADO } from './summary';

export interface NotaPoint {
  at: number;
  nota: number;
  tipo: TipoTest;
}

export const TIMELINE_MAX_POINTS = 50;

export function notaTimeline(tests: readonly StatsTest[], max = TIMELINE_MAX_POINTS): NotaPoint[] {
  const points: NotaPoint[] = [];
  for (const t of tests) {
    if (t.estado !== FINALIZADO || t.nota === null) continue;
    const at = Date.parse(t.fecha_finalizacion ?? t.fecha_inicio);
    if (Number.isNaN(at)) continue;
    points.push({ at, nota: t.nota, tipo: t.tipo_test });
  }
  points.sort((a, b) => a.at - b.at);
  return points.slice(-max);
}
