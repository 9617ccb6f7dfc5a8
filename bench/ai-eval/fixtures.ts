// The evaluation set of tests/fixtures/ai-eval: passages of Spanish law written for the project,
// each with the facts a test would ask, and bank questions with the points their explanation
// must make. Read and checked here, so a broken fixture fails loudly instead of scoring zero.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const EVAL_DIR = path.resolve(import.meta.dirname, '../../tests/fixtures/ai-eval');

export interface Quantity {
  valor: number;
  /** The noun the number counts: 'diputados', 'días', 'años'. */
  unidad: string;
}

export interface PassageFacts {
  /** The law the passage comes from, as a source names it ('CE', 'Ley 39/2015'). */
  fuente: string;
  cifras: Quantity[];
  plazos: Quantity[];
  /** Majorities and fractions of a body: 'mayoría absoluta', 'tres quintos', 'décima parte'. */
  mayorias: string[];
  organos: string[];
}

export interface Passage {
  name: string;
  text: string;
  facts: PassageFacts;
}

export interface Point {
  que: string;
  /** Every phrase must appear (accents and case ignored). */
  todas?: string[];
  /** At least one must appear. */
  alguna?: string[];
}

export interface EvalQuestion {
  id: string;
  pregunta: string;
  respuestas: string[];
  /** 1-based, as `indice`. */
  correcta: number;
  elegida: number | null;
  fuente: string | null;
  explicacion: string | null;
  psicotecnico?: boolean;
  puntos: Point[];
  prohibido?: string[];
}

export interface QuestionSet {
  prohibido_siempre: string[];
  preguntas: EvalQuestion[];
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function loadPassages(dir = path.join(EVAL_DIR, 'pasajes')): Passage[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => {
      const name = f.replace(/\.txt$/, '');
      const facts = readJson<PassageFacts>(path.join(dir, `${name}.json`));
      const text = readFileSync(path.join(dir, f), 'utf8');
      for (const key of ['cifras', 'plazos', 'mayorias', 'organos'] as const)
        if (!Array.isArray(facts[key])) throw new Error(`${name}.json: falta la lista «${key}»`);
      return { name, text, facts };
    });
}

export function loadQuestions(file = path.join(EVAL_DIR, 'preguntas.json')): QuestionSet {
  const set = readJson<QuestionSet>(file);
  for (const q of set.preguntas) {
    const n = q.respuestas.length;
    if (
      q.correcta < 1 ||
      q.correcta > n ||
      (q.elegida !== null && (q.elegida < 1 || q.elegida > n))
    )
      throw new Error(`preguntas.json: ${q.id} señala una opción que no existe`);
    if (q.puntos.some((p) => !p.todas?.length && !p.alguna?.length))
      throw new Error(`preguntas.json: ${q.id} tiene un punto sin frases que buscar`);
  }
  return set;
}
