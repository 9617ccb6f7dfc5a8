// Where a generated question comes from, written as the banks write a source ('Art. 68 CE',
// 'Art. 21 Ley 39/2015'): the article of the heading it sits under and the law of the text.

const LAW_PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/\bLey Orgánica (\d+\/\d{4})/gu, (m) => `LO ${m[1] ?? ''}`],
  [/\bReal Decreto Legislativo (\d+\/\d{4})/gu, (m) => `RDL ${m[1] ?? ''}`],
  [/\bLey (\d+\/\d{4})/gu, (m) => `Ley ${m[1] ?? ''}`],
  [/\bConstitución\b/gu, () => 'CE'],
  [/\bEstatuto Básico del Empleado Público\b/gu, () => 'TREBEP'],
];

/** The law a text cites most ('CE', 'Ley 39/2015'), or null when it names none. */
export function detectLaw(text: string): string | null {
  const counts = new Map<string, number>();
  for (const [pattern, name] of LAW_PATTERNS)
    for (const m of text.matchAll(pattern)) {
      const law = name(m as RegExpExecArray);
      counts.set(law, (counts.get(law) ?? 0) + 1);
    }
  let best: string | null = null;
  for (const [law, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = law;
  return best;
}

/**
 * A question's source: a note that already names an article is kept as given; a law is joined
 * to the article of the heading ('Artículo 68. El Congreso' → 'Art. 68 CE'), or stands alone
 * when the heading names none. Null when there is no law to cite.
 */
export function sourceNote(heading: string | undefined, law: string | null): string | null {
  if (!law) return null;
  if (/^(arts?\.|disp\.)\s/iu.test(law)) return law;
  const article = heading ? /^art[íi]culo\s+(\d+(?:\.\d+)?)/iu.exec(heading)?.[1] : undefined;
  return article ? `Art. ${article} ${law}` : law;
}
