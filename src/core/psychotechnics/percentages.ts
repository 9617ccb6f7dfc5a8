import type { Rng } from '../random';
import { createRng } from '../random';
import { buildQuestion, drawUntil } from './build-question';
import type { QuestionDraft } from './build-question';
import { formatEuros, formatFixed, formatInt, formatPercent, joinSpanish } from './format';
import { NOMBRES } from './names';
import type { PsychotechnicGenerator } from './types';

export const TEMA_PORCENTAJES = 'Psico - Porcentajes y regla de tres';

type Problem = Omit<QuestionDraft, 'tema'>;

const euros = (amount: number): string => `${formatInt(amount)} €`;

function percentOf(rng: Rng): Problem {
  const percent = 5 * rng.int(1, 19);
  const whole = 20 * rng.int(2, 60);
  const part = (whole * percent) / 100;
  return {
    pregunta: `¿Cuánto es el ${formatPercent(percent)} de ${formatInt(whole)}?`,
    correcta: formatInt(part),
    distractores: rng
      .shuffle([part * 10, whole - part, part + 5, part * 2, part - 5, part + percent])
      .concat(part + 10, part + 20, part + 30)
      .filter((n) => n > 0)
      .map(formatInt),
    explicacion: `Para hallar un porcentaje se multiplica por él y se divide entre 100: ${formatInt(whole)} × ${percent} / 100 = ${formatInt(part)}.`,
  };
}

function whichPercent(rng: Rng): Problem {
  const percent = 5 * rng.int(1, 19);
  const whole = 20 * rng.int(2, 60);
  const part = (whole * percent) / 100;
  return {
    pregunta: `¿Qué porcentaje de ${formatInt(whole)} es ${formatInt(part)}?`,
    correcta: formatPercent(percent),
    distractores: rng
      .shuffle([100 - percent, percent + 5, percent - 5, percent + 10, percent - 10])
      .filter((n) => n > 0 && n < 100)
      .map(formatPercent),
    explicacion: `El porcentaje es la parte entre el total, multiplicado por 100: ${formatInt(part)} / ${formatInt(whole)} × 100 = ${formatPercent(percent)}.`,
  };
}

const STEPS = [10, 20, 25, 30, 40, 50];

function riseThenFall(rng: Rng): Problem {
  const { price, up, down, finalCents } = drawUntil(() => {
    const base = rng.int(20, 400);
    const rise = rng.pick(STEPS);
    const fall = rng.pick(STEPS);
    const scaled = base * (100 + rise) * (100 - fall);
    return scaled % 100 === 0
      ? { price: base, up: rise, down: fall, finalCents: scaled / 100 }
      : undefined;
  });
  const afterRise = price * (100 + up);
  return {
    pregunta: `Un producto cuesta ${euros(price)}. Su precio sube un ${formatPercent(up)} y, después, el nuevo precio baja un ${formatPercent(down)}. ¿Cuánto cuesta al final?`,
    correcta: formatEuros(finalCents),
    distractores: rng
      .shuffle([
        price * (100 + up - down),
        afterRise,
        finalCents + 100,
        finalCents - 100,
        price * (100 - down),
      ])
      .concat(finalCents + 50, finalCents - 50, finalCents + 200)
      .filter((cents) => cents > 0)
      .map(formatEuros),
    explicacion: `Los porcentajes sucesivos no se suman: cada uno se aplica al precio que resulta del anterior. Tras la subida, ${euros(price)} × ${formatFixed(100 + up, 2)} = ${formatEuros(afterRise)}; tras la bajada, ${formatEuros(afterRise)} × ${formatFixed(100 - down, 2)} = ${formatEuros(finalCents)}.`,
  };
}

const ARTICLES = [
  'un abrigo',
  'una bicicleta',
  'un televisor',
  'una lámpara',
  'un sofá',
  'una impresora',
] as const;

function beforeDiscount(rng: Rng): Problem {
  const original = rng.int(20, 600);
  const percent = rng.pick([10, 15, 20, 25, 30, 40, 50]);
  const paidCents = original * (100 - percent);
  const addBack = Math.round((paidCents * (100 + percent)) / 100);
  return {
    pregunta: `Tras aplicarle un descuento del ${formatPercent(percent)}, ${rng.pick(ARTICLES)} cuesta ${formatEuros(paidCents)}. ¿Cuál era su precio antes del descuento?`,
    correcta: formatEuros(original * 100),
    distractores: rng
      .shuffle([addBack, paidCents + percent * 100, original * 100 + 500, original * 100 - 500])
      .concat(original * 100 + 1000, original * 100 - 1000, original * 100 + 200)
      .filter((cents) => cents > 0)
      .map(formatEuros),
    explicacion: `El precio pagado es el ${formatPercent(100 - percent)} del original, así que el original es ${formatEuros(paidCents)} / ${100 - percent} × 100 = ${formatEuros(original * 100)}. Sumar el ${formatPercent(percent)} al precio rebajado no devuelve el original.`,
  };
}

const GOODS = [
  'kg de naranjas',
  'kg de manzanas',
  'litros de aceite',
  'metros de cable',
  'kg de arroz',
] as const;

function directRule(rng: Rng): Problem {
  const unit = 5 * rng.int(12, 90);
  const known = rng.int(2, 9);
  const asked = rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15].filter((n) => n !== known));
  const goods = rng.pick(GOODS);
  const answer = unit * asked;
  return {
    pregunta: `Si ${known} ${goods} cuestan ${formatEuros(unit * known)}, ¿cuánto cuestan ${asked} ${goods}?`,
    correcta: formatEuros(answer),
    distractores: rng
      .shuffle([
        Math.round((unit * known * known) / asked),
        unit * known + (asked - known) * 100,
        answer + 10,
        answer - 10,
        unit * (asked + 1),
      ])
      .concat(answer + 50, answer - 50, answer + 100)
      .filter((cents) => cents > 0)
      .map(formatEuros),
    explicacion: `Es una regla de tres directa: a más cantidad, más precio. Una unidad cuesta ${formatEuros(unit * known)} / ${known} = ${formatEuros(unit)}, y ${asked} cuestan ${formatEuros(unit)} × ${asked} = ${formatEuros(answer)}.`,
  };
}

function inverseRule(rng: Rng): Problem {
  const { workers, days, others, answer } = drawUntil(() => {
    const w1 = rng.int(2, 12);
    const w2 = rng.int(2, 12);
    const d1 = rng.int(2, 30);
    const d2 = (w1 * d1) / w2;
    return w1 !== w2 && Number.isInteger(d2)
      ? { workers: w1, days: d1, others: w2, answer: d2 }
      : undefined;
  });
  const direct = (days * others) / workers;
  const dayWord = (n: number): string => (n === 1 ? '1 día' : `${n} días`);
  return {
    pregunta: `Un equipo de ${workers} operarios tarda ${days} días en pintar una nave. ¿Cuántos días tardaría un equipo de ${others} operarios trabajando al mismo ritmo?`,
    correcta: dayWord(answer),
    distractores: rng
      .shuffle([direct, days + workers - others, answer + 1, answer - 1, answer + 2])
      .concat(answer + 3, answer + 4, answer + 5)
      .filter((n) => Number.isInteger(n) && n > 0)
      .map(dayWord),
    explicacion: `Es una regla de tres inversa: a más operarios, menos días. El trabajo total es ${workers} × ${days} = ${workers * days} jornadas, y ${others} operarios lo terminan en ${workers * days} / ${others} = ${answer} días.`,
  };
}

function proportionalShare(rng: Rng): Problem {
  const people = rng.shuffle(NOMBRES).slice(0, 3);
  const parts = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3);
  const unit = 10 * rng.int(1, 20);
  const sum = parts.reduce((acc, n) => acc + n, 0);
  const asked = rng.int(0, 2);
  const share = (i: number): number => unit * (parts[i] ?? 0);
  return {
    pregunta: `Se reparten ${euros(unit * sum)} entre ${joinSpanish(people)} de forma directamente proporcional a ${joinSpanish(parts.map(formatInt))}, respectivamente. ¿Cuánto recibe ${people[asked] ?? ''}?`,
    correcta: euros(share(asked)),
    distractores: rng
      .shuffle([
        share((asked + 1) % 3),
        share((asked + 2) % 3),
        share(asked) + unit,
        share(asked) - unit,
        (unit * sum) / 3,
      ])
      .concat(share(asked) + 2 * unit, share(asked) + 5, share(asked) + 10)
      .filter((n) => Number.isInteger(n) && n > 0)
      .map(euros),
    explicacion: `Se suman las partes (${sum}) y se divide el total entre ellas: cada parte vale ${euros(unit * sum)} / ${sum} = ${euros(unit)}. A ${people[asked] ?? ''} le tocan ${parts[asked] ?? 0} partes, es decir, ${euros(share(asked))}.`,
  };
}

const PROBLEMS = [
  percentOf,
  whichPercent,
  riseThenFall,
  beforeDiscount,
  directRule,
  inverseRule,
  proportionalShare,
] as const;

export const percentagesGenerator: PsychotechnicGenerator = {
  id: 'percentages-rule-of-three',
  tema: TEMA_PORCENTAJES,
  generate(seed, opciones) {
    const rng = createRng(seed);
    const problem = rng.pick(PROBLEMS)(rng);
    return buildQuestion(rng, { tema: TEMA_PORCENTAJES, ...problem }, opciones);
  },
};
