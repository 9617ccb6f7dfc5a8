import { createRng } from '../random';
import { ALPHABET_NOTE, ALPHABET_SIZE, letterAt, ñNote } from './alphabet';
import { buildQuestion } from './build-question';
import { formatInt } from './format';
import { constantLetterRule, growingLetterRule, nearPositions } from './letter-rules';
import { arithmeticRule, geometricRule, lastOf, secondOrderRule } from './number-rules';
import type { PsychotechnicGenerator } from './types';

export const TEMA_SERIES_ALFANUMERICAS = 'Psico - Series alfanuméricas';

const SHOWN = 5;
const LETTER_RULES = [constantLetterRule, growingLetterRule] as const;
const NUMBER_RULES = [arithmeticRule, geometricRule, secondOrderRule] as const;

const unique = (values: readonly number[]): number[] => [...new Set(values)];
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

export const alphanumericSeriesGenerator: PsychotechnicGenerator = {
  id: 'alphanumeric-series',
  tema: TEMA_SERIES_ALFANUMERICAS,
  generate(seed, opciones) {
    const rng = createRng(seed);
    const letters = rng.pick(LETTER_RULES)(rng, SHOWN);
    const numbers = rng.pick(NUMBER_RULES)(rng, SHOWN);
    const terms = letters.positions.map((p, i) => letterAt(p) + formatInt(numbers.values[i] ?? 0));
    const letter = lastOf(letters.positions);
    const number = lastOf(numbers.values);
    const wrongLetters = unique([...letters.wrong, ...rng.shuffle(nearPositions(letter))])
      .filter((p) => p >= 0 && p < ALPHABET_SIZE && p !== letter)
      .map(letterAt);
    const wrongNumbers = unique(rng.shuffle(numbers.wrong))
      .filter((n) => n > 0 && n !== number)
      .map(formatInt);
    const right = { letter: letterAt(letter), number: formatInt(number) };
    const [l1 = '', l2 = ''] = wrongLetters;
    const [n1 = '', n2 = ''] = wrongNumbers;
    return buildQuestion(
      rng,
      {
        tema: TEMA_SERIES_ALFANUMERICAS,
        pregunta: `Según el ${ALPHABET_NOTE}, ¿qué término continúa la serie? ${terms.slice(0, -1).join(', ')}, …`,
        correcta: right.letter + right.number,
        distractores: rng.shuffle([
          right.letter + n1,
          l1 + right.number,
          l2 + n2,
          l1 + n1,
          l2 + right.number,
        ]),
        explicacion:
          `Las letras siguen esta regla: ${lowerFirst(letters.rule)}${ñNote(letters.positions)} ` +
          `Los números siguen esta otra: ${lowerFirst(numbers.rule)} ` +
          `Por tanto, el término que sigue es ${right.letter}${right.number}.`,
      },
      opciones,
    );
  },
};
