// Spanish formatting for every screen (spec §9): numbers and dates through Intl with
// es-ES, with a decimal comma, lists joined with ', ', dates dd/MM/yyyy and times in the device's own
// time zone. A calendar date ('yyyy-MM-dd', a plan's start or end) is a day, not an instant: it
// is shown as written, never moved by the time zone.

const LOCALE = 'es-ES';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Built on first use rather than when the module loads, so they take the time zone in force then.
let formatters:
  | {
      date: Intl.DateTimeFormat;
      calendar: Intl.DateTimeFormat;
      time: Intl.DateTimeFormat;
      stamp: Intl.DateTimeFormat;
    }
  | undefined;

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const HOUR = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

function fmt() {
  formatters ??= {
    date: new Intl.DateTimeFormat(LOCALE, DAY),
    calendar: new Intl.DateTimeFormat(LOCALE, { ...DAY, timeZone: 'UTC' }),
    time: new Intl.DateTimeFormat(LOCALE, HOUR),
    stamp: new Intl.DateTimeFormat(LOCALE, { ...DAY, ...HOUR }),
  };
  return formatters;
}

type DateInput = number | string | Date;

function calendarDay(value: DateInput): Date | null {
  if (typeof value !== 'string') return null;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
}

/** 22/11/2026: an instant on the device's calendar, or a 'yyyy-MM-dd' day as it is. */
export function formatDate(value: DateInput): string {
  const day = calendarDay(value);
  return day ? fmt().calendar.format(day) : fmt().date.format(new Date(value));
}

/** 22/11/2026 10:30, in the device's time zone. */
export function formatDateTime(value: DateInput): string {
  const at = new Date(value);
  return `${fmt().date.format(at)} ${fmt().time.format(at)}`;
}

/**
 * 2026-11-22 10:30 in the device's time zone: the spec's shape for a comment's date and the
 * last test of a process (the ISO date-time cut to 16 characters, T replaced by a space), read
 * as local time instead of the instant's UTC digits.
 */
export function formatStamp(value: DateInput): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of fmt().stamp.formatToParts(new Date(value))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A fixed number of decimals with a comma: 7,25 (the spec's 2-decimal notas). */
export function formatNumber(value: number, decimals = 2): string {
  return value.toLocaleString(LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** Up to `maxDecimals` decimals, none when whole: 0,5 · 1 · 2,25. */
export function formatDecimal(value: number, maxDecimals = 2): string {
  return value.toLocaleString(LOCALE, { maximumFractionDigits: maxDecimals });
}

/**
 * Names one after another with ', ': from a list, or from the comma-joined text the API stores
 * (a test's temas and secciones, a stage's topics). Not Intl.ListFormat: es-ES puts 'y' before
 * the last name, which reads as if a topic list were a sentence and differs with two names.
 */
export function formatList(items: readonly string[] | string | null | undefined): string {
  const list = (typeof items === 'string' ? items.split(',') : (items ?? []))
    .map((item) => item.trim())
    .filter(Boolean);
  return list.join(', ');
}
