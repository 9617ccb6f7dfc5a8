import { describe, expect, it } from 'vitest';
import { timeWarning } from '../../src/core/quiz';

const MIN = 60_000;

describe('timeWarning: what screen readers hear about the time', () => {
  it('says the 5- and the 1-minute marks once crossed, and nothing in between or before', () => {
    const start = 6 * MIN;
    expect(timeWarning(start, start)).toBe('');
    expect(timeWarning(5 * MIN + 1, start)).toBe('');
    expect(timeWarning(5 * MIN, start)).toBe('Quedan 5 minutos');
    expect(timeWarning(2 * MIN, start)).toBe('Quedan 5 minutos');
    expect(timeWarning(MIN, start)).toBe('Queda 1 minuto');
    expect(timeWarning(0, start)).toBe('Queda 1 minuto');
  });
  it('does not announce a mark the test started below', () => {
    expect(timeWarning(3 * MIN, 3 * MIN)).toBe('');
    expect(timeWarning(2 * MIN, 3 * MIN)).toBe('');
    expect(timeWarning(MIN, 3 * MIN)).toBe('Queda 1 minuto');
    expect(timeWarning(30_000, MIN)).toBe('');
  });
  it('gives the latest mark after a sleep that jumped past both', () => {
    expect(timeWarning(30_000, 30 * MIN)).toBe('Queda 1 minuto');
  });
});
