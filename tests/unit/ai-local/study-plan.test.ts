import { describe, expect, it } from 'vitest';
import { buildStudyPlan, describePlan, weeksInRange } from '../../../src/core/ai-local';
import type { StudyPlan } from '../../../src/core/ai-local';
import { studyPlanOutputSchema } from '../../../src/core/contract';

const TEMAS = [
  'La Constitución Española de 1978',
  'La Corona',
  'Las Cortes Generales',
  'El Gobierno',
  'El Poder Judicial',
  'La organización territorial del Estado',
  'La Unión Europea',
  'El procedimiento administrativo común',
  'El régimen jurídico del sector público',
  'La protección de datos',
  'El personal al servicio de las Administraciones públicas',
  'La igualdad de género',
];

const base = {
  fecha_inicio: '2026-01-12',
  fecha_fin: '2026-05-03',
  temas: TEMAS,
  proceso: 'Auxiliar Administrativo del Estado',
};

function activities(plan: StudyPlan) {
  return plan.plan.flatMap((w) => w.actividades);
}

function firstNewStudy(plan: StudyPlan, tema: string) {
  return activities(plan).find(
    (a) => a.tema === tema && a.actividad.startsWith('Estudio de materia nueva'),
  );
}

describe('local study plan', () => {
  it('has one entry per week between the dates, in the spec shape', () => {
    const plan = buildStudyPlan(base);
    expect(plan.plan).toHaveLength(weeksInRange(base.fecha_inicio, base.fecha_fin));
    expect(studyPlanOutputSchema.safeParse(plan).success).toBe(true);
    expect(plan.plan[0]?.fecha_inicio).toBe(base.fecha_inicio);
    expect(plan.plan.at(-1)?.fecha_fin).toBe(base.fecha_fin);
    for (const week of plan.plan) {
      for (const a of week.actividades) {
        expect(a.fecha >= week.fecha_inicio && a.fecha <= week.fecha_fin).toBe(true);
        expect(a.duracion_horas).toBeGreaterThan(0);
      }
    }
    expect(plan.resumen_ia).toContain('12 temas');
  });

  it('covers every topic as new material before the end date', () => {
    for (const fechas of [
      { fecha_inicio: '2026-01-12', fecha_fin: '2026-05-03' },
      { fecha_inicio: '2026-03-02', fecha_fin: '2026-03-22' },
      { fecha_inicio: '2026-03-02', fecha_fin: '2026-03-04' },
      { fecha_inicio: '2026-03-08', fecha_fin: '2026-03-08' },
    ]) {
      const plan = buildStudyPlan({ ...base, ...fechas });
      for (const tema of TEMAS) {
        const first = firstNewStudy(plan, tema);
        expect(first, `${tema} ${fechas.fecha_fin}`).toBeDefined();
        expect((first?.fecha ?? '9999') <= fechas.fecha_fin).toBe(true);
        expect(plan.plan.some((w) => w.temas_semana.includes(tema))).toBe(true);
      }
    }
  });

  it('puts new material first, then spaced reviews at 1 day, 3 days, 1 week and 1 month', () => {
    const plan = buildStudyPlan(base);
    for (const tema of TEMAS) {
      const mine = activities(plan).filter((a) => a.tema === tema);
      const lastNew = mine.filter((a) => a.actividad.startsWith('Estudio')).at(-1)?.fecha ?? '';
      const reviews = mine.filter((a) => a.actividad.startsWith('Repaso espaciado'));
      expect(reviews.every((r) => r.fecha > lastNew)).toBe(true);
      expect(reviews.map((r) => /\((.+?)\)/.exec(r.actividad)?.[1])).toEqual(
        ['1 día', '3 días', '1 semana', '1 mes'].slice(0, reviews.length),
      );
      expect(reviews.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps the last weeks for mock exams, with no new material', () => {
    const plan = buildStudyPlan(base);
    const last = plan.plan.at(-1);
    expect(last?.actividades.some((a) => a.actividad.startsWith('Simulacro'))).toBe(true);
    expect(last?.actividades.some((a) => a.actividad.startsWith('Estudio'))).toBe(false);
    const firstSim = activities(plan).find((a) => a.actividad.startsWith('Simulacro'))?.fecha ?? '';
    const lastNew =
      activities(plan)
        .filter((a) => a.actividad.startsWith('Estudio'))
        .at(-1)?.fecha ?? '';
    expect(lastNew < firstSim).toBe(true);
  });

  it('rests on Sundays', () => {
    expect(activities(buildStudyPlan(base)).some((a) => a.dia === 'domingo')).toBe(false);
  });

  it('gives the same plan for the same input', () => {
    expect(buildStudyPlan(base)).toEqual(buildStudyPlan(base));
  });
});

describe('local plan description', () => {
  const input = {
    titulo: 'Plan de primavera',
    proceso: 'Auxiliar Administrativo del Estado',
    temas: TEMAS,
    fecha_inicio: '2026-03-02',
    fecha_fin: '2026-05-31',
  };

  it('names the title, the process, the dates and at most 5 topics', () => {
    const text = describePlan(input);
    expect(text).toContain('«Plan de primavera»');
    expect(text).toContain('Auxiliar Administrativo del Estado');
    expect(text).toContain('del 02/03/2026 al 31/05/2026');
    expect(text).toContain('13 semanas');
    for (const tema of TEMAS.slice(0, 5)) expect(text).toContain(tema);
    for (const tema of TEMAS.slice(5)) expect(text).not.toContain(tema);
  });

  it('gives the same description for the same input', () => {
    expect(describePlan(input)).toBe(describePlan(input));
  });
});
