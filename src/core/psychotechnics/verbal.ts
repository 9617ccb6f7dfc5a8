import type { Rng } from '../random';
import { createRng } from '../random';
import { buildQuestion } from './build-question';
import { joinSpanish } from './format';
import { buildLexicon } from './lexicon';
import type { Entry, Lexicon } from './lexicon';
import { WORD_RELATIONS } from './verbal-words';
import type { PsychotechnicGenerator } from './types';

export const TEMA_RAZONAMIENTO_VERBAL = 'Psico - Razonamiento verbal';

let cached: Lexicon | undefined;
/** Built on first use: a page that only lists the topics never reads the word list. */
export function lexicon(): Lexicon {
  cached ??= buildLexicon();
  return cached;
}

const quoted = (word: string): string => `«${word}»`;
/** A quoted word that opens a sentence takes a capital. */
const Quoted = (word: string): string => quoted(word.charAt(0).toUpperCase() + word.slice(1));

interface Item {
  pregunta: string;
  correcta: string;
  distractores: string[];
  /** The explanation, once the options are known. */
  explain(shown: readonly string[]): string;
}

/**
 * Words of the same part of speech from other fields of meaning, unrelated by any chain of
 * synonyms or antonyms to any of `about`: wrong options that can never be right.
 */
function unrelated(rng: Rng, entry: Entry, about: readonly string[]): string[] {
  const lex = lexicon();
  const banned = new Set(about.flatMap((w) => [...lex.related(w)]));
  return rng
    .shuffle(lex.words(entry.clase))
    .filter(({ word, campos }) => !campos.has(entry.campo) && !banned.has(word))
    .slice(0, 6)
    .map(({ word }) => word);
}

function unrelatedSentence(words: readonly string[], about: string): string {
  const [first, ...rest] = words;
  if (first === undefined) return '';
  const listed = joinSpanish([Quoted(first), ...rest.map(quoted)]);
  return ` ${listed} no ${rest.length === 0 ? 'tiene' : 'tienen'} relación de significado con ${quoted(about)}.`;
}

function synonym(rng: Rng, entry: Entry): Item {
  const correcta = rng.pick(entry.sinonimos);
  const opposite = entry.antonimos.length > 0 ? [rng.pick(entry.antonimos)] : [];
  return {
    pregunta: `¿Cuál es un sinónimo de ${quoted(entry.palabra)}?`,
    correcta,
    distractores: [...opposite, ...unrelated(rng, entry, [entry.palabra])],
    explain: (shown) => {
      const contrary = opposite.filter((w) => shown.includes(w));
      const others = shown.filter((w) => w !== correcta && !contrary.includes(w));
      return (
        `${Quoted(correcta)} es sinónimo de ${quoted(entry.palabra)}: las dos palabras significan lo mismo.` +
        contrary.map((w) => ` ${Quoted(w)}, en cambio, es su antónimo.`).join('') +
        unrelatedSentence(others, entry.palabra)
      );
    },
  };
}

function antonym(rng: Rng, entry: Entry): Item {
  const correcta = rng.pick(entry.antonimos);
  const same = entry.sinonimos.length > 0 ? [rng.pick(entry.sinonimos)] : [];
  return {
    pregunta: `¿Cuál es un antónimo de ${quoted(entry.palabra)}?`,
    correcta,
    distractores: [...same, ...unrelated(rng, entry, [entry.palabra])],
    explain: (shown) => {
      const alike = same.filter((w) => shown.includes(w));
      const others = shown.filter((w) => w !== correcta && !alike.includes(w));
      return (
        `${Quoted(correcta)} es antónimo de ${quoted(entry.palabra)}: significa lo contrario.` +
        alike.map((w) => ` ${Quoted(w)}, en cambio, es un sinónimo, no un antónimo.`).join('') +
        unrelatedSentence(others, entry.palabra)
      );
    },
  };
}

/** 'A es a B como C es a…' where B is a synonym (or an antonym) of A. */
function wordAnalogy(rng: Rng, entry: Entry, kind: 'sinónimo' | 'antónimo'): Item | undefined {
  const lex = lexicon();
  const of = (e: Entry) => (kind === 'sinónimo' ? e.sinonimos : e.antonimos);
  const partners = lex.entries.filter(
    (e) =>
      e.clase === entry.clase && of(e).length > 0 && !lex.related(entry.palabra).has(e.palabra),
  );
  if (of(entry).length === 0 || partners.length === 0) return undefined;
  const model = rng.pick(partners);
  const b = rng.pick(of(model));
  const correcta = rng.pick(of(entry));
  const trap = kind === 'sinónimo' ? entry.antonimos : entry.sinonimos;
  const traps = trap.length > 0 ? [rng.pick(trap)] : [];
  const plural = kind === 'sinónimo' ? 'sinónimos' : 'antónimos';
  return {
    pregunta: `¿Qué palabra completa la analogía? ${quoted(model.palabra)} es a ${quoted(b)} como ${quoted(entry.palabra)} es a…`,
    correcta,
    distractores: [...traps, ...unrelated(rng, entry, [entry.palabra, model.palabra])],
    explain: (shown) => {
      const wrongKind = traps.filter((w) => shown.includes(w));
      return (
        `${Quoted(model.palabra)} y ${quoted(b)} son ${plural}, así que la palabra que falta es un ${kind} de ${quoted(entry.palabra)}: ${quoted(correcta)}.` +
        wrongKind
          .map(
            (w) =>
              ` ${Quoted(w)} es, al contrario, un ${kind === 'sinónimo' ? 'antónimo' : 'sinónimo'} de ${quoted(entry.palabra)}.`,
          )
          .join('')
      );
    },
  };
}

/** 'vaca es a ternero como oveja es a…', from a relation where each word has one partner. */
function relationAnalogy(rng: Rng): Item {
  const relation = rng.pick(WORD_RELATIONS);
  const [[a, b], [c, d]] = rng.shuffle(relation.pares) as [
    readonly [string, string],
    readonly [string, string],
  ];
  const others = relation.pares
    .filter(([first]) => first !== a && first !== c)
    .map(([, second]) => second);
  return {
    pregunta: `¿Qué palabra completa la analogía? ${quoted(a)} es a ${quoted(b)} como ${quoted(c)} es a…`,
    correcta: d,
    distractores: [b, ...rng.shuffle(others)],
    explain: () =>
      `En la primera pareja, ${relation.explain(a, b)}; del mismo modo, ${relation.explain(c, d)}.`,
  };
}

function item(rng: Rng): Item {
  const roll = rng.next();
  if (roll < 0.15) return relationAnalogy(rng);
  const lex = lexicon();
  for (;;) {
    const entry = rng.pick(lex.entries);
    if (roll < 0.45 && entry.sinonimos.length > 0) return synonym(rng, entry);
    if (roll >= 0.45 && roll < 0.75 && entry.antonimos.length > 0) return antonym(rng, entry);
    if (roll >= 0.75) {
      const analogy = wordAnalogy(rng, entry, rng.chance(0.5) ? 'sinónimo' : 'antónimo');
      if (analogy) return analogy;
    }
  }
}

export const verbalGenerator: PsychotechnicGenerator = {
  id: 'verbal',
  tema: TEMA_RAZONAMIENTO_VERBAL,
  generate(seed, opciones) {
    const rng = createRng(seed);
    const { pregunta, correcta, distractores, explain } = item(rng);
    const built = buildQuestion(
      rng,
      { tema: TEMA_RAZONAMIENTO_VERBAL, pregunta, correcta, distractores, explicacion: '' },
      opciones,
    );
    return { ...built, explicacion: explain(built.respuestas.map((r) => r.respuesta)) };
  },
};
