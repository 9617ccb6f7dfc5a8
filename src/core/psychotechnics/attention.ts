import type { Rng } from '../random';
import { createRng } from '../random';
import { buildQuestion } from './build-question';
import type { QuestionDraft } from './build-question';
import { formatInt, joinSpanish } from './format';
import type { PsychotechnicGenerator } from './types';

export const TEMA_ATENCION = 'Psico - Atención y percepción';

type Problem = Omit<QuestionDraft, 'tema'>;

/** Characters that are easy to confuse with each other, which is what makes counting hard. */
const LOOKALIKES = [
  ['b', 'd', 'p', 'q'],
  ['6', '9', '8', '0'],
  ['O', 'Q', 'C', 'G'],
  ['M', 'N', 'W', 'V'],
  ['E', 'F', 'P', 'B'],
  ['▲', '△', '▼', '▽'],
  ['●', '○', '■', '□'],
] as const;

/** The answer's neighbours: the miscounts of someone who skipped or repeated one or two items. */
function otherCounts(rng: Rng, count: number): string[] {
  return [...rng.shuffle([count + 1, count - 1, count + 2, count - 2]), count + 3, count + 4]
    .filter((n) => n >= 0)
    .map(formatInt);
}

const inGroups = (chars: readonly string[], size: number): string => {
  const groups: string[] = [];
  for (let i = 0; i < chars.length; i += size) groups.push(chars.slice(i, i + size).join(''));
  return groups.join(' ');
};

function countSymbol(rng: Rng): Problem {
  const set = rng.pick(LOOKALIKES);
  const target = rng.pick(set);
  const chars = Array.from({ length: 5 * rng.int(5, 8) }, () => rng.pick(set));
  const count = chars.filter((c) => c === target).length;
  return {
    pregunta: `¿Cuántas veces aparece «${target}» en la siguiente secuencia? ${inGroups(chars, 5)}`,
    correcta: formatInt(count),
    distractores: otherCounts(rng, count),
    explicacion: `El signo «${target}» aparece ${count} ${count === 1 ? 'vez' : 'veces'}. Los demás signos se le parecen, pero son distintos y no cuentan.`,
  };
}

const ROW_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ23456789';

function rowDifferences(rng: Rng): Problem {
  const length = rng.int(10, 14);
  const first = Array.from({ length }, () => rng.pick([...ROW_CHARS]));
  const changed = new Set(rng.shuffle(first.map((_, i) => i)).slice(0, rng.int(1, 6)));
  const second = first.map((c, i) =>
    changed.has(i) ? rng.pick([...ROW_CHARS].filter((other) => other !== c)) : c,
  );
  const positions = [...changed].sort((a, b) => a - b).map((i) => i + 1);
  return {
    pregunta: `Comparando las dos filas carácter a carácter, ¿en cuántas posiciones no coinciden? Fila 1: ${first.join('')}. Fila 2: ${second.join('')}.`,
    correcta: formatInt(changed.size),
    distractores: otherCounts(rng, changed.size),
    explicacion: `Al comparar las filas carácter a carácter, no coinciden en ${positions.length === 1 ? 'la posición' : 'las posiciones'} ${joinSpanish(positions.map(String))}: ${positions.length === 1 ? 'hay 1 diferencia' : `hay ${positions.length} diferencias`}.`,
  };
}

interface Condition {
  text: string;
  holds(n: number): boolean;
}

function pickCondition(rng: Rng): Condition {
  const kind = rng.int(0, 3);
  if (kind === 0) return { text: 'números pares', holds: (n) => n % 2 === 0 };
  if (kind === 1) return { text: 'números impares', holds: (n) => n % 2 === 1 };
  if (kind === 2) return { text: 'múltiplos de 5', holds: (n) => n % 5 === 0 };
  const limit = 10 * rng.int(3, 7);
  return { text: `números mayores que ${limit}`, holds: (n) => n > limit };
}

function countInList(rng: Rng): Problem {
  const condition = pickCondition(rng);
  const numbers = Array.from({ length: rng.int(12, 18) }, () => rng.int(10, 99));
  const count = numbers.filter(condition.holds).length;
  return {
    pregunta: `¿Cuántos ${condition.text} hay en la lista? ${numbers.map(formatInt).join(' ')}`,
    correcta: formatInt(count),
    distractores: otherCounts(rng, count),
    explicacion:
      count === 0
        ? `En la lista no hay ${condition.text}, así que la respuesta es 0.`
        : `Son ${condition.text} los siguientes: ${joinSpanish(numbers.filter(condition.holds).map(formatInt))}. En total, ${count}.`,
  };
}

const VARIANTS = [countSymbol, rowDifferences, countInList] as const;

export const attentionGenerator: PsychotechnicGenerator = {
  id: 'attention',
  tema: TEMA_ATENCION,
  generate(seed, opciones) {
    const rng = createRng(seed);
    return buildQuestion(rng, { tema: TEMA_ATENCION, ...rng.pick(VARIANTS)(rng) }, opciones);
  },
};
