// Which starter processes have a psychotechnic (aptitude) test, which kinds of item it asks
// according to its official call, and the generated questions that the starter bank of each
// such process carries ('Psico - …' topics, section 'Psicotécnicos'). readStarterBank appends
// them; the README's "Psicotécnicos por proceso" says the same in words.
import { toBank } from '../banks/generate';
import type { BankRow } from '../banks/import';
import { generatePsychotechnicTest, PSYCHOTECHNIC_GENERATORS } from '../../src/core/psychotechnics';
import type { GeneratedQuestion } from '../../src/core/psychotechnics';
import type { StarterProcess } from './processes';

/** Generated questions per topic in a starter bank. */
export const PSICO_POR_TEMA = 40;

export interface PsicotecnicosProceso {
  /** What the call says the test evaluates, and where it says it. */
  convocatoria: string;
  /** The generator topics, in the order a test takes them. */
  temas: readonly string[];
}

const tema = (id: string): string => {
  const generator = PSYCHOTECHNIC_GENERATORS.find((g) => g.id === id);
  if (!generator) throw new Error(`No hay generador psicotécnico ${id}`);
  return generator.tema;
};

// Reasoning with numbers, letters, codes and words: what 'inteligencia general' and
// 'aptitudes intelectuales' are measured with in both police forces' tests.
const RAZONAMIENTO = [
  'numeric-series',
  'letter-series',
  'alphanumeric-series',
  'number-analogies',
  'odd-one-out',
  'arithmetic-problems',
  'percentages-rule-of-three',
  'calendars-clocks',
  'coding',
  'attention',
  'verbal',
];

/** By process slug; a starter process missing here has no psychotechnic test. */
export const PSICOTECNICOS: ReadonlyMap<string, PsicotecnicosProceso> = new Map([
  [
    'auxiliar-administrativo-estado',
    {
      convocatoria:
        'Resolución de 20 de enero de 2023 de la Secretaría de Estado de Función Pública (BOE-A-2023-2175), anexo del Cuerpo General Auxiliar: 30 de las 60 preguntas de la primera parte son "de carácter psicotécnico dirigidas a evaluar aptitudes administrativas, numéricas o verbales".',
      // Verbal (vocabulary, spelling), numerical (series, problems, percentages, calendars) and
      // administrative (attention, coding); no abstract figures, which the call does not name.
      temas: [...RAZONAMIENTO, 'spelling'].map(tema),
    },
  ],
  [
    'policia-nacional-escala-basica',
    {
      convocatoria:
        'Convocatoria de la Dirección General de la Policía (2024): la prueba psicotécnica consiste en test "dirigidos a determinar las aptitudes (inteligencia general)" del aspirante, además del perfil de personalidad; sus ejercicios publicados son series numéricas, de letras y de figuras, razonamiento numérico y verbal y atención.',
      temas: [...RAZONAMIENTO, 'figure-series'].map(tema),
    },
  ],
  [
    'guardia-civil-cabos-guardias',
    {
      convocatoria:
        'Convocatoria de la Dirección General de la Guardia Civil (régimen de la Orden PCI/155/2019): la prueba psicotécnica evalúa las "aptitudes intelectuales" con "tests de inteligencia general y/o escalas específicas que evalúen la capacidad de aprendizaje, análisis, razonamiento y potencial cognitivo", además del perfil de personalidad. La ortografía es parte de su prueba de conocimientos, no de la psicotécnica.',
      temas: [...RAZONAMIENTO, 'figure-series'].map(tema),
    },
  ],
]);

/** Short codes of the refs ('AAE-PSI-SN-001'), one per generator. */
const REF_CODES: Readonly<Record<string, string>> = {
  'numeric-series': 'SN',
  'letter-series': 'SL',
  'alphanumeric-series': 'SA',
  'number-analogies': 'AN',
  'odd-one-out': 'ED',
  'arithmetic-problems': 'PA',
  'percentages-rule-of-three': 'PR',
  'calendars-clocks': 'CR',
  coding: 'CO',
  attention: 'AT',
  verbal: 'RV',
  spelling: 'OR',
  'figure-series': 'SF',
};

/** FNV-1a: a fixed seed from a name, so every start generates the same questions. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A generated question as a starter-bank row, checked by the same rules as any bank question. */
function toRow(q: GeneratedQuestion, ref: string): BankRow {
  const row = toBank(q, { seccion: q.seccion, tema: q.tema });
  if (!row) throw new Error(`Pregunta psicotécnica generada no válida: ${q.pregunta}`);
  return { ...row, ref };
}

/**
 * The generated psychotechnic questions of a starter process's bank, PSICO_POR_TEMA per topic,
 * with the process's option count; the same on every start, each under a stable ref.
 */
export function psicotecnicosDelBanco(
  starter: Pick<StarterProcess, 'slug' | 'refPrefix' | 'opciones'>,
): BankRow[] {
  const choice = PSICOTECNICOS.get(starter.slug);
  if (!choice) return [];
  return choice.temas.flatMap((temaName) => {
    const generator = PSYCHOTECHNIC_GENERATORS.find((g) => g.tema === temaName);
    const code = generator ? REF_CODES[generator.id] : undefined;
    if (!generator || !code)
      throw new Error(`El tema ${temaName} no tiene generador ni código de ref`);
    const questions = generatePsychotechnicTest({
      temas: [temaName],
      count: PSICO_POR_TEMA,
      seed: seedOf(`${starter.slug}/${generator.id}`),
      opciones: starter.opciones,
    });
    if (questions.length < PSICO_POR_TEMA)
      throw new Error(`El generador ${generator.id} no dio ${PSICO_POR_TEMA} preguntas`);
    return questions.map((q, i) =>
      toRow(q, `${starter.refPrefix}PSI-${code}-${String(i + 1).padStart(3, '0')}`),
    );
  });
}
