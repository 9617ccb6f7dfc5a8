import dictionary from 'dictionary-es';
import nspell from 'nspell';

// A Spanish Hunspell dictionary (LibreOffice's, through dictionary-es): an outside judge of
// spelling for the word lists and the spelling items. Building it takes a few seconds, so once.
let speller: ReturnType<typeof nspell> | undefined;

export function isSpanishWord(word: string): boolean {
  speller ??= nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  return speller.correct(word);
}
