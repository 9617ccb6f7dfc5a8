/** The Spanish alphabet used by every letter question: 27 letters, Ñ included, no CH or LL. */
export const SPANISH_ALPHABET = 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
export const ALPHABET_SIZE = SPANISH_ALPHABET.length;
export const ALPHABET_NOTE = 'abecedario español de 27 letras (con la Ñ, sin CH ni LL)';

export function letterAt(index: number): string {
  const letter = SPANISH_ALPHABET[index];
  if (letter === undefined) throw new RangeError(`No letter at position ${index}`);
  return letter;
}

/** Letter at `index` counting round the alphabet (after Z comes A again). */
export function letterAtCircular(index: number): string {
  return letterAt(((index % ALPHABET_SIZE) + ALPHABET_SIZE) % ALPHABET_SIZE);
}

export function letterIndex(letter: string): number {
  const index = SPANISH_ALPHABET.indexOf(letter);
  if (index < 0 || letter.length !== 1)
    throw new RangeError(`Not a letter of the alphabet: ${letter}`);
  return index;
}

const Ñ = SPANISH_ALPHABET.indexOf('Ñ');

/** A reminder for the explanation when a run of positions passes over the Ñ; '' otherwise. */
export function ñNote(positions: readonly number[]): string {
  const passes = Math.min(...positions) <= Ñ && Math.max(...positions) >= Ñ;
  return passes ? ' Hay que contar la Ñ, que va entre la N y la O.' : '';
}
