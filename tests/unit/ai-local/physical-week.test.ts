import { describe, expect, it } from 'vitest';
import { buildPhysicalWeek, profileFor, weekLoad, weeksInRange } from '../../../src/core/ai-local';
import { physicalWeekSchema } from '../../../src/core/contract';

const PLAN = { fecha_inicio: '2026-01-05', fecha_fin: '2026-03-29' };
const TIPOS = ['Policía Nacional', 'Guardia Civil', 'Bombero', 'Militar', 'Agente de movilidad'];

function loads(tipo: string, plan = PLAN): number[] {
  const total = weeksInRange(plan.fecha_inicio, plan.fecha_fin);
  return Array.from({ length: total }, (_, i) =>
    weekLoad(buildPhysicalWeek({ tipo_prueba: tipo, ...plan, semana: i + 1 })),
  );
}

describe('local physical plan week', () => {
  it('picks a profile per tipo_prueba, with a general fallback', () => {
    expect(profileFor('Policía Nacional').id).toBe('policia');
    expect(profileFor('POLICIA').id).toBe('policia');
    expect(profileFor('guardia civil').id).toBe('guardia-civil');
    expect(profileFor('Bombera').id).toBe('bombero');
    expect(profileFor('Militar de tropa').id).toBe('militar');
    expect(profileFor('Auxiliar administrativo').id).toBe('general');
  });

  it.each(TIPOS)('raises the load over the weeks and tapers before the end (%s)', (tipo) => {
    const series = loads(tipo);
    expect(series).toHaveLength(12);
    const build = series.slice(0, 10);
    for (let i = 1; i < build.length; i++)
      expect(build[i]).toBeGreaterThanOrEqual(build[i - 1] ?? 0);
    expect(build.at(-1)).toBeGreaterThan((build[0] ?? 0) * 1.5);
    const peak = Math.max(...series);
    expect(series[10]).toBeLessThan(peak);
    expect(series[11]).toBeLessThan(series[10] ?? 0);
  });

  it('tapers a short plan too', () => {
    const series = loads('Bombero', { fecha_inicio: '2026-01-05', fecha_fin: '2026-02-01' });
    expect(series).toHaveLength(4);
    expect(series[2]).toBeGreaterThan(series[0] ?? 0);
    expect(series[3]).toBeLessThan(series[2] ?? 0);
  });

  it.each(TIPOS)(
    'gives complete sessions, blocks and exercises in the spec Week shape (%s)',
    (tipo) => {
      const week = buildPhysicalWeek({ tipo_prueba: tipo, ...PLAN, semana: 6 });
      expect(physicalWeekSchema.safeParse(week).success).toBe(true);
      expect(week.fecha_inicio).toBe('2026-02-09');
      expect(week.fecha_fin).toBe('2026-02-15');
      expect(week.sesiones.length).toBeGreaterThanOrEqual(3);
      for (const s of week.sesiones) {
        expect(s.bloques[0]?.tipo).toBe('Calentamiento');
        expect(s.bloques.at(-1)?.tipo).toBe('Vuelta a la calma');
        for (const b of s.bloques) {
          expect(b.explicacion_neofita.length).toBeGreaterThan(10);
          for (const e of b.ejercicios) {
            expect(e.series).toBeGreaterThanOrEqual(1);
            expect(e.rpe).toBeGreaterThanOrEqual(1);
            expect(e.rpe).toBeLessThanOrEqual(10);
            for (const field of [
              e.nombre,
              e.reps,
              e.tempo,
              e.descanso,
              e.notas,
              e.explicacion_neofita,
            ])
              expect(field).not.toBe('');
          }
        }
      }
      expect(week.glosario.map((g) => g.termino)).toEqual(expect.arrayContaining(['RPE', 'Tempo']));
    },
  );

  it('trains the tests of the chosen body', () => {
    const names = (tipo: string) =>
      buildPhysicalWeek({ tipo_prueba: tipo, ...PLAN, semana: 9 })
        .sesiones.flatMap((s) => s.bloques)
        .flatMap((b) => b.ejercicios)
        .map((e) => e.nombre);
    expect(names('Policía Nacional')).toContain('Circuito de agilidad');
    expect(names('Guardia Civil')).toContain('Natación a crol');
    expect(names('Bombero')).toContain('Trepa de cuerda (o remo invertido si no hay cuerda)');
    expect(names('Militar')).toContain('Salto horizontal a pies juntos');
  });

  it('gives the same week for the same input', () => {
    const input = { tipo_prueba: 'Guardia Civil', ...PLAN, semana: 3 };
    expect(buildPhysicalWeek(input)).toEqual(buildPhysicalWeek(input));
  });
});
