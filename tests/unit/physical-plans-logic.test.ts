// The physical-plan screens' pure rules (src/features/physical-plans/logic.ts): the dialog's
// messages (spec §5), a week's title and an exercise's line (spec §2), where a stock image is
// (spec §7), the plan id in the address and the mark form's checks.
import { describe, expect, it } from 'vitest';
import { buildPhysicalWeek } from '../../src/core/ai-local';
import type { PruebaFisica } from '../../src/core/plans/physical-scales';
import {
  EMPTY_FORM,
  checkMark,
  dateOfIso,
  exerciseLine,
  imageSrc,
  isoOfDate,
  planIdFrom,
  trimForm,
  validatePlan,
  weekTitle,
} from '../../src/features/physical-plans/logic';

const FULL = {
  titulo: 'Plan de verano',
  tipo_prueba: 'Bombero',
  descripcion: '',
  fecha_inicio: '2027-01-04',
  fecha_fin: '2027-01-31',
};

describe('the plan dialog (spec §5)', () => {
  it('names every missing required field with the spec text', () => {
    expect(validatePlan(EMPTY_FORM)).toEqual({
      titulo: 'El título es obligatorio',
      tipo_prueba: 'El tipo de prueba es obligatorio',
      fecha_inicio: 'Selecciona la fecha de inicio',
      fecha_fin: 'Selecciona la fecha de fin',
    });
  });

  it('counts a field of spaces as empty, and the description as optional', () => {
    expect(validatePlan({ ...FULL, titulo: '   ', tipo_prueba: '\t' })).toEqual({
      titulo: 'El título es obligatorio',
      tipo_prueba: 'El tipo de prueba es obligatorio',
    });
    expect(validatePlan(FULL)).toEqual({});
  });

  it('refuses an end before the start, and accepts a one-day plan', () => {
    expect(validatePlan({ ...FULL, fecha_fin: '2027-01-03' })).toEqual({
      fecha_fin: 'La fecha de fin no puede ser anterior a la de inicio',
    });
    expect(validatePlan({ ...FULL, fecha_fin: FULL.fecha_inicio })).toEqual({});
  });

  it('sends the texts trimmed and the dates as they are', () => {
    expect(
      trimForm({ ...FULL, titulo: '  Plan  ', tipo_prueba: ' Policía ', descripcion: ' x ' }),
    ).toEqual({ ...FULL, titulo: 'Plan', tipo_prueba: 'Policía', descripcion: 'x' });
  });

  it('turns a calendar day into yyyy-MM-dd and back on the device calendar', () => {
    expect(isoOfDate(new Date(2027, 0, 4))).toBe('2027-01-04');
    expect(isoOfDate(new Date(2027, 11, 31, 23, 59))).toBe('2027-12-31');
    const day = dateOfIso('2028-02-29');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2028, 1, 29, 0,
    ]);
  });
});

describe('the plan detail (spec §2)', () => {
  const week = buildPhysicalWeek({
    tipo_prueba: 'Policía Nacional',
    fecha_inicio: '2027-01-04',
    fecha_fin: '2027-01-31',
    semana: 2,
  });

  it('titles a week by its title with its dates, or as not generated', () => {
    expect(weekTitle(3, null)).toBe('Semana 3 (sin generar)');
    expect(weekTitle(2, week)).toBe(`${week.titulo} (11/01/2027 - 17/01/2027)`);
    expect(weekTitle(2, { ...week, titulo: ' ' })).toBe('Semana 2 (11/01/2027 - 17/01/2027)');
  });

  it("joins Series, Reps, RPE, Tempo and Descanso with ' · '", () => {
    expect(
      exerciseLine({
        nombre: 'Dominadas',
        series: 4,
        reps: '6-8',
        rpe: 7.5,
        tempo: '2-0-1',
        descanso: '90 s',
        notas: '',
        explicacion_neofita: 'x',
      }),
    ).toBe('Series: 4 · Reps: 6-8 · RPE: 7,5 · Tempo: 2-0-1 · Descanso: 90 s');
  });

  it('reads a number as a server id and anything else as a plan made offline', () => {
    expect(planIdFrom('42')).toBe(42);
    expect(planIdFrom('local-3f1c')).toBe('local-3f1c');
    expect(planIdFrom(undefined)).toBe('');
  });

  it('rebases /api/ paths on the client API, keeps absolute URLs and drops the rest', () => {
    expect(imageSrc({ path: '/api/ejercicios/dominadas.svg', credit: 'c' }, '/api')).toBe(
      '/api/ejercicios/dominadas.svg',
    );
    expect(
      imageSrc({ path: '/api/ejercicios/plancha.svg', credit: 'c' }, 'https://x.es/v1/api/'),
    ).toBe('https://x.es/v1/api/ejercicios/plancha.svg');
    expect(
      imageSrc({ media_url: 'https://img.example/a.jpg', path: '/api/b.svg', credit: 'c' }, '/api'),
    ).toBe('https://img.example/a.jpg');
    expect(imageSrc({ media_url: '/api/ejercicios/a.svg', credit: 'c' }, '/api')).toBe(
      '/api/ejercicios/a.svg',
    );
    expect(imageSrc({ path: 'javascript:alert(1)', credit: 'c' }, '/api')).toBeNull();
    expect(imageSrc({ credit: 'c' }, '/api')).toBeNull();
  });
});

describe('the mark form', () => {
  const dominadas: PruebaFisica = {
    id: 'pn-dominadas-h',
    nombre: 'Dominadas',
    sexo: 'hombre',
    unidad: 'repeticiones',
    mejor: 'mayor',
    decimales: 0,
    tipo: 'puntos',
    bandas: [{ puntos: 10, limite: 20 }],
    minimo: null,
    nota: null,
  };
  const carrera: PruebaFisica = { ...dominadas, id: 'pn-1000-h', unidad: 'segundos' };

  it('asks, in order, for a test, a mark its unit reads and a real date', () => {
    expect(checkMark(undefined, '12', '2027-01-08')).toMatchObject({
      ok: false,
      field: 'prueba',
      message: 'Elige una prueba de la lista',
    });
    expect(checkMark(dominadas, 'doce', '2027-02-30')).toMatchObject({
      ok: false,
      field: 'valor',
      message: 'Escribe una marca válida (un número mayor que 0)',
    });
    expect(checkMark(dominadas, '12,5', '2027-01-08')).toMatchObject({ field: 'valor' });
    expect(checkMark(dominadas, '12', '2027-02-30')).toMatchObject({
      ok: false,
      field: 'fecha',
      message: 'Escribe una fecha válida (aaaa-mm-dd)',
    });
  });

  it('reads repetitions and times as the user writes them', () => {
    expect(checkMark(dominadas, ' 12 ', '2027-01-08')).toEqual({ ok: true, valor: 12 });
    expect(checkMark(carrera, '3:45', '2027-01-08')).toEqual({ ok: true, valor: 225 });
    expect(checkMark(carrera, '9,8', '2027-01-08')).toEqual({ ok: true, valor: 9.8 });
  });
});
