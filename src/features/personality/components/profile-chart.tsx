import { useId } from 'react';
import type { PersonalityProfileResult } from '@/core/contract';
import {
  CHART,
  CHART_TICKS,
  CHART_TITLE,
  chartDescription,
  chartHeight,
  chartRows,
  xOf,
} from '../chart';

/** The profile as horizontal bars on 0-100, band cuts at 35 and 65; described for screen readers. */
export function ProfileChart({ profile }: { profile: PersonalityProfileResult }) {
  const id = useId();
  const rows = chartRows(profile);
  const height = chartHeight(rows.length);
  const axisY = height - CHART.bottom;
  return (
    <svg
      viewBox={`0 0 ${CHART.width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-3xl"
    >
      <title id={`${id}-title`}>{CHART_TITLE}</title>
      <desc id={`${id}-desc`}>{chartDescription(rows)}</desc>
      {rows.map((row) => (
        <g key={row.codigo}>
          <text
            x={CHART.labelWidth}
            y={row.y + CHART.barHeight / 2 + 4}
            textAnchor="end"
            fontSize="12"
            className="fill-slate-900"
          >
            {row.label}
          </text>
          <rect
            x={CHART.barX}
            y={row.y}
            width={CHART.barWidth}
            height={CHART.barHeight}
            className="fill-slate-100"
          />
          <rect
            x={CHART.barX}
            y={row.y}
            width={row.width}
            height={CHART.barHeight}
            fill={row.color}
          />
          <text
            x={CHART.barX + CHART.barWidth + 8}
            y={row.y + CHART.barHeight / 2 + 4}
            fontSize="12"
            className="fill-slate-900"
          >
            {row.scoreText} · {row.banda}
          </text>
        </g>
      ))}
      {CHART_TICKS.map((tick) => (
        <g key={tick}>
          <line
            x1={xOf(tick)}
            x2={xOf(tick)}
            y1={CHART.top - 8}
            y2={axisY}
            className="stroke-slate-400"
            strokeDasharray={tick === 0 || tick === 100 ? undefined : '4 3'}
          />
          <text
            x={xOf(tick)}
            y={axisY + 16}
            textAnchor="middle"
            fontSize="11"
            className="fill-slate-600"
          >
            {tick}
          </text>
        </g>
      ))}
    </svg>
  );
}
