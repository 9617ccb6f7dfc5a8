import svgToTinyDataUri from 'mini-svg-data-uri';

/**
 * The figures of the figure-series items and their drawing: an arrow that turns, a square with
 * dots, and a 3 × 3 grid whose shaded cell walks round the border. Each figure has a Spanish
 * description (which names it in the question and in the drawing's title) and an SVG drawing.
 */

export type Fill = 'blanco' | 'gris' | 'negro';

export type Figure =
  | { kind: 'flecha'; angle: number; fill: Fill }
  | { kind: 'puntos'; count: number; fill: Fill }
  | { kind: 'casilla'; cell: number };

export const FILLS: readonly Fill[] = ['blanco', 'gris', 'negro'];
export const BORDER_CELLS = 8;
export const MAX_DOTS = 9;

const COLOUR: Readonly<Record<Fill, string>> = {
  blanco: '#ffffff',
  gris: '#9ca3af',
  negro: '#1f2937',
};
const INK = '#1f2937';

const DIRECTIONS = [
  'hacia arriba',
  'hacia arriba y a la derecha',
  'hacia la derecha',
  'hacia abajo y a la derecha',
  'hacia abajo',
  'hacia abajo y a la izquierda',
  'hacia la izquierda',
  'hacia arriba y a la izquierda',
] as const;

/** The border cells of the grid, clockwise from the top left corner. */
const CELLS = [
  { row: 0, col: 0, name: 'arriba a la izquierda' },
  { row: 0, col: 1, name: 'arriba en el centro' },
  { row: 0, col: 2, name: 'arriba a la derecha' },
  { row: 1, col: 2, name: 'en el centro a la derecha' },
  { row: 2, col: 2, name: 'abajo a la derecha' },
  { row: 2, col: 1, name: 'abajo en el centro' },
  { row: 2, col: 0, name: 'abajo a la izquierda' },
  { row: 1, col: 0, name: 'en el centro a la izquierda' },
] as const;

const FEMININE: Readonly<Record<Fill, string>> = { blanco: 'blanca', gris: 'gris', negro: 'negra' };
const PLURAL: Readonly<Record<Fill, string>> = {
  blanco: 'blancos',
  gris: 'grises',
  negro: 'negros',
};

export const normalAngle = (angle: number): number => ((angle % 360) + 360) % 360;
export const normalCell = (cell: number): number =>
  ((cell % BORDER_CELLS) + BORDER_CELLS) % BORDER_CELLS;

/** 'flecha negra que apunta hacia abajo', '3 puntos grises', 'casilla sombreada arriba a la derecha'. */
export function describe(figure: Figure): string {
  switch (figure.kind) {
    case 'flecha':
      return `flecha ${FEMININE[figure.fill]} que apunta ${DIRECTIONS[normalAngle(figure.angle) / 45] ?? ''}`;
    case 'puntos':
      return figure.count === 1
        ? `1 punto ${figure.fill}`
        : `${figure.count} puntos ${PLURAL[figure.fill]}`;
    case 'casilla':
      return `casilla sombreada ${CELLS[normalCell(figure.cell)]?.name ?? ''}`;
  }
}

// ---------------------------------------------------------------------------
// Drawing

const PANEL = 64;
const GAP = 12;
const MARGIN = 10;
const SERIES_Y = 10;
const OPTIONS_Y = 112;

const round = (n: number): string => String(Math.round(n * 100) / 100);

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function arrow(angle: number, fill: Fill): string {
  const outline = 'M32 10 L47 28 L37.5 28 L37.5 54 L26.5 54 L26.5 28 L17 28 Z';
  return `<path d="${outline}" fill="${COLOUR[fill]}" stroke="${INK}" stroke-width="2" stroke-linejoin="round" transform="rotate(${normalAngle(angle)} 32 32)"/>`;
}

function dots(count: number, fill: Fill): string {
  const spots = Array.from({ length: count }, (_, i) => {
    const x = 16 + 16 * (i % 3);
    const y = 16 + 16 * Math.floor(i / 3);
    return `<circle cx="${x}" cy="${y}" r="5.5" fill="${COLOUR[fill]}" stroke="${INK}" stroke-width="1.5"/>`;
  });
  return spots.join('');
}

function grid(shaded: number): string {
  const cell = CELLS[normalCell(shaded)];
  const size = 16;
  const rects: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const dark = cell?.row === row && cell.col === col;
      rects.push(
        `<rect x="${8 + col * size}" y="${8 + row * size}" width="${size}" height="${size}" fill="${dark ? COLOUR.negro : COLOUR.blanco}" stroke="${INK}" stroke-width="1.5"/>`,
      );
    }
  }
  return rects.join('');
}

function drawing(figure: Figure): string {
  switch (figure.kind) {
    case 'flecha':
      return arrow(figure.angle, figure.fill);
    case 'puntos':
      return dots(figure.count, figure.fill);
    case 'casilla':
      return grid(figure.cell);
  }
}

function panel(role: string, x: number, y: number, content: string): string {
  const frame = `<rect x="0.5" y="0.5" width="${PANEL - 1}" height="${PANEL - 1}" rx="6" fill="#f8fafc" stroke="#94a3b8"/>`;
  return `<g data-panel="${role}" transform="translate(${round(x)} ${round(y)})">${frame}${content}</g>`;
}

export interface SeriesDrawing {
  serie: readonly Figure[];
  opciones: readonly { letra: string; figura: Figure }[];
}

/** The series, a panel with '?', and the lettered options below, as a data:image/svg+xml URI. */
export function drawSeries({ serie, opciones }: SeriesDrawing): string {
  const seriesCount = serie.length + 1;
  const width = 2 * MARGIN + seriesCount * PANEL + (seriesCount - 1) * GAP;
  const height = OPTIONS_Y + PANEL + 26;
  const seriesPanels = serie.map((figure, i) =>
    panel(`serie-${i + 1}`, MARGIN + i * (PANEL + GAP), SERIES_Y, drawing(figure)),
  );
  const unknown = panel(
    'incognita',
    MARGIN + serie.length * (PANEL + GAP),
    SERIES_Y,
    `<text x="32" y="44" font-size="34" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="${INK}">?</text>`,
  );
  const optionsWidth = opciones.length * PANEL + (opciones.length - 1) * GAP;
  const optionsX = (width - optionsWidth) / 2;
  const optionPanels = opciones.map(({ letra, figura }, i) => {
    const x = optionsX + i * (PANEL + GAP);
    const label = `<text x="32" y="${PANEL + 18}" font-size="15" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="${INK}">${escapeXml(letra)}</text>`;
    return panel(`opcion-${letra}`, x, OPTIONS_Y, drawing(figura) + label);
  });
  const title = `Serie de figuras: ${serie.map(describe).join('; ')}; y una interrogación.`;
  const desc = `Opciones: ${opciones.map(({ letra, figura }) => `figura ${letra}, ${describe(figura)}`).join('; ')}.`;
  const line = `<line x1="${MARGIN}" y1="${OPTIONS_Y - 16}" x2="${width - MARGIN}" y2="${OPTIONS_Y - 16}" stroke="#cbd5e1"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(width)} ${height}" width="${round(width)}" height="${height}" role="img" aria-labelledby="t d">` +
    `<title id="t">${escapeXml(title)}</title><desc id="d">${escapeXml(desc)}</desc>` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    seriesPanels.join('') +
    unknown +
    line +
    optionPanels.join('') +
    '</svg>';
  // Escapes only what a data URI needs (a third smaller than encodeURIComponent).
  return svgToTinyDataUri(svg);
}
