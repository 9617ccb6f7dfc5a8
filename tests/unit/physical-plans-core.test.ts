import { describe, expect, it } from 'vitest';
import { buildPhysicalWeek } from '../../src/core/ai-local';
import {
  avanceFor,
  avanceRatio,
  generatedWeeks,
  progressPercent,
  readPlanAi,
  totalWeeks,
} from '../../src/core/plans/physical-weeks';

const week = (semana: number) =>
  buildPhysicalWeek({
    tipo_prueba: 'Bombero',
    fecha_inicio: '2026-03-02',
    fecha_fin: '2026-04-26',
    semana,
  });

describe('physical plan weeks (spec §9: max(generated, ceil(days / 7)))', () => {
  it.each([
    ['2026-03-02', '2026-03-02', 1],
    ['2026-03-02', '2026-03-08', 1],
    ['2026-03-02', '2026-03-09', 2],
    ['2026-03-02', '2026-04-26', 8],
    ['2026-03-02', '2026-04-27', 9],
    ['2024-02-26', '2024-03-04', 2],
  ])('%s to %s has %i weeks with nothing generated', (from, to, weeks) => {
    expect(totalWeeks(from, to, { plan: [], resumen: null })).toBe(weeks);
  });

  it('counts the generated weeks when they are more than the dates give', () => {
    const ai = readPlanAi({ plan: [week(1), null, null, week(4)], resumen: null });
    expect(generatedWeeks(ai)).toBe(2);
    expect(totalWeeks('2026-03-02', '2026-03-15', ai)).toBe(4);
    expect(totalWeeks('2026-03-02', '2026-04-26', ai)).toBe(8);
  });

  it('reads unreadable stored weeks as not generated and drops trailing empty ones', () => {
    const ai = readPlanAi({ plan: [week(1), { titulo: 3 }, null], resumen: 'R' });
    expect(ai.plan).toEqual([week(1)]);
    expect(ai.resumen).toBe('R');
    expect(readPlanAi(null)).toEqual({ plan: [], resumen: null });
  });
});

describe('physical plan progress (spec §4: completed / total weeks, rounded)', () => {
  it('pads or cuts the done flags to the plan weeks', () => {
    expect(avanceFor([true], 3)).toEqual([true, false, false]);
    expect(avanceFor([true, false, true, true], 2)).toEqual([true, false]);
  });

  it('is completed over total, 0 for no weeks', () => {
    expect(avanceRatio([true, false, false])).toBeCloseTo(1 / 3);
    expect(avanceRatio([])).toBe(0);
    expect(avanceRatio([true, true])).toBe(1);
  });

  it.each([
    [1 / 3, 33],
    [2 / 3, 67],
    [0.125, 13],
    [0.005, 1],
    [0.004, 0],
    [1, 100],
    [1.2, 100],
    [-0.1, 0],
  ])('%f shows as %i %%', (ratio, percent) => {
    expect(progressPercent(ratio)).toBe(percent);
  });
});
