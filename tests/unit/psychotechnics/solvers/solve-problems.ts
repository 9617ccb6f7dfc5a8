import {
  match,
  readCount,
  readDuration,
  readEuros,
  readHundredths,
  readInteger,
  readList,
  readPercent,
} from './parse';
import { unparsed } from './types';
import type { Solver } from './types';

type Check = (respuesta: string) => boolean;
/** A word-problem template: recognises its text and, from the numbers in it, checks an answer. */
type Template = (pregunta: string) => Check | undefined;

const n = readInteger;

const shopping: Template = (q) => {
  const m = match(
    q,
    /compra (\d+) \S+ a ([\d,]+) € cada un[oa] y (\d+) \S+ a ([\d,]+) € cada un[oa]\. Si paga con un billete de (\d+) €, ¿cuánto le devuelven\?$/,
  );
  if (!m) return undefined;
  const [q1, p1, q2, p2, bill] = m;
  const spent = n(q1 ?? '') * readHundredths(p1 ?? '') + n(q2 ?? '') * readHundredths(p2 ?? '');
  return (r) => readEuros(r) === n(bill ?? '') * 100 - spent;
};

const ages: Template = (q) => {
  const m = match(
    q,
    /tiene (\d+) años y su (?:hijo|hija), (\d+)\. ¿Dentro de cuántos años la edad (?:del padre|de la madre) será el (doble|triple|cuádruple) de la de su (?:hijo|hija)\?$/,
  );
  if (!m) return undefined;
  const [adult, child, times] = [
    n(m[0] ?? ''),
    n(m[1] ?? ''),
    { doble: 2, triple: 3, cuádruple: 4 }[m[2] ?? ''] ?? 0,
  ];
  return (r) => {
    const years = readCount(r, 'año', 'años');
    return years > 0 && adult + years === times * (child + years);
  };
};

const meeting: Template = (q) => {
  const m = match(
    q,
    /separadas por (\d+) km\. A la misma hora sale un coche de cada una, el uno hacia el otro, a (\d+) km\/h y a (\d+) km\/h\. ¿Cuánto tardarán en cruzarse\?$/,
  );
  if (!m) return undefined;
  const [km, v1, v2] = m.map(n) as [number, number, number];
  // After t minutes both cars together have covered (v1 + v2) · t / 60 km.
  return (r) => ((v1 + v2) * readDuration(r)) / 60 === km;
};

const taps: Template = (q) => {
  const m = match(
    q,
    /^Un grifo llena un depósito en (\d+) horas y otro lo llena en (\d+) horas\. Si se abren los dos a la vez, ¿cuánto tardarán en llenarlo\?$/,
  );
  if (!m) return undefined;
  const [a, b] = m.map(n) as [number, number];
  // In t minutes the taps fill t/(60a) + t/(60b) of the tank: exactly one tank.
  return (r) => readDuration(r) * (a + b) === 60 * a * b;
};

const averageGrade: Template = (q) => {
  const m = match(
    q,
    /han sido (.+)\. ¿Qué nota necesita en el (?:cuarto|quinto) para que su media sea (\d+)\?$/,
  );
  if (!m) return undefined;
  const grades = readList(m[0] ?? '');
  const sum = grades.reduce((a, b) => a + b, 0);
  return (r) => {
    const grade = readInteger(r);
    return grade >= 0 && grade <= 10 && sum + grade === n(m[1] ?? '') * (grades.length + 1);
  };
};

const warehouse: Template = (q) => {
  const m = match(
    q,
    /recibe (\d+) cajas con (\d+) (\S+) cada una y vende (\d+) (\S+)\. ¿Cuánt[oa]s (\S+) le quedan\?$/,
  );
  if (!m) return undefined;
  return (r) => readInteger(r) === n(m[0] ?? '') * n(m[1] ?? '') - n(m[3] ?? '');
};

const percentOf: Template = (q) => {
  const m = match(q, /^¿Cuánto es el (\d+) % de (\d+)\?$/);
  if (!m) return undefined;
  return (r) => readInteger(r) * 100 === n(m[0] ?? '') * n(m[1] ?? '');
};

const whichPercent: Template = (q) => {
  const m = match(q, /^¿Qué porcentaje de (\d+) es (\d+)\?$/);
  if (!m) return undefined;
  return (r) => readPercent(r) * n(m[0] ?? '') === n(m[1] ?? '') * 100;
};

const riseThenFall: Template = (q) => {
  const m = match(
    q,
    /^Un producto cuesta (\d+) €\. Su precio sube un (\d+) % y, después, el nuevo precio baja un (\d+) %\. ¿Cuánto cuesta al final\?$/,
  );
  if (!m) return undefined;
  const [price, up, down] = m.map(n) as [number, number, number];
  const afterRise = price * 100 + (price * 100 * up) / 100;
  const final = afterRise - (afterRise * down) / 100;
  return (r) => readEuros(r) === final;
};

const beforeDiscount: Template = (q) => {
  const m = match(
    q,
    /^Tras aplicarle un descuento del (\d+) %, .+ cuesta ([\d,]+) €\. ¿Cuál era su precio antes del descuento\?$/,
  );
  if (!m) return undefined;
  return (r) => readEuros(r) * (100 - n(m[0] ?? '')) === readHundredths(m[1] ?? '') * 100;
};

const directRule: Template = (q) => {
  const m = match(q, /^Si (\d+) (.+) cuestan ([\d,]+) €, ¿cuánto cuestan (\d+) (.+)\?$/);
  if (!m || m[1] !== m[4]) return undefined;
  return (r) => readEuros(r) * n(m[0] ?? '') === readHundredths(m[2] ?? '') * n(m[3] ?? '');
};

const inverseRule: Template = (q) => {
  const m = match(
    q,
    /^Un equipo de (\d+) operarios tarda (\d+) días en .+\. ¿Cuántos días tardaría un equipo de (\d+) operarios trabajando al mismo ritmo\?$/,
  );
  if (!m) return undefined;
  const [w1, d1, w2] = m.map(n) as [number, number, number];
  return (r) => readCount(r, 'día', 'días') * w2 === w1 * d1;
};

const proportionalShare: Template = (q) => {
  const m = match(
    q,
    /^Se reparten (\S+) € entre (.+) de forma directamente proporcional a (.+), respectivamente\. ¿Cuánto recibe (\S+)\?$/,
  );
  if (!m) return undefined;
  const people = (m[1] ?? '').split(/, | y /);
  const parts = readList(m[2] ?? '');
  const asked = people.indexOf(m[3] ?? '');
  const total = n(m[0] ?? '');
  const sum = parts.reduce((a, b) => a + b, 0);
  if (asked < 0 || people.length !== parts.length) return undefined;
  return (r) => readEuros(r) * sum === total * 100 * (parts[asked] ?? 0);
};

function solveWith(templates: readonly Template[]): Solver {
  return ({ pregunta }) => {
    const checks = templates.map((t) => t(pregunta)).filter((c): c is Check => c !== undefined);
    if (checks.length !== 1) return unparsed(pregunta);
    return checks[0] as Check;
  };
}

export const solveArithmeticProblems = solveWith([
  shopping,
  ages,
  meeting,
  taps,
  averageGrade,
  warehouse,
]);
export const solvePercentages = solveWith([
  percentOf,
  whichPercent,
  riseThenFall,
  beforeDiscount,
  directRule,
  inverseRule,
  proportionalShare,
]);
