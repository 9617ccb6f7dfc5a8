// Small text helpers of the evaluation: the judge compares normalized text and splits sentences
// its own way, so it does not share the engine's idea of a sentence.
import { normalize } from '../../src/core/ai-local/text';

export { normalize };

/** Lower case, no accents, single spaces: the form every phrase search uses. */
export function plain(text: string): string {
  return normalize(text).replace(/\s+/g, ' ').trim();
}

/** Sentences of a text: split after . ! ? … followed by a space and not after an abbreviation. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let rest = paragraph.trim();
    while (rest) {
      const m =
        /(?<!\b(?:art|arts|núm|apdo|disp|adic|ss|p|ej|etc))[.!?…]+["»”)]*\s+(?=[\p{Lu}¿¡«"(\d])/u.exec(
          rest,
        );
      if (!m) {
        out.push(rest);
        break;
      }
      out.push(rest.slice(0, m.index + m[0].trimEnd().length));
      rest = rest.slice(m.index + m[0].length);
    }
  }
  return out.filter(Boolean);
}

/** Word tokens, normalized. */
export function words(text: string): string[] {
  return plain(text).match(/[a-zñ0-9]+/g) ?? [];
}

/** The part of a unit noun every form shares: 'diputados' → 'diputad', 'meses' → 'mes'. */
export function unitRoot(unit: string): string {
  let w = plain(unit);
  if (/[rnlsdz]es$/.test(w) && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('s') && w.length > 3) w = w.slice(0, -1);
  return w.slice(0, 7);
}

export function hasPhrase(text: string, phrase: string): boolean {
  return ` ${words(text).join(' ')} `.includes(` ${words(phrase).join(' ')} `);
}
