import { WORD_GROUPS, WORD_RELATIONS } from '../../../../src/core/psychotechnics/verbal-words';
import { match } from './parse';
import { unparsed } from './types';
import type { Solver } from './types';

// Its own reading of the word list's lines, with the pairs taken both ways and no chains.
const synonyms = new Set<string>();
const antonyms = new Set<string>();
const pair = (a: string, b: string) => `${a}|${b}`;
for (const group of WORD_GROUPS) {
  for (const line of group.entradas) {
    const [head = '', rest = ''] = line.split(':');
    const [syn = '', ant = ''] = rest.split('|');
    const words = (text: string) =>
      text
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean);
    for (const s of words(syn)) synonyms.add(pair(head.trim(), s)).add(pair(s, head.trim()));
    for (const a of words(ant)) antonyms.add(pair(head.trim(), a)).add(pair(a, head.trim()));
  }
}

type Check = (respuesta: string) => boolean;

function analogy(a: string, b: string, c: string): Check {
  const checks: Check[] = [];
  if (synonyms.has(pair(a, b))) checks.push((r) => synonyms.has(pair(c, r)));
  if (antonyms.has(pair(a, b))) checks.push((r) => antonyms.has(pair(c, r)));
  for (const relation of WORD_RELATIONS) {
    if (relation.pares.some(([x, y]) => x === a && y === b)) {
      checks.push((r) => relation.pares.some(([x, y]) => x === c && y === r));
    }
  }
  if (checks.length !== 1)
    throw new Error(`«${a}» and «${b}» are related in ${checks.length} ways`);
  return checks[0] as Check;
}

export const solveVerbal: Solver = ({ pregunta }) => {
  const synonym = match(pregunta, /^¿Cuál es un sinónimo de «([^»]+)»\?$/);
  if (synonym) return (r) => synonyms.has(pair(synonym[0] ?? '', r));
  const antonym = match(pregunta, /^¿Cuál es un antónimo de «([^»]+)»\?$/);
  if (antonym) return (r) => antonyms.has(pair(antonym[0] ?? '', r));
  const m = match(
    pregunta,
    /^¿Qué palabra completa la analogía\? «([^»]+)» es a «([^»]+)» como «([^»]+)» es a…$/,
  );
  if (m) return analogy(m[0] ?? '', m[1] ?? '', m[2] ?? '');
  return unparsed(pregunta);
};
