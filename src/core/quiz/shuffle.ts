// 'Barajar respuestas': the order a question's options are shown in. The order is derived from
// the test's own list of questions and the question's id, not stored: a test resumed on another
// device (whose progress carries the list) shows every question's options in the same order.
// Only the display changes; answers are kept and scored by the bank's `indice`.
import type { Opcion } from '../contract/quiz';
import { createRng } from '../random';

/** FNV-1a over UTF-16 code units: a stable 32-bit seed from a text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The options of one question in the order the test shows them: the bank's order when
 * `shuffle` is off, otherwise a permutation seeded by the test's question ids and this id.
 */
export function optionOrder<T extends Pick<Opcion, 'indice'>>(
  respuestas: readonly T[],
  shuffle: boolean,
  testIds: readonly number[],
  questionId: number,
): T[] {
  const inBankOrder = [...respuestas].sort((a, b) => a.indice - b.indice);
  if (!shuffle) return inBankOrder;
  return createRng(hashText(`${testIds.join(',')}#${questionId}`)).shuffle(inBankOrder);
}

/** The letter of a position on screen: 0 → 'A' (spec §2: options are lettered A, B, C…). */
export function letterAt(position: number): string {
  return String.fromCharCode(65 + position);
}
