// Shorter forms of a sentence that are still whole sentences: without an opening connector
// ('Además, …', 'Como el Congreso, …'), without an adjunct set off by commas ('…, previa
// deliberación del Consejo de Ministros, …', '…, que decreta el Rey') and without a trailing
// coordinated clause ('…, y la ley electoral concreta la cifra'). Each is made of pieces of the
// sentence as written, capitalized and closed with a period, so a summary never says what the
// text does not; what an adjunct adds is lost, and the summary weighs that (its facts).
import { normalize } from './text';

const OPENING =
  /^(?:además|asimismo|por eso|por ello|por tanto|por último|finalmente|después|a continuación|en cambio|sin embargo|no obstante|por otra parte|por otro lado|de este modo|así|primero|como [^,]{1,40})\s*,\s+/iu;
const TAIL =
  /(?:,\s+(?:y|pero|aunque|de modo que|de forma que|por lo que|así como|mientras que)\s+|;\s+)/giu;
// An adjunct between commas that opens like this can go; one that restricts ('salvo', 'solo',
// 'siempre que', 'no') changes what the sentence says and stays.
const ADJUNCT_OPENERS =
  /^(?:previa|previo|segun|con|tras|como|incluida|incluido|incluidos|incluidas|es decir|ya sea|en ambos casos|en su caso|entre otras|entre otros|que|cuyo|cuya|cuyos|cuyas|donde|reunido|reunida|presidida|presidido|todos ellos|todas ellas|mediante|a traves|a propuesta|a petición|por un periodo|por un plazo|por mayoría|de modo que|de forma que|a diferencia)\b/u;
const MAX_ADJUNCTS = 3;
const MIN_TAIL_WORDS = 3;
const MIN_SECOND_CLAUSE_WORDS = 6;
const ELLIPTIC =
  /^(?:otros?|otras?|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\d+|tambien|tampoco|ademas)\b/u;
const MIN_WORDS = 5;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function close(text: string): string {
  return `${text.replace(/[\s,;:]+$/u, '')}.`;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const bodyOf = (sentence: string) => sentence.replace(/[.!?…]+$/u, '');

/** The sentence without its opening connector, or null when it has none. */
function withoutOpening(sentence: string): string | null {
  const m = OPENING.exec(sentence);
  return m ? capitalize(sentence.slice(m[0].length)) : null;
}

// A head that opens with one of these is only a subordinate part ('Tras cada renovación del
// Congreso'), unless a comma shows where its main clause starts.
const SUBORDINATE =
  /^(?:tras|si|cuando|para|en|desde|segun|como|durante|al|antes|despues|mientras|aunque|porque|con|sin|a|de|por|entre|hasta)\b/u;

function standsAlone(head: string): boolean {
  return !SUBORDINATE.test(normalize(head)) || head.includes(',');
}

/** The sentence cut before each trailing clause, longest first. */
function withoutTails(sentence: string): string[] {
  const body = bodyOf(sentence);
  const out: string[] = [];
  for (const m of body.matchAll(TAIL)) {
    const head = body.slice(0, m.index);
    const tail = body.slice(m.index + m[0].length);
    if (wordCount(tail) >= MIN_TAIL_WORDS && wordCount(head) >= MIN_WORDS && standsAlone(head))
      out.push(close(head));
    // After a semicolon, or ', y', the second clause stands on its own too, unless it leans on
    // the first one's verb ('y otros cuatro el Senado').
    const joined = m[0].startsWith(';') || /^,\s+y\s+$/u.test(m[0]);
    if (joined && wordCount(tail) >= MIN_SECOND_CLAUSE_WORDS && !ELLIPTIC.test(normalize(tail)))
      out.push(close(capitalize(tail)));
  }
  return out.reverse();
}

/** The sentence without one or more of its removable adjuncts (between commas, or at the end). */
function withoutAdjuncts(sentence: string): string[] {
  const pieces = bodyOf(sentence).split(/,\s+/);
  // An adjunct runs to the next piece that goes on in lower case: 'que son Gran Canaria, Mallorca
  // y Tenerife' is one adjunct of two pieces, never cut in the middle of its list.
  const adjuncts: number[][] = [];
  pieces.forEach((piece, i) => {
    if (i === 0 || !ADJUNCT_OPENERS.test(normalize(piece)) || /^(?:y|o|ni)\s/.test(piece)) return;
    const span = [i];
    while (span.length <= 3 && /^\p{Lu}/u.test(pieces[(span.at(-1) ?? i) + 1] ?? ''))
      span.push((span.at(-1) ?? i) + 1);
    if (/^\p{Lu}/u.test(pieces[(span.at(-1) ?? i) + 1] ?? '')) return;
    adjuncts.push(span);
  });
  const removable = adjuncts.slice(0, MAX_ADJUNCTS);
  const out: string[] = [];
  for (let mask = 1; mask < 1 << removable.length; mask++) {
    const drop = new Set(removable.filter((_, bit) => mask & (1 << bit)).flat());
    // An adjunct taken from between two commas takes both: 'El Presidente del Gobierno puede…'.
    let text = '';
    pieces.forEach((piece, i) => {
      if (drop.has(i)) return;
      text += i === 0 ? piece : `${drop.has(i - 1) ? ' ' : ', '}${piece}`;
    });
    out.push(close(text));
  }
  return out;
}

/** Shorter whole-sentence forms of a sentence, without repeats; none for a question. */
export function shorterForms(sentence: string): string[] {
  if (sentence.includes('?') || !/[.]$/.test(sentence)) return [];
  const opened = withoutOpening(sentence);
  const clauses = [sentence, ...(opened ? [opened] : [])].flatMap((base) => [
    base,
    ...withoutTails(base),
  ]);
  const forms = clauses.flatMap((clause) => [clause, ...withoutAdjuncts(clause)]);
  return [...new Set(forms)].filter((f) => f !== sentence && wordCount(f) >= MIN_WORDS);
}
