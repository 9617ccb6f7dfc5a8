// The weeks of a physical plan, written once for the server and the device: how many weeks a
// plan has (spec §9), each week's done flag and the plan's progress (spec §4).
import { weeksInRange } from '../ai-local/dates';
import type { PhysicalPlanAi, PhysicalWeekData } from '../contract/plans';
import { physicalWeekSchema } from '../contract/ai-output';

/** What is stored in planes_fisicos.plan_ia: week i+1 at index i, null while not generated. */
export interface StoredPhysicalAi {
  plan: (unknown | null)[];
  resumen: string | null;
}

/** The stored weeks, each checked against the Week shape; anything unreadable reads as not generated. */
export function readPlanAi(stored: StoredPhysicalAi | null): PhysicalPlanAi {
  const plan = (stored?.plan ?? []).map((week): PhysicalWeekData | null => {
    if (week === null || week === undefined) return null;
    const parsed = physicalWeekSchema.safeParse(week);
    return parsed.success ? parsed.data : null;
  });
  while (plan.length > 0 && plan[plan.length - 1] === null) plan.pop();
  return { plan, resumen: stored?.resumen ?? null };
}

export function generatedWeeks(ai: PhysicalPlanAi): number {
  return ai.plan.filter((w) => w !== null).length;
}

/** Spec §9: weeks = max(generated weeks, ceil(days in range / 7)). */
export function totalWeeks(fechaInicio: string, fechaFin: string, ai: PhysicalPlanAi): number {
  return Math.max(ai.plan.length, weeksInRange(fechaInicio, fechaFin));
}

/** One flag per week, padded with false (or cut) to the plan's weeks. */
export function avanceFor(stored: readonly boolean[], weeks: number): boolean[] {
  return Array.from({ length: weeks }, (_, i) => stored[i] === true);
}

/** Spec §4: completed weeks / total weeks, 0-1. */
export function avanceRatio(avance: readonly boolean[]): number {
  return avance.length === 0 ? 0 : avance.filter(Boolean).length / avance.length;
}

/** The progress shown to the user: whole percent (spec §9, 'Progress percentages rounded'). */
export function progressPercent(ratio: number): number {
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100);
}
