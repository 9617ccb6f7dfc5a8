import type { Rng } from '../random';
import { createRng } from '../random';
import { buildQuestion, drawUntil } from './build-question';
import type { QuestionDraft } from './build-question';
import { formatDuration, formatEuros, formatInt, joinSpanish } from './format';
import { NOMBRES } from './names';
import type { PsychotechnicGenerator } from './types';

export const TEMA_PROBLEMAS_ARITMETICOS = 'Psico - Problemas aritméticos';

type Problem = Omit<QuestionDraft, 'tema'>;

const ITEMS = [
  { plural: 'cuadernos', each: 'cada uno' },
  { plural: 'bolígrafos', each: 'cada uno' },
  { plural: 'carpetas', each: 'cada una' },
  { plural: 'rotuladores', each: 'cada uno' },
  { plural: 'libretas', each: 'cada una' },
  { plural: 'grapadoras', each: 'cada una' },
] as const;

function shopping(rng: Rng): Problem {
  const first = rng.pick(ITEMS);
  const second = rng.pick(ITEMS.filter((item) => item !== first));
  const a = { count: rng.int(2, 6), cents: 5 * rng.int(16, 90), ...first };
  const b = { count: rng.int(2, 5), cents: 5 * rng.int(10, 60), ...second };
  const total = a.count * a.cents + b.count * b.cents;
  const bill = [1000, 2000, 5000].find((note) => note > total) ?? 10000;
  const change = bill - total;
  const euros = formatEuros;
  return {
    pregunta:
      `${rng.pick(NOMBRES)} compra ${a.count} ${a.plural} a ${euros(a.cents)} ${a.each} y ` +
      `${b.count} ${b.plural} a ${euros(b.cents)} ${b.each}. ` +
      `Si paga con un billete de ${bill / 100} €, ¿cuánto le devuelven?`,
    correcta: euros(change),
    distractores: rng
      .shuffle([
        bill - a.cents - b.cents,
        total,
        change + 10,
        change - 10,
        change + 100,
        change - 100,
        bill - a.count * a.cents,
      ])
      .concat(change + 50, change + 20, change + 200)
      .filter((cents) => cents > 0)
      .map(euros),
    explicacion: `Primero se calcula el gasto: ${a.count} × ${euros(a.cents)} + ${b.count} × ${euros(b.cents)} = ${euros(total)}. Después se resta del billete: ${euros(bill)} - ${euros(total)} = ${euros(change)}, que es lo que le devuelven.`,
  };
}

const MULTIPLES = { 2: 'el doble', 3: 'el triple', 4: 'el cuádruple' } as const;
const ADULTS = [
  ['Un padre', 'del padre'],
  ['Una madre', 'de la madre'],
] as const;
const CHILDREN = ['hijo', 'hija'] as const;

const years = (n: number): string => (n === 1 ? '1 año' : `${n} años`);

function ages(rng: Rng): Problem {
  const k = rng.pick([2, 3, 4] as const);
  const child = rng.int(3, 12);
  // The gap between the ages is (k - 1)(child + x); keep it between 20 and 45 years.
  const low = Math.max(1, Math.ceil(20 / (k - 1)) - child);
  const high = Math.max(low, Math.min(25, Math.floor(45 / (k - 1)) - child));
  const x = rng.int(low, high);
  const adult = k * (child + x) - x;
  const [who, whose] = rng.pick(ADULTS);
  const kid = rng.pick(CHILDREN);
  return {
    pregunta: `${who} tiene ${adult} años y su ${kid}, ${child}. ¿Dentro de cuántos años la edad ${whose} será ${MULTIPLES[k]} de la de su ${kid}?`,
    correcta: years(x),
    distractores: rng
      .shuffle([adult - k * child, x + 1, x - 1, x + 2, x + k, Math.floor(adult / k) - child])
      .concat(x + 3, x + 4, x + 5)
      .filter((n) => n >= 1)
      .map(years),
    explicacion: `Dentro de x años las edades serán ${adult} + x y ${child} + x, y la primera debe ser ${MULTIPLES[k]} de la segunda: ${adult} + x = ${k} × (${child} + x). Al resolver la ecuación resulta x = ${x}: será dentro de ${years(x)}.`,
  };
}

const SPEEDS = [40, 50, 60, 70, 80, 90, 100, 110, 120];

function meeting(rng: Rng): Problem {
  const speedA = rng.pick(SPEEDS);
  const speedB = rng.pick(SPEEDS.filter((speed) => speed !== speedA));
  const minutes = 30 * rng.int(2, 8);
  const km = ((speedA + speedB) * minutes) / 60;
  const timeAt = (speed: number): number => (km * 60) / speed;
  const wrong = [
    timeAt(speedA),
    timeAt(speedB),
    timeAt(Math.abs(speedA - speedB)),
    minutes + 30,
    minutes - 30,
    minutes + 60,
  ];
  return {
    pregunta:
      `Dos ciudades están separadas por ${km} km. A la misma hora sale un coche de cada una, ` +
      `el uno hacia el otro, a ${speedA} km/h y a ${speedB} km/h. ¿Cuánto tardarán en cruzarse?`,
    correcta: formatDuration(minutes),
    distractores: rng
      .shuffle(wrong)
      .filter((m) => Number.isInteger(m) && m > 0)
      .map(formatDuration),
    explicacion: `Como van el uno hacia el otro, sus velocidades se suman: se acercan a ${speedA} + ${speedB} = ${speedA + speedB} km/h. El tiempo es la distancia entre esa velocidad: ${km} km ÷ ${speedA + speedB} km/h = ${formatDuration(minutes)}.`,
  };
}

function taps(rng: Rng): Problem {
  const [a, b, minutes] = drawUntil(() => {
    const fast = rng.int(2, 10);
    const slow = rng.int(fast + 1, 15);
    const together = (60 * fast * slow) / (fast + slow);
    return Number.isInteger(together) ? ([fast, slow, together] as const) : undefined;
  });
  return {
    pregunta: `Un grifo llena un depósito en ${a} horas y otro lo llena en ${b} horas. Si se abren los dos a la vez, ¿cuánto tardarán en llenarlo?`,
    correcta: formatDuration(minutes),
    distractores: rng
      .shuffle([30 * (a + b), 60 * (b - a), 30 * a, 60 * (a + b), minutes + 30])
      .map(formatDuration),
    explicacion: `En una hora el primer grifo llena 1/${a} del depósito y el segundo 1/${b}; juntos, 1/${a} + 1/${b}. El tiempo es el inverso de esa suma: ${a} × ${b} / (${a} + ${b}) horas, es decir, ${formatDuration(minutes)}.`,
  };
}

const ORDINALS = { 3: ['tres', 'cuarto'], 4: ['cuatro', 'quinto'] } as const;

function averageGrade(rng: Rng): Problem {
  const count = rng.pick([3, 4] as const);
  const { grades, mean, needed, sum } = drawUntil(() => {
    const marks = Array.from({ length: count }, () => rng.int(3, 10));
    const target = rng.int(5, 9);
    const total = marks.reduce((acc, n) => acc + n, 0);
    const missing = target * (count + 1) - total;
    return missing >= 0 && missing <= 10
      ? { grades: marks, mean: target, needed: missing, sum: total }
      : undefined;
  });
  const [many, nextOne] = ORDINALS[count];
  return {
    pregunta: `Las notas de ${rng.pick(NOMBRES)} en ${many} exámenes han sido ${joinSpanish(grades.map(formatInt))}. ¿Qué nota necesita en el ${nextOne} para que su media sea ${mean}?`,
    correcta: formatInt(needed),
    distractores: rng
      .shuffle([mean, needed + 1, needed - 1, needed + 2, needed - 2, mean * count - sum])
      .concat(rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))
      .filter((n) => n >= 0 && n <= 10)
      .map(formatInt),
    explicacion: `Para tener una media de ${mean} en ${count + 1} exámenes hacen falta ${mean} × ${count + 1} = ${mean * (count + 1)} puntos en total. Ya lleva ${sum}, así que le faltan ${mean * (count + 1)} - ${sum} = ${needed}.`,
  };
}

const GOODS = [
  ['botellas', 'Cuántas'],
  ['latas', 'Cuántas'],
  ['paquetes', 'Cuántos'],
  ['tarros', 'Cuántos'],
  ['bolsas', 'Cuántas'],
] as const;

function warehouse(rng: Rng): Problem {
  const boxes = rng.int(5, 20);
  const perBox = rng.int(6, 30);
  const total = boxes * perBox;
  const sold = rng.int(Math.ceil(total / 5), total - 1);
  const left = total - sold;
  const [goods, howMany] = rng.pick(GOODS);
  return {
    pregunta: `Un almacén recibe ${boxes} cajas con ${perBox} ${goods} cada una y vende ${sold} ${goods}. ¿${howMany} ${goods} le quedan?`,
    correcta: formatInt(left),
    distractores: rng
      .shuffle([total, left + perBox, left - perBox, left + 10, left - 10, sold - left])
      .concat(left + 1, left + 2, left + 3)
      .filter((n) => n >= 0)
      .map(formatInt),
    explicacion: `El almacén recibe ${boxes} × ${perBox} = ${total} ${goods}. Si vende ${sold}, le quedan ${total} - ${sold} = ${left}.`,
  };
}

const PROBLEMS = [shopping, ages, meeting, taps, averageGrade, warehouse] as const;

export const arithmeticProblemsGenerator: PsychotechnicGenerator = {
  id: 'arithmetic-problems',
  tema: TEMA_PROBLEMAS_ARITMETICOS,
  generate(seed, opciones) {
    const rng = createRng(seed);
    const problem = rng.pick(PROBLEMS)(rng);
    return buildQuestion(rng, { tema: TEMA_PROBLEMAS_ARITMETICOS, ...problem }, opciones);
  },
};
