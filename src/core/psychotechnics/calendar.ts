/** Calendar arithmetic on the proleptic Gregorian calendar, without the platform Date. */

export const WEEKDAYS = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;

export const MONTHS = [
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
] as const;

export interface CivilDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days since 1970-01-01 (H. Hinnant's days_from_civil). */
export function daysFromCivil({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** 0 = lunes … 6 = domingo (1970-01-01 was a Thursday). */
export function weekdayIndex(date: CivilDate): number {
  return (((daysFromCivil(date) + 3) % 7) + 7) % 7;
}

export function weekdayName(index: number): string {
  return WEEKDAYS[((index % 7) + 7) % 7] ?? 'lunes';
}

export function formatDate({ year, month, day }: CivilDate): string {
  return `${day} de ${MONTHS[month - 1] ?? ''} de ${year}`;
}
