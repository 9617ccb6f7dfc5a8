import type { Rng } from '../random';
import { createRng } from '../random';
import { buildQuestion, drawUntil, nearbyIntegers } from './build-question';
import type { QuestionDraft } from './build-question';
import {
  daysFromCivil,
  daysInMonth,
  formatDate,
  MONTHS,
  weekdayIndex,
  weekdayName,
} from './calendar';
import type { CivilDate } from './calendar';
import { formatClock, formatDuration, formatHalfDegrees, formatInt } from './format';
import type { PsychotechnicGenerator } from './types';

export const TEMA_CALENDARIOS_RELOJES = 'Psico - Calendarios y relojes';

type Problem = Omit<QuestionDraft, 'tema'>;

function randomDate(rng: Rng, year: number, fromMonth = 1, toMonth = 12): CivilDate {
  const month = rng.int(fromMonth, toMonth);
  return { year, month, day: rng.int(1, daysInMonth(year, month)) };
}

/** A later date 10 to 300 days after `from`, in the same year or the next one. */
function laterDate(rng: Rng, from: CivilDate): CivilDate {
  return drawUntil(() => {
    const sameYear = rng.chance(0.7);
    const to = sameYear
      ? randomDate(rng, from.year, from.month)
      : randomDate(rng, from.year + 1, 1, 6);
    const gap = daysFromCivil(to) - daysFromCivil(from);
    return gap >= 10 && gap <= 300 ? to : undefined;
  });
}

/** '104 = 7 × 14 + 6, así que se avanzan 6 días de la semana'. */
function weekShift(days: number, forward: boolean): string {
  const rest = days % 7;
  const split = `${days} = 7 × ${Math.floor(days / 7)} + ${rest}`;
  if (rest === 0) return `${split}, así que cae en el mismo día de la semana`;
  const verb = forward ? 'avanza' : 'retrocede';
  return rest === 1
    ? `${split}, así que se ${verb} 1 día de la semana`
    : `${split}, así que se ${verb}n ${rest} días de la semana`;
}

/** Other weekdays, nearest slips first (one or two days off). */
function otherWeekdays(rng: Rng, answer: number): string[] {
  return [...rng.shuffle([1, -1, 2, -2]), 3, -3].map((d) => weekdayName(answer + d));
}

function weekdayOfDate(rng: Rng): Problem {
  const from = randomDate(rng, rng.int(2024, 2035));
  const to = laterDate(rng, from);
  const gap = daysFromCivil(to) - daysFromCivil(from);
  const answer = weekdayIndex(to);
  return {
    pregunta: `Si el ${formatDate(from)} es ${weekdayName(weekdayIndex(from))}, ¿qué día de la semana será el ${formatDate(to)}?`,
    correcta: weekdayName(answer),
    distractores: otherWeekdays(rng, answer),
    explicacion: `Entre las dos fechas hay ${gap} días, y ${weekShift(gap, true)}. Por tanto, será ${weekdayName(answer)}.`,
  };
}

function weekdayAfter(rng: Rng): Problem {
  const today = rng.int(0, 6);
  const days = rng.int(8, 400);
  const future = rng.chance(0.6);
  const answer = today + (future ? days : -days);
  const when = future ? `será dentro de ${days} días` : `fue hace ${days} días`;
  return {
    pregunta: `Si hoy es ${weekdayName(today)}, ¿qué día de la semana ${when}?`,
    correcta: weekdayName(answer),
    distractores: otherWeekdays(rng, answer),
    explicacion: `La semana se repite cada 7 días, y ${weekShift(days, future)}. Por tanto, ${future ? 'será' : 'fue'} ${weekdayName(answer)}.`,
  };
}

const dayCount = (n: number): string => (n === 1 ? '1 día' : `${formatInt(n)} días`);

/** '28 (resto de marzo) + 30 (abril) + 21 (mayo)': how a candidate counts the days by hand. */
function countByMonths(from: CivilDate, to: CivilDate): string {
  if (from.year === to.year && from.month === to.month) return `${to.day} - ${from.day}`;
  const rest = daysInMonth(from.year, from.month) - from.day;
  const parts = rest > 0 ? [`${rest} (resto de ${MONTHS[from.month - 1] ?? ''})`] : [];
  let { year, month } = from;
  for (;;) {
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
    if (year === to.year && month === to.month) break;
    parts.push(`${daysInMonth(year, month)} (${MONTHS[month - 1] ?? ''})`);
  }
  parts.push(`${to.day} (${MONTHS[to.month - 1] ?? ''})`);
  return parts.join(' + ');
}

function daysUntil(rng: Rng): Problem {
  const from = randomDate(rng, rng.int(2024, 2035));
  const to = laterDate(rng, from);
  const gap = daysFromCivil(to) - daysFromCivil(from);
  return {
    pregunta: `Si hoy es ${formatDate(from)}, ¿cuántos días faltan para el ${formatDate(to)}?`,
    correcta: dayCount(gap),
    distractores: [...rng.shuffle([gap + 1, gap - 1, gap + 2]), ...nearbyIntegers(gap)].map(
      dayCount,
    ),
    explicacion: `Se cuentan los días que quedan de cada mes hasta la fecha: ${countByMonths(from, to)} = ${dayCount(gap)}.`,
  };
}

const readingOf = (hour: number, minutes: number): string =>
  `${hour === 1 ? 'es la' : 'son las'} ${hour}:${String(minutes).padStart(2, '0')}`;

/** Smaller angle between two positions, all in half degrees (720 = full turn). */
const smallerAngle = (a: number, b: number): number => {
  const diff = Math.abs(a - b) % 720;
  return Math.min(diff, 720 - diff);
};

function clockAngle(rng: Rng): Problem {
  const hour = rng.int(1, 12);
  const minutes = 5 * rng.int(0, 11);
  // In half degrees the hour hand moves 60 per hour plus 1 per minute; the minute hand 12 per minute.
  const hourHand = 60 * (hour % 12) + minutes;
  const minuteHand = 12 * minutes;
  const answer = smallerAngle(hourHand, minuteHand);
  const withoutHourDrift = smallerAngle(60 * (hour % 12), minuteHand);
  // 'Ángulo menor' is never above 180° (360 half degrees): no option may be either.
  const wrong = [
    withoutHourDrift,
    answer + 60,
    answer - 60,
    answer + 20,
    answer - 20,
    answer + 120,
    answer - 120,
    answer + 30,
    answer - 30,
  ];
  return {
    pregunta: `¿Qué ángulo menor forman las agujas de un reloj analógico cuando ${readingOf(hour, minutes)}?`,
    correcta: formatHalfDegrees(answer),
    distractores: wrong.filter((a) => a >= 0 && a <= 360).map(formatHalfDegrees),
    explicacion: `La aguja horaria avanza 30° por hora y 0,5° por minuto, y la minutera, 6° por minuto. A esa hora la horaria está a ${formatHalfDegrees(hourHand)} de las 12 y la minutera a ${formatHalfDegrees(minuteHand)}; la diferencia es de ${formatHalfDegrees(Math.abs(hourHand - minuteHand))}. El ángulo menor es el que no supera los 180°: ${formatHalfDegrees(answer)}.`,
  };
}

function arrival(rng: Rng): Problem {
  const departure = 5 * rng.int(0, 287);
  const duration = 5 * rng.int(7, 120);
  const answer = departure + duration;
  const vehicle = rng.pick(['Un autobús', 'Un tren', 'Un avión', 'Un barco']);
  return {
    pregunta: `${vehicle} sale a las ${formatClock(departure)} y el viaje dura ${formatDuration(duration)}. ¿A qué hora llega?`,
    correcta: formatClock(answer),
    distractores: [
      ...rng.shuffle([answer + 60, answer - 60, answer + 10, answer - 10]),
      answer + 30,
    ].map(formatClock),
    explicacion: `Se suma la duración a la hora de salida: ${formatClock(departure)} + ${formatDuration(duration)} = ${formatClock(answer)}${answer >= 24 * 60 ? ' del día siguiente' : ''}.`,
  };
}

function driftingClock(rng: Rng): Problem {
  const drift = rng.int(2, 6);
  const fast = rng.chance(0.5);
  const start = rng.int(6, 12);
  const hours = rng.int(3, 10);
  const real = 60 * (start + hours);
  const offset = drift * hours;
  const answer = fast ? real + offset : real - offset;
  const wrong = [
    fast ? real - offset : real + offset,
    fast ? answer - drift : answer + drift,
    fast ? answer + drift : answer - drift,
    real,
  ];
  return {
    pregunta: `Un reloj se ${fast ? 'adelanta' : 'atrasa'} ${drift} minutos cada hora. Se pone en hora a las ${formatClock(60 * start)}. ¿Qué hora marcará cuando realmente sean las ${formatClock(real)}?`,
    correcta: formatClock(answer),
    distractores: rng.shuffle(wrong).map(formatClock),
    explicacion: `Desde que se pone en hora pasan ${hours} horas, y en ellas se ${fast ? 'adelanta' : 'atrasa'} ${hours} × ${drift} = ${offset} minutos. Por eso marcará las ${formatClock(answer)}.`,
  };
}

const VARIANTS = [
  weekdayOfDate,
  weekdayAfter,
  daysUntil,
  clockAngle,
  arrival,
  driftingClock,
] as const;

export const calendarsClocksGenerator: PsychotechnicGenerator = {
  id: 'calendars-clocks',
  tema: TEMA_CALENDARIOS_RELOJES,
  generate(seed, opciones) {
    const rng = createRng(seed);
    return buildQuestion(
      rng,
      { tema: TEMA_CALENDARIOS_RELOJES, ...rng.pick(VARIANTS)(rng) },
      opciones,
    );
  },
};
