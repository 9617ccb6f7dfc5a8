import { match, readInteger } from './parse';
import { unparsed } from './types';
import type { Solver } from './types';

const CONDITIONS: readonly [RegExp, (limit: number) => (n: number) => boolean][] = [
  [/^números pares$/, () => (n) => n % 2 === 0],
  [/^números impares$/, () => (n) => n % 2 !== 0],
  [/^múltiplos de (\d+)$/, (k) => (n) => n % k === 0],
  [/^números mayores que (\d+)$/, (limit) => (n) => n > limit],
];

function countFor(pregunta: string): number {
  const symbol = match(
    pregunta,
    /^¿Cuántas veces aparece «(.)» en la siguiente secuencia\? ([^\s]+(?: [^\s]+)*)$/u,
  );
  if (symbol) return [...(symbol[1] ?? '')].filter((c) => c === symbol[0]).length;
  const rows = match(
    pregunta,
    /¿en cuántas posiciones no coinciden\? Fila 1: (\S+)\. Fila 2: (\S+)\.$/,
  );
  if (rows) {
    const [a, b] = [[...(rows[0] ?? '')], [...(rows[1] ?? '')]];
    if (a.length !== b.length) throw new Error(`Rows of different length: ${pregunta}`);
    return a.filter((c, i) => c !== b[i]).length;
  }
  const list = match(pregunta, /^¿Cuántos (.+) hay en la lista\? ([\d ]+)$/);
  if (list) {
    for (const [pattern, make] of CONDITIONS) {
      const m = (list[0] ?? '').match(pattern);
      if (m)
        return (list[1] ?? '')
          .split(' ')
          .map(readInteger)
          .filter(make(Number(m[1] ?? '0'))).length;
    }
  }
  return unparsed(pregunta);
}

export const solveAttention: Solver = ({ pregunta }) => {
  const count = countFor(pregunta);
  return (respuesta) => readInteger(respuesta) === count;
};
