import type { Rng } from '../random';
import { createRng } from '../random';
import { buildQuestion } from './build-question';
import { joinSpanish } from './format';
import { SPELLING_GROUPS } from './spelling-words';
import type { SpellingKind } from './spelling-words';
import type { OptionCount, PsychotechnicGenerator } from './types';

export const TEMA_ORTOGRAFIA = 'Psico - Ortografía';
export const FUENTE_ORTOGRAFIA = 'Ortografía de la lengua española (RAE y ASALE, 2010)';

export interface SpellingEntry {
  correcta: string;
  errores: readonly string[];
  tipo: SpellingKind;
  regla: string | null;
}

/** Throws, naming the line, on a line that is not 'correcta: error, error'. */
export function spellingEntries(groups = SPELLING_GROUPS): SpellingEntry[] {
  return groups.flatMap(({ tipo, regla, palabras }) =>
    palabras.map((line) => {
      const [correcta = '', errores = ''] = line.split(':').map((part) => part.trim());
      const list = errores
        .split(',')
        .map((e) => e.trim())
        .filter((e) => e !== '');
      if (correcta === '' || list.length === 0 || line.split(':').length !== 2) {
        throw new Error(`Línea de ortografía mal escrita: "${line}"`);
      }
      return { correcta, errores: list, tipo, regla };
    }),
  );
}

let cached: SpellingEntry[] | undefined;
const entries = (): SpellingEntry[] => (cached ??= spellingEntries());

const quoted = (word: string): string => `«${word}»`;

function ruleOf(entry: SpellingEntry): string {
  return (
    entry.regla ??
    `La escritura de ${quoted(entry.correcta)} no se deduce de ninguna regla general: se aprende con el uso y la lectura.`
  );
}

const listWithOr = (items: readonly string[]): string =>
  `${items.slice(0, -1).join(', ')} o ${items.at(-1) ?? ''}`;

interface Item {
  opening: string;
  correcta: string;
  distractores: string[];
  explain(shown: readonly string[]): string;
}

/** Other entries of the same kind of spelling difficulty first, then any other. */
function others(rng: Rng, entry: SpellingEntry): SpellingEntry[] {
  const rest = entries().filter((e) => e !== entry);
  const same = rest.filter((e) => e.tipo === entry.tipo);
  return [...rng.shuffle(same), ...rng.shuffle(rest.filter((e) => e.tipo !== entry.tipo))].slice(
    0,
    6,
  );
}

function wellWritten(rng: Rng, entry: SpellingEntry): Item {
  const wrong = others(rng, entry).map((e) => ({ error: rng.pick(e.errores), of: e }));
  return {
    opening: '¿Cuál de estas palabras está bien escrita:',
    correcta: entry.correcta,
    distractores: wrong.map((w) => w.error),
    explain: (shown) => {
      const fixed = wrong.filter((w) => shown.includes(w.error)).map((w) => quoted(w.of.correcta));
      return `La palabra bien escrita es ${quoted(entry.correcta)}. ${ruleOf(entry)} Las demás tienen faltas: lo correcto es ${joinSpanish(fixed)}.`;
    },
  };
}

function misspelt(rng: Rng, entry: SpellingEntry): Item {
  const error = rng.pick(entry.errores);
  return {
    opening: '¿Qué palabra tiene una falta de ortografía:',
    correcta: error,
    distractores: others(rng, entry).map((e) => e.correcta),
    explain: () =>
      `La falta está en ${quoted(error)}, que se escribe ${quoted(entry.correcta)}. ${ruleOf(entry)} Las demás palabras están bien escritas.`,
  };
}

function rightForm(entry: SpellingEntry): Item {
  return {
    opening: '¿Cuál de estas formas está bien escrita:',
    correcta: entry.correcta,
    distractores: [...entry.errores],
    explain: () => `La forma correcta es ${quoted(entry.correcta)}. ${ruleOf(entry)}`,
  };
}

function item(rng: Rng, opciones: OptionCount): Item {
  const entry = rng.pick(entries());
  const roll = rng.next();
  if (roll < 0.2 && entry.errores.length >= opciones - 1) return rightForm(entry);
  return roll < 0.6 ? wellWritten(rng, entry) : misspelt(rng, entry);
}

export const spellingGenerator: PsychotechnicGenerator = {
  id: 'spelling',
  tema: TEMA_ORTOGRAFIA,
  generate(seed, opciones = 4) {
    const rng = createRng(seed);
    const { opening, correcta, distractores, explain } = item(rng, opciones);
    const built = buildQuestion(
      rng,
      {
        tema: TEMA_ORTOGRAFIA,
        pregunta: opening,
        correcta,
        distractores,
        explicacion: '',
        fuente: FUENTE_ORTOGRAFIA,
      },
      opciones,
    );
    const shown = built.respuestas.map((r) => r.respuesta);
    // The question lists the options in their order, so each item has a text of its own.
    return { ...built, pregunta: `${opening} ${listWithOr(shown)}?`, explicacion: explain(shown) };
  },
};
