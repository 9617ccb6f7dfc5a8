import { isSpanishWord } from './spanish-dictionary';
import { unparsed } from './types';
import type { Solver } from './types';

const OPENINGS = {
  '¿Cuál de estas palabras está bien escrita:': true,
  '¿Cuál de estas formas está bien escrita:': true,
  '¿Qué palabra tiene una falta de ortografía:': false,
} as const;

/** Asks the Spanish dictionary, not the project's list, which options are well written. */
export const solveSpelling: Solver = ({ pregunta, respuestas }) => {
  const opening = Object.keys(OPENINGS).find((o) => pregunta.startsWith(`${o} `)) as
    keyof typeof OPENINGS | undefined;
  if (opening === undefined || !pregunta.endsWith('?')) return unparsed(pregunta);
  const listed = pregunta.slice(opening.length + 1, -1).split(/, | o /);
  if (listed.join('|') !== respuestas.join('|'))
    throw new Error(`The options are not the words listed in: ${pregunta}`);
  const wantWellWritten = OPENINGS[opening];
  return (respuesta) => isSpanishWord(respuesta) === wantWellWritten;
};
