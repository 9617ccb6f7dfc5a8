import { readInteger } from './parse';
import { LETTER_FAMILIES, NUMBER_FAMILIES, onlyPrediction } from './series';
import { ALPHABET_STATED, SPANISH_LETTERS, unparsed } from './types';
import type { Solver } from './types';

const inAlphabet = (n: number): boolean => n >= 0 && n < SPANISH_LETTERS.length;

function shownTerms(pregunta: string): string[] {
  const m = pregunta.match(/continúa la serie\? (.+), …$/);
  if (!m?.[1]) return unparsed(pregunta);
  return m[1].split(', ');
}

function requireAlphabet(pregunta: string): void {
  if (!pregunta.includes(ALPHABET_STATED))
    throw new Error(`The alphabet is not stated: ${pregunta}`);
}

export const solveNumericSeries: Solver = ({ pregunta }) => {
  const next = onlyPrediction(shownTerms(pregunta).map(readInteger), NUMBER_FAMILIES);
  return (respuesta) => readInteger(respuesta) === next;
};

export const solveLetterSeries: Solver = ({ pregunta }) => {
  requireAlphabet(pregunta);
  const positions = shownTerms(pregunta).map((letter) => SPANISH_LETTERS.indexOf(letter));
  if (positions.some((p) => p < 0)) unparsed(pregunta);
  const next = onlyPrediction(positions, LETTER_FAMILIES, inAlphabet);
  return (respuesta) => respuesta === SPANISH_LETTERS[next];
};

export const solveAlphanumericSeries: Solver = ({ pregunta }) => {
  requireAlphabet(pregunta);
  const terms = shownTerms(pregunta).map(
    (term) => term.match(/^([A-ZÑ])(\d+)$/) ?? unparsed(pregunta),
  );
  const letter = onlyPrediction(
    terms.map((m) => SPANISH_LETTERS.indexOf(m[1] ?? '')),
    LETTER_FAMILIES,
    inAlphabet,
  );
  const number = onlyPrediction(
    terms.map((m) => readInteger(m[2] ?? '')),
    NUMBER_FAMILIES,
    (n) => n > 0,
  );
  return (respuesta) => respuesta === `${SPANISH_LETTERS[letter] ?? ''}${number}`;
};
