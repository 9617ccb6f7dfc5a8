import { unparsed } from './types';
import type { Solver } from './types';

/**
 * Reads the drawing itself, not the generator's plan: each panel's arrow angle and colour, its
 * dots and their colour, or its shaded grid cell; finds the progression each one follows in the
 * series and accepts the option whose panel continues all of them.
 */

interface Features {
  angle?: number;
  count?: number;
  cell?: number;
  colour?: string;
}

// The grid's border, clockwise from the top left corner, as [row, col].
const BORDER: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [1, 2],
  [2, 2],
  [2, 1],
  [2, 0],
  [1, 0],
];

const mod = (n: number, m: number): number => ((n % m) + m) % m;

function features(content: string): Features {
  const found: Features = {};
  const arrow = content.match(/<path [^>]*fill='([#\w]+)'[^>]*transform='rotate\((-?\d+) 32 32\)'/);
  if (arrow) {
    found.angle = mod(Number(arrow[2]), 360);
    found.colour = arrow[1];
  }
  const circles = [...content.matchAll(/<circle [^>]*fill='([#\w]+)'/g)];
  if (circles.length > 0) {
    found.count = circles.length;
    const colours = new Set(circles.map((c) => c[1]));
    if (colours.size !== 1) throw new Error('Dots of different colours in one panel');
    found.colour = circles[0]?.[1];
  }
  const cells = [
    ...content.matchAll(/<rect x='(\d+)' y='(\d+)' width='16' height='16' fill='([#\w]+)'/g),
  ];
  if (cells.length > 0) {
    // The shaded cell is the one whose colour the other eight do not share.
    const dark = cells.filter((c) => cells.filter((d) => d[3] === c[3]).length === 1);
    if (cells.length !== 9 || dark.length !== 1)
      throw new Error('A grid needs 9 cells, one shaded');
    const row = (Number(dark[0]?.[2]) - 8) / 16;
    const col = (Number(dark[0]?.[1]) - 8) / 16;
    found.cell = BORDER.findIndex(([r, c]) => r === row && c === col);
    if (found.cell < 0) throw new Error('The shaded cell is not on the border');
  }
  return found;
}

function panels(svg: string): Map<string, Features> {
  const result = new Map<string, Features>();
  for (const m of svg.matchAll(/<g data-panel='([^']+)'[^>]*>(.*?)<\/g>/g)) {
    result.set(m[1] ?? '', features(m[2] ?? ''));
  }
  return result;
}

function nextNumber(values: readonly number[], cycle: number | null): number {
  const diffs = values.slice(1).map((v, i) => v - (values[i] ?? 0));
  const norm = (d: number) => (cycle === null ? d : mod(d, cycle));
  const [d0, d1, d2] = diffs.map(norm);
  const last = values[values.length - 1] ?? 0;
  if (d0 === undefined || d1 === undefined || d2 === undefined) throw new Error('Series too short');
  const next = d0 === d1 && d1 === d2 ? last + d0 : d0 === d2 && d0 !== d1 ? last + d1 : undefined;
  if (next === undefined) throw new Error(`No progression in ${values.join(', ')}`);
  return cycle === null ? next : mod(next, cycle);
}

function nextColour(colours: readonly string[]): string {
  for (let period = 1; period <= 3; period++) {
    if (colours.every((c, i) => i < period || c === colours[i - period])) {
      return colours[colours.length - period] ?? '';
    }
  }
  throw new Error(`No colour cycle in ${colours.join(', ')}`);
}

const sameFeatures = (a: Features, b: Features): boolean =>
  a.angle === b.angle && a.count === b.count && a.cell === b.cell && a.colour === b.colour;

export const solveFigureSeries: Solver = ({ pregunta, respuestas, imagen }) => {
  if (!pregunta.startsWith('¿Qué figura continúa la serie?') || !imagen) return unparsed(pregunta);
  const prefix = 'data:image/svg+xml,';
  if (!imagen.startsWith(prefix)) throw new Error('The figure is not an SVG data URI');
  const svg = decodeURIComponent(imagen.slice(prefix.length));
  if (!/<title[^>]*>[^<]+<\/title>/.test(svg)) throw new Error('The figure has no title');
  const all = panels(svg);
  const serie = [...all].filter(([role]) => role.startsWith('serie-')).map(([, f]) => f);
  if (serie.length < 4 || !all.has('incognita')) throw new Error('The series is not drawn');
  const predicted: Features = {};
  const first = serie[0] ?? {};
  if (first.angle !== undefined)
    predicted.angle = nextNumber(
      serie.map((f) => f.angle ?? NaN),
      360,
    );
  if (first.count !== undefined)
    predicted.count = nextNumber(
      serie.map((f) => f.count ?? NaN),
      null,
    );
  if (first.cell !== undefined)
    predicted.cell = nextNumber(
      serie.map((f) => f.cell ?? NaN),
      8,
    );
  if (first.colour !== undefined) predicted.colour = nextColour(serie.map((f) => f.colour ?? ''));
  const options = respuestas.map((r) => {
    const letter = r.match(/^Figura ([A-D])$/)?.[1];
    const drawn = letter === undefined ? undefined : all.get(`opcion-${letter}`);
    if (!drawn) throw new Error(`Option ${r} has no figure`);
    return [r, drawn] as const;
  });
  options.forEach(([r, f], i) => {
    if (options.some(([, g], j) => j < i && sameFeatures(f, g)))
      throw new Error(`${r} is drawn twice`);
  });
  return (respuesta) => {
    const drawn = options.find(([r]) => r === respuesta)?.[1];
    return drawn !== undefined && sameFeatures(drawn, predicted);
  };
};
