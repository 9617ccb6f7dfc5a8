// How a Profesor Virtual explanation is judged: the points a teacher would make for that
// question (phrases to find, accents and case ignored), phrases it must never say (telling the
// user to memorise an answer, an empty "no se corresponde"), and whole, well-formed sentences.
import type { EvalQuestion } from './fixtures';
import { plain, sentencesOf } from './text';

export interface ExplanationScore {
  id: string;
  made: number;
  total: number;
  missed: string[];
  forbidden: string[];
  malformed: string[];
  ok: boolean;
}

function pointMade(text: string, p: { todas?: string[]; alguna?: string[] }): boolean {
  const all = (p.todas ?? []).every((phrase) => text.includes(plain(phrase)));
  const any = !p.alguna?.length || p.alguna.some((phrase) => text.includes(plain(phrase)));
  return all && any;
}

/** Sentences that do not start as one, paragraphs left unfinished, doubled or loose punctuation. */
export function malformedSentences(text: string): string[] {
  const problems: string[] = [];
  for (const paragraph of text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (!/[.!?»)"]$/.test(paragraph)) problems.push(`sin terminar: «${paragraph.slice(-50)}»`);
    for (const s of sentencesOf(paragraph))
      if (!/^[\p{Lu}¿¡«"(\d]/u.test(s)) problems.push(`empieza en minúscula: «${s.slice(0, 50)}»`);
    // 'establece Serie. cada término': a capital after a verb, then a sentence in lower case.
    if (
      /[^.]\.\s+\p{Ll}/u.test(
        paragraph.replace(/\b(art|arts|núm|apdo|disp|adic|ss|p|ej)\./giu, '$1'),
      )
    )
      problems.push(`frase cortada: «${paragraph.slice(0, 60)}»`);
    if (/\s[.,;:]|\.\.(?!\.)|,,|\s{2,}/.test(paragraph))
      problems.push(`puntuación suelta: «${paragraph.slice(0, 60)}»`);
  }
  return problems;
}

export function scoreExplanation(
  q: EvalQuestion,
  explanation: string,
  alwaysForbidden: readonly string[],
): ExplanationScore {
  const text = plain(explanation);
  const missed = q.puntos.filter((p) => !pointMade(text, p)).map((p) => p.que);
  const forbidden = [...alwaysForbidden, ...(q.prohibido ?? [])].filter((phrase) =>
    text.includes(plain(phrase)),
  );
  const malformed = explanation.trim() ? malformedSentences(explanation) : ['vacía'];
  return {
    id: q.id,
    made: q.puntos.length - missed.length,
    total: q.puntos.length,
    missed,
    forbidden,
    malformed,
    ok: missed.length === 0 && forbidden.length === 0 && malformed.length === 0,
  };
}
