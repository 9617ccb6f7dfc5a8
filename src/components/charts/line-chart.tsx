import { cn } from '@/lib/cn';

export interface LinePoint {
  /** 0 (bottom) to 1 (top) of the plot. */
  level: number;
  /** Shown when the pointer rests on the point. */
  title: string;
  /** Tailwind background class of the point. */
  color?: string;
}

/**
 * A plain line chart (no library): the plot is an SVG stretched to its box, while the axis
 * labels and the points are HTML, so their size stays that of the text around them at any
 * screen width. The whole chart is one image for assistive technology (`label`).
 */
export function LineChart({
  label,
  points,
  yTicks,
  xLabels,
  testId,
}: {
  label: string;
  points: LinePoint[];
  /** Horizontal grid lines: level 0-1 and its label. */
  yTicks: { level: number; text: string }[];
  /** Under the first and the last point; one label when both read the same. */
  xLabels: [string, string];
  testId?: string;
}) {
  const xOf = (i: number) => (points.length === 1 ? 50 : (i * 100) / (points.length - 1));
  const yOf = (level: number) => (1 - Math.max(0, Math.min(1, level))) * 100;
  const [firstLabel, lastLabel] = xLabels;
  return (
    <div
      role="img"
      aria-label={label}
      data-testid={testId}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2"
    >
      <div aria-hidden className="relative h-40 min-w-6 text-right text-xs text-slate-500 sm:h-48">
        {yTicks.map((t) => (
          <span
            key={t.level}
            className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
            style={{ top: `${yOf(t.level)}%` }}
          >
            {t.text}
          </span>
        ))}
      </div>
      <div aria-hidden className="relative mx-1.5 h-40 sm:h-48">
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="absolute inset-0 h-full w-full overflow-visible"
        >
          {yTicks.map((t) => (
            <line
              key={t.level}
              x1={0}
              x2={100}
              y1={yOf(t.level)}
              y2={yOf(t.level)}
              className="stroke-slate-200"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <polyline
            points={points.map((p, i) => `${xOf(i)},${yOf(p.level)}`).join(' ')}
            fill="none"
            className="stroke-primary"
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {points.map((p, i) => (
          <span
            key={i}
            title={p.title}
            className={cn(
              'absolute h-2 w-2 -translate-x-1/2 -translate-y-1/2 rounded-full',
              p.color ?? 'bg-primary',
            )}
            style={{ left: `${xOf(i)}%`, top: `${yOf(p.level)}%` }}
          />
        ))}
      </div>
      <div
        aria-hidden
        className="col-start-2 mt-1.5 flex justify-between gap-2 text-xs text-slate-500"
      >
        <span className={points.length === 1 || firstLabel === lastLabel ? 'mx-auto' : undefined}>
          {firstLabel}
        </span>
        {points.length > 1 && firstLabel !== lastLabel && <span>{lastLabel}</span>}
      </div>
    </div>
  );
}

/**
 * The labels under the first and last points: their days, or their times too when both fall on
 * the same day (two ticks reading the same date say nothing).
 */
export function dayOrTimeLabels<T>(
  first: T,
  last: T,
  day: (value: T) => string,
  time: (value: T) => string,
): [string, string] {
  return day(first) === day(last) ? [time(first), time(last)] : [day(first), day(last)];
}
