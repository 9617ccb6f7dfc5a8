import { findNumbers } from './numbers-es';
import { contentStems, parseText, splitSentences, stemKey } from './text';

export interface ExplainOption {
  indice: number;
  respuesta: string;
}

export interface ExplainInput {
  pregunta: string;
  respuestas: ExplainOption[];
  /** `indice` of the right option. */
  correcta: number;
  /** `indice` the user chose, or null when unanswered. */
  elegida: number | null;
  /** The question's source note, e.g. 'Art. 66.1 CE'. */
  fuente?: string | null;
  /** Why the right option is right, from the bank (one to three sentences); null when it has none. */
  explicacion?: string | null;
  /** A psychotechnic item: its `explicacion` is the rule that solves it. */
  psicotecnico?: boolean;
  /** The user's own summaries on the question's topic. */
  resumenes?: string[];
}

/** Options are lettered A, B, C… from their `indice` (1 is A), as the test runner shows them. */
export function letterOf(indice: number): string {
  return String.fromCharCode(64 + Math.max(1, Math.min(26, indice)));
}

const NEGATIVE =
  /\b(NO|EXCEPTO|SALVO)\b|\bno (es|son|figura|figuran|corresponde|está|están|forma|puede|se)\b|incorrect|fals[ao]/u;
/** The note a generated psychotechnic item carries instead of a legal source. */
const GENERATED_SOURCE = /^ejercicio psicot[eé]cnico/iu;
const CITATION = /^(arts?\.|disp\.)\s/iu;

/** The sentence of the user's summaries that shares most words with the question and answer. */
export function relevantPassage(
  resumenes: readonly string[],
  pregunta: string,
  respuesta: string,
): string | null {
  const answer = new Set(contentStems(respuesta));
  const question = new Set(contentStems(pregunta));
  let best: { text: string; score: number } | null = null;
  for (const resumen of resumenes) {
    for (const s of parseText(resumen).sentences) {
      const stems = new Set(contentStems(s.text));
      let score = 0;
      for (const st of stems) score += (answer.has(st) ? 2 : 0) + (question.has(st) ? 1 : 0);
      if (score > 0 && (!best || score > best.score)) best = { text: s.text, score };
    }
  }
  return best?.text ?? null;
}

/** A sentence as written, closed with a period when it has no final mark. */
function closed(text: string): string {
  const t = text.trim();
  return /[.!?…»)]$/u.test(t) ? t : `${t}.`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Art. 68.1 CE' inside a sentence: 'el art. 68.1 CE'; a work is quoted. */
export function citeSource(fuente: string): string {
  if (/^arts\.\s/iu.test(fuente)) return `los arts. ${fuente.replace(/^arts\.\s*/iu, '')}`;
  if (/^art\.\s/iu.test(fuente)) return `el art. ${fuente.replace(/^art\.\s*/iu, '')}`;
  if (/^disp\.\s/iu.test(fuente)) return `la disp. ${fuente.replace(/^disp\.\s*/iu, '')}`;
  return `«${fuente}»`;
}

/** 'de' + 'el art. 12 CE' is 'del art. 12 CE'. */
function fromSource(fuente: string): string {
  return `de ${citeSource(fuente)}`.replace(/^de el /u, 'del ');
}

/** After a colon a sentence goes on in lower case, unless it opens with a name or a figure. */
function afterColon(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) && !/^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** The option as it reads inside a sentence: figures bare, words quoted. */
function quoted(option: ExplainOption): string {
  return /^\s*[\d.,]+\s*$/.test(option.respuesta)
    ? option.respuesta.trim()
    : `«${option.respuesta.trim()}»`;
}

/**
 * The rule of a psychotechnic item: its explanation, or (banks written before explanations) the
 * rule a source note carried, as in 'Serie. cada término se multiplica por 3'.
 */
function psychotechnicRule(input: ExplainInput): string | null {
  if (input.explicacion?.trim()) return closed(input.explicacion);
  const note = input.fuente?.trim();
  if (!note || GENERATED_SOURCE.test(note) || CITATION.test(note)) return null;
  return closed(capitalized(note.replace(/^(serie|regla|clave)\s*[.:]\s*/iu, '')));
}

function isPsychotechnic(input: ExplainInput): boolean {
  return input.psicotecnico === true || GENERATED_SOURCE.test(input.fuente?.trim() ?? '');
}

/** The sentences of the explanation that talk about the chosen option: the same figure, or most of its words. */
function mentions(explicacion: string, chosen: ExplainOption): string | null {
  const values = findNumbers(chosen.respuesta).map((n) => n.value);
  const words = contentStems(chosen.respuesta);
  for (const sentence of splitSentences(explicacion)) {
    if (values.length > 0) {
      const here = new Set(findNumbers(sentence).map((n) => n.value));
      if (values.every((v) => here.has(v))) return sentence;
      continue;
    }
    const line = ` ${stemKey(sentence)} `;
    const found = words.filter((w) => line.includes(` ${w} `)).length;
    if (words.length > 0 && found / words.length >= 0.6) return sentence;
  }
  return null;
}

function choiceLine(chosen: ExplainOption | undefined, right: ExplainOption): string {
  if (!chosen) return 'No respondiste esta pregunta.';
  if (chosen.indice === right.indice)
    return `Has acertado: elegiste la ${letterOf(chosen.indice)}.`;
  return `Elegiste la ${letterOf(chosen.indice)}: «${chosen.respuesta.trim()}».`;
}

function whyRight(input: ExplainInput, right: ExplainOption, psico: boolean): string {
  if (psico) {
    const rule = psychotechnicRule(input);
    if (!rule)
      return 'Este ejercicio no trae la regla que lo resuelve. Busca la relación entre los datos del enunciado (diferencias, productos, posiciones en el abecedario) y comprueba que lleva a la opción correcta.';
    return `La regla del ejercicio: ${afterColon(rule)} Si la aplicas a los datos del enunciado, el resultado es ${quoted(right)}.`;
  }
  const fuente = input.fuente?.trim();
  const explicacion = input.explicacion?.trim();
  if (explicacion) {
    const cited =
      fuente && stemKey(explicacion).includes(stemKey(fuente.replace(/^arts?\.\s*/iu, '')));
    return `Por qué: ${closed(explicacion)}${fuente && !cited ? ` Lo establece ${citeSource(fuente)}.` : ''}`;
  }
  if (fuente)
    return `Esta pregunta aún no tiene explicación redactada, así que no puedo decirte más que lo que consta: la respuesta sale ${fromSource(fuente)}. Repasa ese precepto.`;
  return 'Esta pregunta aún no tiene explicación redactada ni fuente, así que solo puedo indicarte cuál es la opción correcta.';
}

function whyWrong(
  input: ExplainInput,
  chosen: ExplainOption,
  right: ExplainOption,
  psico: boolean,
): string {
  const which = `La ${letterOf(chosen.indice)} (${quoted(chosen)})`;
  if (NEGATIVE.test(input.pregunta))
    return `${which} no es la respuesta porque sí cumple lo que dice el enunciado, y se busca la única opción que no lo cumple.`;
  if (psico)
    return psychotechnicRule(input)
      ? `${which} no cumple esa regla: compruébalo aplicándola paso a paso.`
      : `${which} no es la opción que sale de los datos del enunciado.`;
  const explicacion = input.explicacion?.trim();
  const said = explicacion ? mentions(explicacion, chosen) : null;
  if (said)
    return `${which} no es la correcta: la explicación habla de ${quoted(chosen)}, pero con otro papel. Vuelve a leerla: «${said.trim()}»`;
  const fuente = input.fuente?.trim();
  if (explicacion && fuente)
    return `${which} no es lo que recoge ${citeSource(fuente)}: como dice la explicación, la respuesta es ${quoted(right)}.`;
  if (explicacion)
    return `${which} no es lo que dice la explicación: la respuesta es ${quoted(right)}.`;
  // Without an explanation nothing is known but the key: no reason is made up.
  return `${which} no es la respuesta que da el banco para esta pregunta${fuente ? `; compruébalo en ${citeSource(fuente)}` : ''}.`;
}

function advice(input: ExplainInput, psico: boolean): string {
  if (psico)
    return 'Consejo: practica más ejercicios de este tipo aplicando la regla paso a paso, sin mirar la solución.';
  const fuente = input.fuente?.trim();
  return fuente
    ? `Consejo: repasa ${citeSource(fuente)} y vuelve a esta pregunta dentro de unos días.`
    : 'Consejo: vuelve a leer el enunciado fijándote en las palabras clave y repasa esta pregunta dentro de unos días.';
}

/**
 * Profesor Virtual: the right option, what the user chose, and why. A bank question is explained
 * from its own explanation and source; one without an explanation gets only what is known (the
 * right option and the source to read), never a reason made up. A psychotechnic item is
 * explained by the rule that solves it, and its answer is never to be memorised.
 */
export function explainAnswer(input: ExplainInput): string {
  const right = input.respuestas.find((r) => r.indice === input.correcta);
  if (!right) return 'No se puede explicar esta pregunta: falta la respuesta correcta.';
  const chosen =
    input.elegida === null ? undefined : input.respuestas.find((r) => r.indice === input.elegida);
  const psico = isPsychotechnic(input);
  const parts = [
    `La respuesta correcta es la ${letterOf(right.indice)}: «${right.respuesta.trim()}».`,
    choiceLine(chosen, right),
  ];
  parts.push(whyRight(input, right, psico));
  if (chosen && chosen.indice !== right.indice) parts.push(whyWrong(input, chosen, right, psico));
  const fuente = input.fuente?.trim();
  if (fuente && !psico) parts.push(`Fuente: ${closed(fuente)}`);
  const passage = psico
    ? null
    : relevantPassage(input.resumenes ?? [], input.pregunta, right.respuesta);
  if (passage) parts.push(`En tu resumen: «${passage}»`);
  parts.push(advice(input, psico));
  return parts.join('\n\n');
}
