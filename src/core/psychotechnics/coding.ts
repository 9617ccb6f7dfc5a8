import type { Rng } from '../random';
import { createRng } from '../random';
import { ALPHABET_NOTE, ALPHABET_SIZE, letterAtCircular, letterIndex } from './alphabet';
import { buildQuestion } from './build-question';
import type { QuestionDraft } from './build-question';
import type { PsychotechnicGenerator } from './types';

export const TEMA_CODIFICACION = 'Psico - Codificación';

type Problem = Omit<QuestionDraft, 'tema'>;

// Words without written accents, so the 27-letter alphabet covers every letter.
const WORDS = [
  'CASA MESA PATO LUNA SOPA MANO PESO RAMO TREN VINO LAGO NUBE PIÑA BAÑO SEDE TOGA',
  'PERRO LIBRO PLAZA NIÑOS MONTE RUEDA VERDE CAMPO BARCO TORRE SUEÑO LLAVE PAPEL CIELO FUEGO',
  'DUEÑO CARTA NORMA JUNTA ARAÑA',
  'CIUDAD ESCUDO CAMINO PUERTA MONEDA ESPAÑA PALOMA ZAPATO CEREZA BOSQUE CABAÑA MUÑECA TIENDA',
  'ACEITE',
]
  .join(' ')
  .split(' ');

const ENGLISH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const shift = (word: string, k: number): string =>
  [...word].map((c) => letterAtCircular(letterIndex(c) + k)).join('');
const reverse = (word: string): string => [...word].reverse().join('');

/** The slip of someone who forgets the Ñ; undefined when the word has one. */
function shiftWithoutÑ(word: string, k: number): string | undefined {
  if (word.includes('Ñ')) return undefined;
  const size = ENGLISH_ALPHABET.length;
  return [...word]
    .map((c) => ENGLISH_ALPHABET[(((ENGLISH_ALPHABET.indexOf(c) + k) % size) + size) % size] ?? '')
    .join('');
}

const describeShift = (k: number): string =>
  `cada letra ${k > 0 ? 'avanza' : 'retrocede'} ${Math.abs(k)} ${Math.abs(k) === 1 ? 'posición' : 'posiciones'} en el abecedario`;

const intro = `En un código basado en el ${ALPHABET_NOTE}, en el que después de la Z se vuelve a la A,`;

function twoWords(rng: Rng): [string, string] {
  const example = rng.pick(WORDS);
  return [example, rng.pick(WORDS.filter((w) => w !== example))];
}

function pickShift(rng: Rng): number {
  return rng.pick([1, 2, 3, 4, -1, -2, -3]);
}

const nonZero = (k: number): boolean => k % ALPHABET_SIZE !== 0;

function encode(rng: Rng): Problem {
  const k = pickShift(rng);
  const [example, target] = twoWords(rng);
  const others = [k + 1, -k, k - 1, k + 2].filter(nonZero).map((s) => shift(target, s));
  return {
    pregunta: `${intro} ${example} se escribe ${shift(example, k)}. ¿Cómo se escribe ${target}?`,
    correcta: shift(target, k),
    distractores: [
      shiftWithoutÑ(target, k),
      ...rng.shuffle([...others, reverse(shift(target, k))]),
    ].filter((w): w is string => w !== undefined),
    explicacion: `La clave consiste en que ${describeShift(k)}. Aplicada a ${target}, da ${shift(target, k)}.`,
  };
}

function decode(rng: Rng): Problem {
  const k = pickShift(rng);
  const [example, target] = twoWords(rng);
  const sameLength = WORDS.filter(
    (w) => w.length === target.length && w !== target && w !== example,
  );
  return {
    pregunta: `${intro} ${example} se escribe ${shift(example, k)}. ¿Qué palabra se escribe ${shift(target, k)}?`,
    correcta: target,
    distractores: rng.shuffle(sameLength),
    explicacion: `La clave consiste en que ${describeShift(k)}. Para descifrar se aplica al revés, y ${shift(target, k)} se lee ${target}.`,
  };
}

function reverseAndShift(rng: Rng): Problem {
  const k = pickShift(rng);
  const [example, target] = twoWords(rng);
  const coded = (word: string, s: number): string => reverse(shift(word, s));
  return {
    pregunta: `${intro} ${example} se escribe ${coded(example, k)}. ¿Cómo se escribe ${target}?`,
    correcta: coded(target, k),
    distractores: rng.shuffle([
      shift(target, k),
      ...[k + 1, -k, k - 1].filter(nonZero).map((s) => coded(target, s)),
    ]),
    explicacion: `La clave consiste en invertir el orden de las letras y, además, en que ${describeShift(k)}. Aplicada a ${target}, da ${coded(target, k)}.`,
  };
}

function numbers(rng: Rng): Problem {
  const k = rng.int(0, 3);
  const [example, target] = twoWords(rng);
  const code = (word: string, offset: number, alphabet?: string): string =>
    [...word].map((c) => (alphabet ? alphabet.indexOf(c) : letterIndex(c)) + 1 + offset).join('-');
  const slips = [
    code(target, k + 1),
    code(reverse(target), k),
    ...(k > 0 ? [code(target, k - 1)] : []),
  ];
  const rule = k === 0 ? 'su posición en el abecedario' : `su posición en el abecedario más ${k}`;
  return {
    pregunta: `En un código basado en el ${ALPHABET_NOTE}, cada letra se sustituye siempre por el mismo número. Si ${example} se escribe ${code(example, k)}, ¿cómo se escribe ${target}?`,
    correcta: code(target, k),
    distractores: [
      ...(target.includes('Ñ') ? [] : [code(target, k, ENGLISH_ALPHABET)]),
      ...rng.shuffle(slips),
      code(target, k + 2),
    ],
    explicacion: `Cada letra se sustituye por ${rule}: A = ${1 + k}, Ñ = ${15 + k} y Z = ${27 + k}. Aplicada a ${target}, da ${code(target, k)}.`,
  };
}

const VARIANTS = [encode, decode, reverseAndShift, numbers] as const;

export const codingGenerator: PsychotechnicGenerator = {
  id: 'coding',
  tema: TEMA_CODIFICACION,
  generate(seed, opciones) {
    const rng = createRng(seed);
    return buildQuestion(rng, { tema: TEMA_CODIFICACION, ...rng.pick(VARIANTS)(rng) }, opciones);
  },
};
