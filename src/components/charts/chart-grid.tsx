/** The horizontal grid lines of a plain-SVG line chart, each labelled at its left. */
export function ChartGrid({
  ticks,
  y,
  label,
  left,
  right,
}: {
  ticks: number[];
  /** The vertical position of a value. */
  y: (value: number) => number;
  label: (value: number) => string;
  /** Where the plot starts and ends horizontally. */
  left: number;
  right: number;
}) {
  return (
    <>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={left} x2={right} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeWidth={1} />
          <text x={left - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
            {label(v)}
          </text>
        </g>
      ))}
    </>
  );
}
