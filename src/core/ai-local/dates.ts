/** Calendar dates as 'yyyy-MM-dd' strings, computed in UTC so no time zone shifts a day. */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const WEEKDAYS = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;

function toTime(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new RangeError(`Fecha no válida: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** True for a real calendar date written as yyyy-MM-dd (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  return new Date(toTime(value)).toISOString().slice(0, 10) === value;
}

export function addDays(iso: string, days: number): string {
  return new Date(toTime(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

export function weekdayOf(iso: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(toTime(iso)).getUTCDay()] ?? 'lunes';
}

/** dd/MM/yyyy, the spec's plan date format. */
export function formatDateEs(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Number of 7-day weeks that cover the range, both ends included (at least 1). */
export function weeksInRange(start: string, end: string): number {
  return Math.max(1, Math.ceil((daysBetween(start, end) + 1) / 7));
}

/** First and last day of week `n` (1-based) of a range, the last clipped to the range's end. */
export function weekBounds(
  start: string,
  end: string,
  n: number,
): { fecha_inicio: string; fecha_fin: string } {
  const first = addDays(start, (n - 1) * 7);
  const last = addDays(first, 6);
  const clip = daysBetween(last, end) < 0 && daysBetween(first, end) >= 0;
  return { fecha_inicio: first, fecha_fin: clip ? end : last };
}
