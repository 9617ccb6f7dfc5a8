import { CANARIAS_INSET_BORDER, MAP_HEIGHT, MAP_REGIONS, MAP_WIDTH } from './spain-map-data';

/**
 * The map of Spain (spec §2): 420 px wide, each of the 19 regions a link named after it that
 * opens its official bulletin in a new tab. The shapes are drawn at build time
 * (scripts/build-spain-map.ts); links are reached with Tab like any other.
 */
export function SpainMap() {
  return (
    <svg
      role="group"
      aria-label="Mapa de España: boletines oficiales de cada comunidad"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width={MAP_WIDTH}
      className="h-auto max-w-full"
      data-testid="spain-map"
    >
      <path
        d={CANARIAS_INSET_BORDER}
        fill="none"
        className="stroke-slate-300"
        strokeWidth={1}
        aria-hidden
      />
      {MAP_REGIONS.map((r) => (
        <a
          key={r.region}
          href={r.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={r.region}
          className="group outline-none"
        >
          <title>{`${r.region}: ${r.nombre} (${r.abreviatura})`}</title>
          <path
            d={r.d}
            strokeWidth={0.75}
            className="fill-sky-200 stroke-white transition-colors group-hover:fill-sky-500 group-focus-visible:fill-amber-300 group-focus-visible:stroke-slate-900 group-focus-visible:[stroke-width:2]"
            style={{ strokeLinejoin: 'round' }}
          />
          {r.dot && (
            <circle
              cx={r.dot.cx}
              cy={r.dot.cy}
              r={r.dot.r}
              strokeWidth={1}
              className="fill-sky-300 stroke-sky-700 group-hover:fill-sky-500 group-focus-visible:fill-amber-300 group-focus-visible:stroke-slate-900"
            />
          )}
        </a>
      ))}
    </svg>
  );
}
