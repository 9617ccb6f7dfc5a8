import { createRng } from '../random';
import { ALPHABET_NOTE, ALPHABET_SIZE, letterAt, ñNote } from './alphabet';
import { buildQuestion } from './build-question';
import {
  alternatingLetterRule,
  constantLetterRule,
  growingLetterRule,
  interleavedLetterRule,
  nearPositions,
} from './letter-rules';
import type { LetterRule } from './letter-rules';
import type { PsychotechnicGenerator } from './types';

export const TEMA_SERIES_LETRAS = 'Psico - Series de letras';

const RULES: readonly (readonly [LetterRule, number])[] = [
  [constantLetterRule, 6],
  [growingLetterRule, 5],
  [interleavedLetterRule, 7],
  [alternatingLetterRule, 7],
];

const inAlphabet = (position: number): boolean => position >= 0 && position < ALPHABET_SIZE;

export const letterSeriesGenerator: PsychotechnicGenerator = {
  id: 'letter-series',
  tema: TEMA_SERIES_LETRAS,
  generate(seed, opciones) {
    const rng = createRng(seed);
    const [rule, shown] = rng.pick(RULES);
    const { positions, rule: explanation, wrong } = rule(rng, shown);
    const letters = positions.map(letterAt);
    const answer = positions[positions.length - 1] ?? 0;
    return buildQuestion(
      rng,
      {
        tema: TEMA_SERIES_LETRAS,
        pregunta: `Según el ${ALPHABET_NOTE}, ¿qué letra continúa la serie? ${letters.slice(0, -1).join(', ')}, …`,
        correcta: letterAt(answer),
        distractores: [...wrong, ...rng.shuffle(nearPositions(answer))]
          .filter(inAlphabet)
          .map(letterAt),
        explicacion: `${explanation}${ñNote(positions)} Por tanto, la letra que sigue es la ${letterAt(answer)}.`,
      },
      opciones,
    );
  },
};
