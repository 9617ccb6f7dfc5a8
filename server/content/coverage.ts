// What `npm run content:coverage` measures of a starter bank against its official programme:
// questions per tema, explanations, sources in the one accepted format, and the two giveaways
// a test-wise candidate exploits (the right option being the longest; absolute words such as
// 'siempre' or 'nunca' marking the wrong ones). Pure functions; the script prints them and the
// content test enforces the limits below.
import type { BankQuestion } from '../../src/core/formats/types';
import type { FuenteCitable } from './fuentes/types';
import type { Programa, TemaPrograma } from './programas/types';

export const MIN_PER_TEMA = 20;
/**
 * The share of questions whose right option is strictly the longest, by option count: at most
 * the limit, and at least half the chance rate (1/n), because a bank where the longest
 * option is almost never right teaches the opposite trick ('never pick the longest').
 */
export const LONGEST_CORRECT_BAND: Readonly<Record<number, { min: number; max: number }>> = {
  4: { min: 0.125, max: 0.3 },
  3: { min: 1 / 6, max: 0.4 },
};
/**
 * Absolute words ('siempre', 'nunca'…) in right options, as a multiple of their rate in wrong
 * ones: at least the 0.5, and at most 2, so that they point neither way.
 */
export const ABSOLUTE_RATIO_BAND = { min: 0.5, max: 2 } as const;

export const ABSOLUTE_WORDS = [
  'siempre',
  'nunca',
  'jamás',
  'solo',
  'sólo',
  'solamente',
  'únicamente',
  'exclusivamente',
  'en todo caso',
  'en ningún caso',
  'en cualquier caso',
] as const;

const ABSOLUTE = new RegExp(`(?<!\\p{L})(?:${ABSOLUTE_WORDS.join('|')})(?!\\p{L})`, 'iu');

export const PSICO_SECCION = 'Psicotécnicos';
const PSICO_TEMA = /^\s*psico\s*-/i;

export function isPsico(q: Pick<BankQuestion, 'seccion' | 'tema'>): boolean {
  return PSICO_TEMA.test(q.tema);
}

export function hasAbsoluteWord(text: string): boolean {
  return ABSOLUTE.test(text);
}

/** True when the right option is longer than every other one (a tie points at no option). */
export function correctIsLongest(q: Pick<BankQuestion, 'respuestas' | 'correcta'>): boolean {
  const correct = q.respuestas[q.correcta]?.length ?? 0;
  return q.respuestas.every((option, i) => i === q.correcta || option.length < correct);
}

export interface LongestFigure {
  opciones: number;
  preguntas: number;
  longest: number;
  rate: number;
}

export interface AbsoluteFigure {
  /** Share of right options with an absolute word, and of wrong ones. */
  correctRate: number;
  wrongRate: number;
  /** correctRate / wrongRate; null when no wrong option has one (nothing to give away). */
  ratio: number | null;
}

export function longestFigures(questions: readonly BankQuestion[]): LongestFigure[] {
  const byCount = new Map<number, { preguntas: number; longest: number }>();
  for (const q of questions) {
    const figure = byCount.get(q.respuestas.length) ?? { preguntas: 0, longest: 0 };
    figure.preguntas += 1;
    if (correctIsLongest(q)) figure.longest += 1;
    byCount.set(q.respuestas.length, figure);
  }
  return [...byCount]
    .sort(([a], [b]) => a - b)
    .map(([opciones, f]) => ({
      opciones,
      ...f,
      rate: f.preguntas === 0 ? 0 : f.longest / f.preguntas,
    }));
}

export function absoluteFigure(questions: readonly BankQuestion[]): AbsoluteFigure {
  let correct = 0;
  let correctWith = 0;
  let wrong = 0;
  let wrongWith = 0;
  for (const q of questions) {
    q.respuestas.forEach((option, i) => {
      const has = hasAbsoluteWord(option);
      if (i === q.correcta) {
        correct += 1;
        if (has) correctWith += 1;
      } else {
        wrong += 1;
        if (has) wrongWith += 1;
      }
    });
  }
  const correctRate = correct === 0 ? 0 : correctWith / correct;
  const wrongRate = wrong === 0 ? 0 : wrongWith / wrong;
  return { correctRate, wrongRate, ratio: wrongRate === 0 ? null : correctRate / wrongRate };
}

// ---------------------------------------------------------------------------
// Sources

const LAW_LOCATOR =
  /^(?:Arts?\.|Disps?\. (?:adic|trans|derog)\.|Disps?\. finales?|Disp\. final|Preámbulo|Exposición de motivos|Títulos?|Capítulos?|Anexos?|Considerandos?)(?:\s|$)/;

/**
 * Null when the fuente is in the accepted format; otherwise why not. Several citations are
 * separated by '; '.
 */
export function fuenteProblem(
  fuente: string | null,
  citables: ReadonlyMap<string, FuenteCitable>,
): string | null {
  if (fuente === null || fuente.trim() === '') return 'Sin fuente';
  for (const part of fuente.split('; ')) {
    const problem = citationProblem(part.trim(), citables);
    if (problem !== null) return problem;
  }
  return null;
}

function citationProblem(
  citation: string,
  citables: ReadonlyMap<string, FuenteCitable>,
): string | null {
  const work = [...citables.values()].find(
    (c) => c.tipo === 'obra' && (citation === c.id || citation.startsWith(`${c.id}, `)),
  );
  if (work) return null;
  const law = [...citables.values()]
    .filter((c) => c.tipo === 'ley' && citation.endsWith(` ${c.id}`))
    .sort((a, b) => b.id.length - a.id.length)[0];
  if (!law)
    return `"${citation}" no termina con una ley de la lista ni empieza por una obra de la lista`;
  const locator = citation.slice(0, -law.id.length).trim();
  if (!LAW_LOCATOR.test(locator)) {
    return `"${citation}": el localizador "${locator}" debe empezar por Art., Arts., Disp. adic., Disp. trans., Preámbulo…`;
  }
  return null;
}

// ---------------------------------------------------------------------------
// A process

export interface TemaCoverage {
  tema: TemaPrograma;
  preguntas: number;
  sinExplicacion: number;
}

export interface ProcessCoverage {
  slug: string;
  total: number;
  temas: TemaCoverage[];
  psico: { tema: string; preguntas: number }[];
  /** Questions filed under a section and topic the programme does not have. */
  fuera: { seccion: string; tema: string; preguntas: number }[];
  sinExplicacion: number;
  fuentesMal: { ref: string; fuente: string | null; motivo: string }[];
  longest: LongestFigure[];
  absolute: AbsoluteFigure;
  /** Every limit this bank breaks, in Spanish; empty when it meets them all. */
  problemas: string[];
}

const key = (seccion: string, tema: string) => `${seccion}\u0000${tema}`;

export function processCoverage(
  programa: Programa,
  questions: readonly BankQuestion[],
  citables: ReadonlyMap<string, FuenteCitable>,
): ProcessCoverage {
  const problemas: string[] = [];
  const { convocatoria } = programa;
  if (!/^BOE-A-\d{4}-\d+$/.test(convocatoria.boe))
    problemas.push('La convocatoria no tiene una referencia BOE-A-…');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(convocatoria.fecha))
    problemas.push('La convocatoria no tiene fecha yyyy-MM-dd');
  if (programa.temas.length === 0) problemas.push('El programa no tiene temas');

  const counts = new Map<string, { preguntas: number; sinExplicacion: number }>();
  for (const tema of programa.temas) {
    const k = key(tema.seccion, tema.tema);
    // genera_test.php takes sections and topics comma-joined (api.md): a comma in a name would
    // split it in two and the topic could never be asked for.
    for (const name of [tema.seccion, tema.tema])
      if (name.includes(','))
        problemas.push(`"${name}" lleva una coma: genera_test.php no podría pedirlo`);
    if (counts.has(k)) problemas.push(`El tema "${tema.tema}" figura dos veces en el programa`);
    counts.set(k, { preguntas: 0, sinExplicacion: 0 });
  }
  // Programmes number their temas from 1 in each block (the Auxiliar's Bloque II has its own 1…12).
  const numeros = programa.temas.flatMap((t) =>
    t.numero === null ? [] : [`${t.seccion}\u0000${t.numero}`],
  );
  if (new Set(numeros).size !== numeros.length)
    problemas.push('Hay números de tema repetidos en un bloque del programa');

  const psico = new Map<string, number>();
  const fuera = new Map<string, { seccion: string; tema: string; preguntas: number }>();
  const fuentesMal: ProcessCoverage['fuentesMal'] = [];
  let sinExplicacion = 0;
  for (const q of questions) {
    if (q.explicacion === null || q.explicacion.trim() === '') sinExplicacion += 1;
    if (isPsico(q)) {
      psico.set(q.tema, (psico.get(q.tema) ?? 0) + 1);
      continue;
    }
    const motivo = fuenteProblem(q.fuente, citables);
    if (motivo !== null) fuentesMal.push({ ref: q.ref ?? q.pregunta, fuente: q.fuente, motivo });
    const count = counts.get(key(q.seccion, q.tema));
    if (count) {
      count.preguntas += 1;
      if (q.explicacion === null) count.sinExplicacion += 1;
    } else {
      const k = key(q.seccion, q.tema);
      const entry = fuera.get(k) ?? { seccion: q.seccion, tema: q.tema, preguntas: 0 };
      entry.preguntas += 1;
      fuera.set(k, entry);
    }
  }

  const temas = programa.temas.map((tema) => ({
    tema,
    ...(counts.get(key(tema.seccion, tema.tema)) ?? { preguntas: 0, sinExplicacion: 0 }),
  }));
  for (const t of temas) {
    if (t.preguntas < MIN_PER_TEMA)
      problemas.push(`"${t.tema.tema}" tiene ${t.preguntas} preguntas (mínimo ${MIN_PER_TEMA})`);
  }
  for (const f of fuera.values()) {
    problemas.push(
      `${f.preguntas} preguntas en "${f.seccion}/${f.tema}", que no es un tema del programa`,
    );
  }
  if (sinExplicacion > 0) problemas.push(`${sinExplicacion} preguntas sin explicación`);
  if (fuentesMal.length > 0) problemas.push(`${fuentesMal.length} fuentes fuera del formato`);

  // The giveaways are measured on the questions written for the bank: the generated
  // psychotechnic ones (numbers, figures, words) have their own property tests, and their many
  // equal-length options would only dilute these figures.
  const written = questions.filter((q) => !isPsico(q));
  const longest = longestFigures(written);
  for (const figure of longest) {
    const band = LONGEST_CORRECT_BAND[figure.opciones];
    if (band !== undefined && (figure.rate > band.max || figure.rate < band.min)) {
      problemas.push(
        `La correcta es la más larga en el ${percent(figure.rate)} de las preguntas de ${figure.opciones} opciones (entre ${percent(band.min)} y ${percent(band.max)})`,
      );
    }
  }
  const absolute = absoluteFigure(written);
  const { min, max } = ABSOLUTE_RATIO_BAND;
  if (absolute.ratio !== null && (absolute.ratio < min || absolute.ratio > max)) {
    problemas.push(
      `Las palabras absolutas aparecen en las correctas a ${absolute.ratio.toFixed(2)} veces su tasa en las incorrectas (entre ${min} y ${max})`,
    );
  }

  return {
    slug: programa.slug,
    total: questions.length,
    temas,
    psico: [...psico].map(([tema, preguntas]) => ({ tema, preguntas })),
    fuera: [...fuera.values()],
    sinExplicacion,
    fuentesMal,
    longest,
    absolute,
    problemas,
  };
}

export function percent(rate: number): string {
  return `${(rate * 100).toFixed(1).replace('.', ',')} %`;
}
