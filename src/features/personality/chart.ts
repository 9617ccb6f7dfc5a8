// The geometry of the profile chart: one horizontal bar per subscale on a 0-100 axis with the
// band cuts (35, 65) marked. The screen (React) and the printed report (an SVG string) draw
// the same layout from here.
import type { PersonalityProfileResult } from '@/core/contract';
import { BAND_ALTO_FROM, BAND_MEDIO_FROM } from '@/core/personality';
import { formatNumber } from '@/lib/format';

type Subscale = PersonalityProfileResult['subescalas'][number];
export type Band = Subscale['banda'];

export const BAND_COLORS: Readonly<Record<Band, string>> = {
  Bajo: '#b45309',
  Medio: '#1d4ed8',
  Alto: '#15803d',
};

export const CHART = {
  width: 680,
  labelWidth: 210,
  barX: 220,
  barWidth: 340,
  rowHeight: 40,
  barHeight: 22,
  top: 24,
  bottom: 28,
} as const;

export const CHART_TICKS = [0, BAND_MEDIO_FROM, BAND_ALTO_FROM, 100] as const;

export interface ChartRow {
  codigo: string;
  label: string;
  score: number;
  scoreText: string;
  banda: Band;
  color: string;
  y: number;
  width: number;
}

export const xOf = (score: number) => CHART.barX + (CHART.barWidth * score) / 100;

export function chartHeight(rows: number): number {
  return CHART.top + rows * CHART.rowHeight + CHART.bottom;
}

export function chartRows(profile: Pick<PersonalityProfileResult, 'subescalas'>): ChartRow[] {
  return profile.subescalas.map((s, index) => ({
    codigo: s.codigo,
    label: `${s.nombre} (${s.codigo})`,
    score: s.puntuacionRedondeada,
    scoreText: formatNumber(s.puntuacionRedondeada, 1),
    banda: s.banda,
    color: BAND_COLORS[s.banda],
    y: CHART.top + index * CHART.rowHeight,
    width: (CHART.barWidth * Math.max(0, Math.min(100, s.puntuacionRedondeada))) / 100,
  }));
}

/** What the chart shows, in words, for screen readers. */
export function chartDescription(rows: readonly ChartRow[]): string {
  return rows.map((row) => `${row.label}: ${row.scoreText} de 100, ${row.banda}`).join('. ');
}

export const CHART_TITLE = 'Perfil por subescalas (0-100)';
