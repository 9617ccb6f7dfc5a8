import { match, readClock, readCount, readDegrees, readDuration } from './parse';
import { unparsed } from './types';
import type { Solver } from './types';

// Independent of the generator on purpose: the platform's own calendar.
const WEEK = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const DAY_MS = 86_400_000;

function utc(day: string, month: string, year: string): Date {
  const m = MONTHS.indexOf(month);
  const date = new Date(Date.UTC(Number(year), m, Number(day)));
  if (m < 0 || date.getUTCDate() !== Number(day))
    throw new Error(`Not a real date: ${day} de ${month} de ${year}`);
  return date;
}

type Check = (respuesta: string) => boolean;
type Template = (q: string) => Check | undefined;

const weekdayOfDate: Template = (q) => {
  const m = match(
    q,
    /^Si el (\d+) de (\S+) de (\d+) es (\S+), ¿qué día de la semana será el (\d+) de (\S+) de (\d+)\?$/,
  );
  if (!m) return undefined;
  const [d1, m1, y1, stated, d2, m2, y2] = m as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const from = utc(d1, m1, y1);
  if (WEEK[from.getUTCDay()] !== stated) throw new Error(`False premise: ${q}`);
  const to = utc(d2, m2, y2);
  if (to <= from) throw new Error(`Target date is not later: ${q}`);
  return (r) => r === WEEK[to.getUTCDay()];
};

const weekdayAfter: Template = (q) => {
  const m = match(
    q,
    /^Si hoy es (\S+), ¿qué día de la semana (será dentro de|fue hace) (\d+) días\?$/,
  );
  if (!m) return undefined;
  const today = WEEK.indexOf(m[0] ?? '');
  if (today < 0) return undefined;
  // 2023-01-01 was a Sunday (getUTCDay 0): move to the stated weekday, then count days.
  const base = Date.UTC(2023, 0, 1 + today);
  const days = Number(m[2]) * (m[1] === 'fue hace' ? -1 : 1);
  return (r) => r === WEEK[new Date(base + days * DAY_MS).getUTCDay()];
};

const daysUntil: Template = (q) => {
  const m = match(
    q,
    /^Si hoy es (\d+) de (\S+) de (\d+), ¿cuántos días faltan para el (\d+) de (\S+) de (\d+)\?$/,
  );
  if (!m) return undefined;
  const [d1, m1, y1, d2, m2, y2] = m as [string, string, string, string, string, string];
  const gap = (utc(d2, m2, y2).getTime() - utc(d1, m1, y1).getTime()) / DAY_MS;
  return (r) => readCount(r, 'día', 'días') === gap;
};

const clockAngle: Template = (q) => {
  const m = match(
    q,
    /^¿Qué ángulo menor forman las agujas de un reloj analógico cuando (?:es la|son las) (\d{1,2}):(\d\d)\?$/,
  );
  if (!m) return undefined;
  const [h, min] = [Number(m[0]), Number(m[1])];
  const hourHand = (h % 12) * 30 + min / 2;
  const minuteHand = min * 6;
  const diff = Math.abs(hourHand - minuteHand);
  const angle = Math.min(diff, 360 - diff);
  return (r) => readDegrees(r) === angle;
};

const arrival: Template = (q) => {
  const m = match(
    q,
    /^Un (?:autobús|tren|avión|barco) sale a las (\d\d:\d\d) y el viaje dura (.+)\. ¿A qué hora llega\?$/,
  );
  if (!m) return undefined;
  const start = new Date(Date.UTC(2030, 0, 1) + readClock(m[0] ?? '') * 60_000);
  const end = new Date(start.getTime() + readDuration(m[1] ?? '') * 60_000);
  return (r) => readClock(r) === end.getUTCHours() * 60 + end.getUTCMinutes();
};

const driftingClock: Template = (q) => {
  const m = match(
    q,
    /^Un reloj se (adelanta|atrasa) (\d+) minutos cada hora\. Se pone en hora a las (\d\d:00)\. ¿Qué hora marcará cuando realmente sean las (\d\d:00)\?$/,
  );
  if (!m) return undefined;
  const [from, to] = [readClock(m[2] ?? ''), readClock(m[3] ?? '')];
  const drift = (Number(m[1]) * (to - from)) / 60;
  return (r) => readClock(r) === to + (m[0] === 'adelanta' ? drift : -drift);
};

const TEMPLATES = [weekdayOfDate, weekdayAfter, daysUntil, clockAngle, arrival, driftingClock];

export const solveCalendarsClocks: Solver = ({ pregunta }) => {
  const checks = TEMPLATES.map((t) => t(pregunta)).filter((c): c is Check => c !== undefined);
  if (checks.length !== 1) return unparsed(pregunta);
  return checks[0] as Check;
};
