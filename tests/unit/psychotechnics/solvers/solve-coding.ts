import { ALPHABET_STATED, SPANISH_LETTERS, unparsed } from './types';
import type { Solver } from './types';

const SIZE = SPANISH_LETTERS.length;
const pos = (c: string): number => SPANISH_LETTERS.indexOf(c);
const move = (word: string, k: number): string =>
  [...word].map((c) => SPANISH_LETTERS[(((pos(c) + k) % SIZE) + SIZE) % SIZE] ?? '?').join('');
const flip = (word: string): string => [...word].reverse().join('');

interface LetterCode {
  encode(word: string): string;
  decode(code: string): string;
}

/**
 * Keys a candidate would try: a shift round the alphabet, with or without reversing the word.
 * The first letters fix the shift, so only two keys per example need checking.
 */
function lettersKeys(word: string, code: string): LetterCode[] {
  const plain = pos(code[0] ?? '') - pos(word[0] ?? '');
  const reversed = pos(code[0] ?? '') - pos(word[word.length - 1] ?? '');
  const keys: LetterCode[] = [
    { encode: (w) => move(w, plain), decode: (c) => move(c, -plain) },
    { encode: (w) => flip(move(w, reversed)), decode: (c) => move(flip(c), -reversed) },
  ];
  return keys.filter((key) => key.encode(word) === code);
}

/** Keys for number codes: position in the alphabet (from A or from Z) plus a constant. */
const NUMBER_CODES: readonly ((word: string) => string)[] = Array.from({ length: 10 }, (_, k) => [
  (w: string) => [...w].map((c) => pos(c) + 1 + k).join('-'),
  (w: string) => [...w].map((c) => SIZE - pos(c) + k).join('-'),
]).flat();

function only<T>(values: Iterable<T>, what: string): T {
  const set = new Set(values);
  if (set.size !== 1) throw new Error(`${set.size} possible ${what}`);
  return [...set][0] as T;
}

export const solveCoding: Solver = ({ pregunta }) => {
  if (!pregunta.includes(ALPHABET_STATED))
    throw new Error(`The alphabet is not stated: ${pregunta}`);
  const encodeQ = pregunta.match(/ (\S+) se escribe (\S+?)[.,] ¿[Cc]ómo se escribe (\S+)\?$/);
  if (encodeQ) {
    const [, word = '', code = '', target = ''] = encodeQ;
    if (/\d/.test(code)) {
      const answer = only(
        NUMBER_CODES.filter((key) => key(word) === code).map((key) => key(target)),
        'codes',
      );
      return (respuesta) => respuesta === answer;
    }
    const answer = only(
      lettersKeys(word, code).map((key) => key.encode(target)),
      'codes',
    );
    return (respuesta) => respuesta === answer;
  }
  const decodeQ = pregunta.match(/ (\S+) se escribe (\S+)\. ¿Qué palabra se escribe (\S+)\?$/);
  if (decodeQ) {
    const [, word = '', code = '', target = ''] = decodeQ;
    const answer = only(
      lettersKeys(word, code).map((key) => key.decode(target)),
      'words',
    );
    return (respuesta) => respuesta === answer;
  }
  return unparsed(pregunta);
};
