import type { Rng } from '../random';
import { createRng } from '../random';
import { buildQuestion } from './build-question';
import {
  BORDER_CELLS,
  FILLS,
  MAX_DOTS,
  describe,
  drawSeries,
  normalAngle,
  normalCell,
} from './figures';
import type { Figure, Fill } from './figures';
import { joinSpanish } from './format';
import type { PsychotechnicGenerator } from './types';

export const TEMA_SERIES_FIGURAS = 'Psico - Series de figuras';

/** Figures shown before the one to find. */
const SHOWN = 4;
const LETTERS = 'ABCD';

interface Plan {
  /** The shown figures and, last, the answer. */
  figures: Figure[];
  /** Wrong figures, most plausible first. */
  wrong: Figure[];
  rule: string;
}

/** A colour that stays, alternates between two or cycles through three. */
interface Colouring {
  at(i: number): Fill;
  varies: boolean;
  /** The sentence that states it, or '' when it stays the same. */
  rule(subject: string): string;
}

function colouring(rng: Rng): Colouring {
  const period = rng.pick([1, 1, 2, 3]);
  const order = rng.shuffle(FILLS).slice(0, period);
  const at = (i: number): Fill => order[i % period] ?? 'blanco';
  if (period === 1) return { at, varies: false, rule: () => '' };
  const colours =
    period === 2 ? `alterna entre ${joinSpanish(order)}` : `sigue el ciclo ${joinSpanish(order)}`;
  return { at, varies: true, rule: (subject) => ` Además, ${subject} ${colours}.` };
}

/** The other colours, the one the series had last first (the slip of not moving the colour on). */
function otherFills(colour: Colouring): Fill[] {
  const right = colour.at(SHOWN);
  return [colour.at(SHOWN - 1), ...FILLS].filter(
    (f, i, all) => f !== right && all.indexOf(f) === i,
  );
}

/**
 * Wrong figures, most plausible first: with a changing colour, one with the right shape and the
 * wrong colour, one the other way round and one wrong in both; with a fixed colour, wrong shapes.
 */
function arrange(
  rng: Rng,
  colour: Colouring,
  shapeSlips: readonly Figure[],
  withFill: (figure: Figure, fill: Fill) => Figure,
  right: Figure,
): Figure[] {
  const fills = otherFills(colour);
  const shapes = [...rng.shuffle(shapeSlips.slice(0, 3)), ...shapeSlips.slice(3)];
  const colourSlips = fills.map((fill) => withFill(right, fill));
  const bothSlips = shapes.flatMap((shape) => fills.map((fill) => withFill(shape, fill)));
  const first = colour.varies ? [colourSlips[0], shapes[0], bothSlips[0]] : [];
  return [...first, ...shapes, ...colourSlips, ...bothSlips].filter(
    (f): f is Figure => f !== undefined,
  );
}

const sense = (step: number): string =>
  step > 0
    ? 'en el sentido de las agujas del reloj'
    : 'en sentido contrario al de las agujas del reloj';

function rotation(rng: Rng): Plan {
  const step = rng.pick([45, 90, 135, -45, -90, -135]);
  const start = 45 * rng.int(0, 7);
  const colour = colouring(rng);
  const at = (i: number, angle = start + step * i): Figure => ({
    kind: 'flecha',
    angle: normalAngle(angle),
    fill: colour.at(i),
  });
  const answer = start + step * SHOWN;
  const angleSlips = [
    answer - step,
    answer + 180,
    answer - 2 * step,
    answer + 45,
    answer - 45,
    answer + 90,
  ];
  const figures = Array.from({ length: SHOWN + 1 }, (_, i) => at(i));
  return {
    figures,
    wrong: arrange(
      rng,
      colour,
      angleSlips.map((angle) => at(SHOWN, angle)),
      (figure, fill) => ({ ...figure, fill }) as Figure,
      at(SHOWN),
    ),
    rule: `La flecha gira ${Math.abs(step)}° ${sense(step)} en cada paso.${colour.rule('su color')}`,
  };
}

function counting(rng: Rng): Plan {
  const [up, down] = rng.pick([
    [1, 1],
    [2, 2],
    [-1, -1],
    [-2, -2],
    [2, -1],
    [3, -1],
    [3, -2],
  ] as const);
  // The count after each step: even steps add `up`, odd ones `down`.
  const offsets = [0];
  for (let i = 0; i < SHOWN; i++) offsets.push((offsets[i] ?? 0) + (i % 2 === 0 ? up : down));
  const start = rng.int(1 - Math.min(...offsets), MAX_DOTS - Math.max(...offsets));
  const colour = colouring(rng);
  const counts = offsets.map((o) => start + o);
  const at = (i: number, count = counts[i] ?? 1): Figure => ({
    kind: 'puntos',
    count,
    fill: colour.at(i),
  });
  const answer = counts[SHOWN] ?? 1;
  const last = counts[SHOWN - 1] ?? 1;
  const countSlips = [
    last,
    answer + 1,
    answer - 1,
    answer + up,
    answer - up,
    answer + 2,
    answer - 2,
  ].filter((n) => n >= 1 && n <= MAX_DOTS);
  const change = (n: number): string => (n > 0 ? `aumenta en ${n}` : `disminuye en ${-n}`);
  const rule =
    up === down
      ? `El número de puntos ${change(up)} en cada paso.`
      : `El número de puntos ${change(up)} y después ${change(down)}, alternativamente.`;
  return {
    figures: counts.map((_, i) => at(i)),
    wrong: arrange(
      rng,
      colour,
      countSlips.map((count) => at(SHOWN, count)),
      (figure, fill) => ({ ...figure, fill }) as Figure,
      at(SHOWN),
    ),
    rule: `${rule}${colour.rule('el color de los puntos')}`,
  };
}

function walkingCell(rng: Rng): Plan {
  const step = rng.pick([1, 2, 3, -1, -2, -3]);
  const start = rng.int(0, BORDER_CELLS - 1);
  const at = (i: number, cell = start + step * i): Figure => ({
    kind: 'casilla',
    cell: normalCell(cell),
  });
  const answer = start + step * SHOWN;
  const wrong = [answer - step, answer + 1, answer - 1, answer - 2 * step, answer + 4].map((cell) =>
    at(SHOWN, cell),
  );
  const cells = Math.abs(step) === 1 ? '1 casilla' : `${Math.abs(step)} casillas`;
  return {
    figures: Array.from({ length: SHOWN + 1 }, (_, i) => at(i)),
    wrong: rng.shuffle(wrong.slice(0, 3)).concat(wrong.slice(3)),
    rule: `La casilla sombreada avanza ${cells} por el borde ${sense(step)} en cada paso.`,
  };
}

const PLANS = [rotation, counting, walkingCell] as const;

export const figureSeriesGenerator: PsychotechnicGenerator = {
  id: 'figure-series',
  tema: TEMA_SERIES_FIGURAS,
  generate(seed, opciones) {
    const rng = createRng(seed);
    const { figures, wrong, rule } = rng.pick(PLANS)(rng);
    const serie = figures.slice(0, SHOWN);
    const answer = figures[SHOWN] ?? figures[0];
    if (answer === undefined) throw new Error('A figure series needs figures');
    // Options are first told apart by their description, so two options never draw alike.
    const byText = new Map([answer, ...wrong].map((f) => [describe(f), f]));
    const draft = buildQuestion(
      rng,
      {
        tema: TEMA_SERIES_FIGURAS,
        pregunta: `¿Qué figura continúa la serie? Serie: ${serie.map(describe).join('; ')}; …`,
        correcta: describe(answer),
        distractores: wrong.map(describe),
        explicacion: '',
      },
      opciones,
    );
    const lettered = draft.respuestas.map((r) => ({
      indice: r.indice,
      letra: LETTERS[r.indice - 1] ?? '',
      figura: byText.get(r.respuesta) ?? answer,
    }));
    const right = lettered.find((o) => o.indice === draft.correcta_indice);
    return {
      ...draft,
      respuestas: lettered.map((o) => ({ indice: o.indice, respuesta: `Figura ${o.letra}` })),
      explicacion: `${rule} Por tanto, la figura que continúa la serie es la ${right?.letra ?? ''}: ${describe(answer)}.`,
      imagen: drawSeries({ serie, opciones: lettered }),
    };
  },
};
