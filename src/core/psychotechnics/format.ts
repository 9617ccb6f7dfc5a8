/** Spanish number formats for question texts and options (decimal comma, RAE grouping). */

function groupThousands(digits: string): string {
  // RAE: four-digit numbers are written without a separator.
  if (digits.length <= 4) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function formatInt(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + groupThousands(String(Math.abs(Math.trunc(value))));
}

/** `scaled` is the value times 10^decimals, so amounts stay exact integers. */
export function formatFixed(scaled: number, decimals: number): string {
  const factor = 10 ** decimals;
  const sign = scaled < 0 ? '-' : '';
  const abs = Math.abs(scaled);
  const whole = groupThousands(String(Math.floor(abs / factor)));
  if (decimals === 0) return sign + whole;
  const fraction = String(abs % factor).padStart(decimals, '0');
  return `${sign}${whole},${fraction}`;
}

export function formatEuros(cents: number): string {
  return `${formatFixed(cents, 2)} €`;
}

export function formatPercent(value: number): string {
  return `${formatInt(value)} %`;
}

/** Durations as '2 h 15 min', '2 h' or '45 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Minutes since midnight (any integer) as a 24-hour clock reading 'hh:mm'. */
export function formatClock(minutes: number): string {
  const day = 24 * 60;
  const normalized = ((minutes % day) + day) % day;
  const hh = String(Math.floor(normalized / 60)).padStart(2, '0');
  const mm = String(normalized % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** Angles kept in half degrees so 127,5° stays exact. */
export function formatHalfDegrees(halfDegrees: number): string {
  return halfDegrees % 2 === 0 ? `${halfDegrees / 2}°` : `${formatFixed(halfDegrees * 5, 1)}°`;
}

export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1] ?? ''}`;
}
