// Turns what the generators produce (the AI engine's questions, the psychotechnic generators)
// into bank questions, skipping any that would be invalid or that the bank already holds.
import { randomInt } from 'node:crypto';
import type { GeneratedQuestion as AiQuestion } from '../../src/core/ai-local';
import { attempt, buildQuestion } from '../../src/core/formats/question-rules';
import { PSYCHOTECHNIC_GENERATORS, generatePsychotechnicTest } from '../../src/core/psychotechnics';
import type { OptionCount } from '../../src/core/psychotechnics';
import type { BankRow } from './import';

interface Destination {
  seccion: string;
  tema: string;
}

/** A generated question: the AI engine's, or a psychotechnic one with its rule and maybe a figure. */
type Generated = AiQuestion & { explicacion?: string | null; imagen?: string | null };

/** An AI or psychotechnic question in bank form, or null when it breaks a bank rule. */
export function toBank(q: Generated, { seccion, tema }: Destination): BankRow | null {
  const options = [...q.respuestas].sort((a, b) => a.indice - b.indice);
  const built = attempt(() =>
    buildQuestion({
      seccion,
      tema,
      pregunta: q.pregunta.trim(),
      respuestas: options.map((o) => o.respuesta.trim()),
      correctas: options.flatMap((o, i) => (o.indice === q.correcta_indice ? [i] : [])),
      fuente: q.fuente?.trim() || null,
      explicacion: q.explicacion?.trim() || null,
      ref: null,
    }),
  );
  return built.ok ? { ...built.value, imagen: q.imagen ?? null } : null;
}

/** Keeps the valid questions whose text is neither in the bank nor earlier in the list. */
export function freshQuestions(
  generated: readonly Generated[],
  destination: Destination,
  existing: ReadonlySet<string>,
  limit: number,
): BankRow[] {
  const seen = new Set(existing);
  const result: BankRow[] = [];
  for (const q of generated) {
    const bank = toBank(q, destination);
    if (!bank || seen.has(bank.pregunta)) continue;
    seen.add(bank.pregunta);
    result.push(bank);
    if (result.length >= limit) break;
  }
  return result;
}

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^\s*p(?:si|is)co\s*-\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The generator topic a name refers to ('Psico - Series numéricas', 'series numericas', 'numeric-series'). */
export function psychotechnicTopic(tema: string): string | null {
  const wanted = plain(tema);
  const generator = PSYCHOTECHNIC_GENERATORS.find(
    (g) => plain(g.tema) === wanted || g.id === wanted,
  );
  return generator?.tema ?? null;
}

const ROUNDS = 5;

/**
 * `count` new questions of one generator topic, with `opciones` options each (the process's
 * exam), fewer only when the generator runs out of new ones.
 */
export function generatePsychotechnics(
  temaGenerador: string,
  count: number,
  seccion: string,
  existing: ReadonlySet<string>,
  opciones?: OptionCount,
): BankRow[] {
  const seen = new Set(existing);
  const result: BankRow[] = [];
  for (let round = 0; round < ROUNDS && result.length < count; round++) {
    const batch = generatePsychotechnicTest({
      temas: [temaGenerador],
      count: (count - result.length) * 2,
      seed: randomInt(2 ** 31),
      opciones,
    });
    result.push(
      ...freshQuestions(batch, { seccion, tema: temaGenerador }, seen, count - result.length),
    );
    for (const q of result) seen.add(q.pregunta);
  }
  return result;
}
