// Spanish formatting through Intl es-ES: what every screen outside the quiz
// shows for numbers, lists, dates and times. The device's time zone is Madrid here, so a UTC
// instant must come out in local time (11:30 in winter, 12:30 in summer for 10:30 UTC).
process.env.TZ = 'Europe/Madrid';

import { describe, expect, it } from 'vitest';

const { formatDate, formatDateTime, formatDecimal, formatList, formatNumber, formatStamp } =
  await import('../../src/lib/format');

describe('numbers', () => {
  it('writes a decimal comma with the spec’s two decimals for notas', () => {
    expect(formatNumber(7.25)).toBe('7,25');
    expect(formatNumber(5)).toBe('5,00');
    expect(formatNumber(0.456, 1)).toBe('0,5');
  });
  it('drops trailing zeros for hours and RPE: 0,5 h, not 0.5 h', () => {
    expect(`${formatDecimal(0.5)} h`).toBe('0,5 h');
    expect(formatDecimal(2)).toBe('2');
    expect(formatDecimal(1.255)).toBe('1,26');
    expect(formatDecimal(7.5, 0)).toBe('8');
  });
});

describe('lists', () => {
  it('joins the topics stored comma-joined with a comma and a space', () => {
    expect(formatList('Psico - Series numéricas,Psico - Razonamiento verbal')).toBe(
      'Psico - Series numéricas, Psico - Razonamiento verbal',
    );
  });
  it('joins every item the same way, the last one too, from an array', () => {
    expect(formatList(['Tema 1', ' Tema 2 ', 'Tema 3'])).toBe('Tema 1, Tema 2, Tema 3');
  });
  it('gives an empty text for nothing, so the screen can show its dash', () => {
    expect(formatList('')).toBe('');
    expect(formatList(null)).toBe('');
    expect(formatList(' , ')).toBe('');
    expect(formatList('Solo uno')).toBe('Solo uno');
  });
});

describe('dates and times', () => {
  it('shows an instant as dd/MM/yyyy on the device’s calendar', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
    expect(formatDate(Date.UTC(2026, 1, 3, 12))).toBe('03/02/2026');
  });
  it('shows a plan’s yyyy-MM-dd day as written, never moved by the time zone', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });
  it('shows date and time in local time, 24 h', () => {
    expect(formatDateTime('2026-01-15T10:30:00Z')).toBe('15/01/2026 11:30');
    expect(formatDateTime('2026-07-15T22:05:00Z')).toBe('16/07/2026 00:05');
  });
  it('keeps the spec’s yyyy-MM-dd HH:mm shape for comments and the last test, in local time', () => {
    expect(formatStamp('2026-11-21T10:30:00.000Z')).toBe('2026-11-21 11:30');
    expect(formatStamp('2026-06-30T23:15:00Z')).toBe('2026-07-01 01:15');
  });
});
