/**
 * Strict readers for option texts, written apart from the generators' formatters: an option that
 * is not in the expected shape reads as NaN and so can never count as the right answer.
 */

const whole = (pattern: RegExp, text: string): RegExpMatchArray | null =>
  text.match(new RegExp(`^${pattern.source}$`));

/** '1.234' or '56' (grouping dots only from five digits, as the RAE advises). */
export function readInteger(text: string): number {
  const m = whole(/(-?)(\d{1,4}|\d{1,3}(?:\.\d{3})+)/, text);
  if (!m) return Number.NaN;
  const digits = (m[2] ?? '').replaceAll('.', '');
  if (m[2]?.includes('.') && digits.length < 5) return Number.NaN;
  return Number(`${m[1] ?? ''}${digits}`);
}

/** '10,10 €' or '900 €' as cents. */
export function readEuros(text: string): number {
  const m = whole(/(\S+?)(?:,(\d{2}))? €/, text);
  if (!m) return Number.NaN;
  return readInteger(m[1] ?? '') * 100 + Number(m[2] ?? '0');
}

/** A number written in a question ('6,80' or '12'), scaled to hundredths. */
export function readHundredths(text: string): number {
  const [units = '', cents = ''] = text.split(',');
  if (cents !== '' && !/^\d{2}$/.test(cents)) return Number.NaN;
  return readInteger(units) * 100 + Number(cents || '0');
}

export function readPercent(text: string): number {
  const m = whole(/(\d+) %/, text);
  return m ? Number(m[1]) : Number.NaN;
}

/** '2 h 15 min', '2 h' or '45 min' as minutes. */
export function readDuration(text: string): number {
  const m = whole(/(?:(\d+) h)?(?: ?(\d+) min)?/, text);
  if (!m || text.trim() === '' || (m[1] === undefined && m[2] === undefined)) return Number.NaN;
  const minutes = Number(m[2] ?? '0');
  if (m[1] !== undefined && m[2] !== undefined && (minutes === 0 || minutes >= 60))
    return Number.NaN;
  return Number(m[1] ?? '0') * 60 + minutes;
}

/** '02:35' as minutes after midnight. */
export function readClock(text: string): number {
  const m = whole(/([01]\d|2[0-3]):([0-5]\d)/, text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** '127,5°' or '90°' in degrees. */
export function readDegrees(text: string): number {
  const m = whole(/(\d+)(?:,(5))?°/, text);
  return m ? Number(m[1]) + (m[2] ? 0.5 : 0) : Number.NaN;
}

/** '14 años', '1 año', '15 días', '1 día'. */
export function readCount(text: string, singular: string, plural: string): number {
  const m = whole(/(\d+) (\S+)/, text);
  if (!m) return Number.NaN;
  const n = readInteger(m[1] ?? '');
  return m[2] === (n === 1 ? singular : plural) ? n : Number.NaN;
}

/** '6, 7, 5 y 8' → [6, 7, 5, 8]. */
export function readList(text: string): number[] {
  return text.split(/, | y /).map(readInteger);
}

export function match(text: string, pattern: RegExp): string[] | undefined {
  const m = text.match(pattern);
  return m ? m.slice(1).map((group) => group ?? '') : undefined;
}
