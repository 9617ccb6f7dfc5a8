// The study-plan screens' pure rules (src/features/study-plans/logic.ts) and the local copy's
// unsent writes (src/features/study-plans/data/study-local.ts).
import { describe, expect, it } from 'vitest';
import { AI_MSG, PLAN_MSG } from '../../src/core/contract';
import type { Etapa, StudyPlan } from '../../src/core/contract';
import {
  CREATE_MSG,
  chipText,
  estadoLabel,
  roundProgress,
  testLink,
  todayIso,
  validateCreate,
  validateDescription,
  weekChips,
} from '../../src/features/study-plans/logic';
import type { PlanForm } from '../../src/features/study-plans/logic';
import {
  applyWrites,
  asStudyPlanCreate,
  asStudyPlanWrite,
  progressOfStages,
} from '../../src/features/study-plans/data/study-local';
import type { StoredStudyPlan } from '../../src/features/study-plans/data/study-local';

describe('progress', () => {
  it.each([
    ['0', 0],
    ['33.333', 33],
    ['66.5', 67],
    ['99.4', 99],
    ['100', 100],
    [45.5, 46],
    ['150', 100],
    ['-3', 0],
    ['', 0],
    ['abc', 0],
  ] as const)('%j shows as %i%%', (value, shown) => {
    expect(roundProgress(value)).toBe(shown);
  });

  it('counts the tasks done over all stages, rounded as the server does', () => {
    const etapa = (done: number, total: number): Etapa => ({
      id: total,
      titulo: 'E',
      descripcion: '',
      orden: 0,
      tareas: Array.from({ length: total }, (_, i) => ({
        id: total * 100 + i,
        titulo: `T${i}`,
        descripcion: '',
        completada: i < done ? 1 : 0,
        orden: i,
      })),
    });
    expect(progressOfStages([])).toBe('0');
    expect(progressOfStages([etapa(1, 3)])).toBe('33');
    expect(progressOfStages([etapa(1, 2), etapa(1, 1)])).toBe('67');
    expect(progressOfStages([etapa(2, 2), etapa(5, 5)])).toBe('100');
  });
});

describe('status labels', () => {
  it('names the three states and shows any other as it came', () => {
    expect(['activo', 'completado', 'pausado'].map(estadoLabel)).toEqual([
      'Activo',
      'Completado',
      'Pausado',
    ]);
    expect(estadoLabel('archivado')).toBe('archivado');
  });
});

describe('week topic chips', () => {
  const topics = (n: number) => Array.from({ length: n }, (_, i) => `Tema ${i + 1}`);

  it('shows every topic up to 12, with no "más"', () => {
    expect(weekChips(topics(12))).toEqual({ chips: topics(12), more: null });
    expect(weekChips([])).toEqual({ chips: [], more: null });
  });

  it('shows the first 12 and counts the rest as "+N más"', () => {
    expect(weekChips(topics(13))).toEqual({ chips: topics(12), more: '+1 más' });
    expect(weekChips(topics(40)).more).toBe('+28 más');
    expect(weekChips(topics(40)).chips).toHaveLength(12);
  });

  it('cuts each chip to 50 characters', () => {
    const fifty = 'a'.repeat(50);
    expect(chipText(fifty)).toBe(fifty);
    expect(chipText(`${fifty}b`)).toBe(`${fifty}…`);
    const long = 'La Constitución Española de 1978: estructura, contenido y principios generales';
    expect(chipText(long)).toBe(`${[...long].slice(0, 50).join('')}…`);
    // Characters, not UTF-16 units: an accented or astral letter counts once.
    expect(chipText(`${'é'.repeat(49)}😀x`)).toBe(`${'é'.repeat(49)}😀…`);
    expect(weekChips([`${fifty}zz`]).chips).toEqual([`${fifty}…`]);
  });
});

describe('links into the test screens', () => {
  it('goes to /test or /simulacro with proceso, secciones, temas and modo', () => {
    const choice = {
      proceso: 3,
      secciones: ['Organización Pública'],
      temas: ['La Corona', 'Las Cortes, y el Senado'],
    };
    const sim = new URL(testLink('simulacion', choice), 'http://x');
    expect(sim.pathname).toBe('/test');
    expect(Object.fromEntries(sim.searchParams)).toEqual({
      proceso: '3',
      secciones: 'Organización Pública',
      temas: 'La Corona,Las Cortes, y el Senado',
      modo: 'simulacion',
    });
    const exam = new URL(testLink('examen', { ...choice, secciones: [] }), 'http://x');
    expect(exam.pathname).toBe('/simulacro');
    expect(exam.searchParams.get('modo')).toBe('examen');
    expect(exam.searchParams.has('secciones')).toBe(false);
    expect(testLink('simulacion', { proceso: null, secciones: [], temas: [] })).toBe(
      '/test?modo=simulacion',
    );
  });
});

describe('the creation form (spec §5)', () => {
  const ok: PlanForm = {
    titulo: 'Plan de primavera',
    procesoId: 1,
    temas: ['La Corona'],
    fechaInicio: '2026-03-02',
    fechaFin: '2026-05-31',
  };

  it('creates with a title, a process, an end date, a topic and ordered dates', () => {
    expect(validateCreate(true, ok)).toBeNull();
    expect(validateCreate(true, { ...ok, titulo: 'Plan' })).toBeNull();
    expect(validateCreate(false, ok)).toBe('Usuario no autenticado');
    for (const missing of [{ titulo: '  ' }, { procesoId: null }, { fechaFin: '' }]) {
      expect(validateCreate(true, { ...ok, ...missing })).toBe(
        'Completa todos los campos requeridos',
      );
    }
    expect(validateCreate(true, { ...ok, temas: [] })).toBe(
      'Selecciona al menos un tema para el plan',
    );
    expect(validateCreate(true, { ...ok, fechaFin: '2026-03-01' })).toBe(AI_MSG.fechaOrden);
    expect(validateCreate(true, { ...ok, fechaFin: '2026-03-02' })).toBeNull();
    expect(validateCreate(true, { ...ok, fechaFin: '2030-01-01' })).toBe(PLAN_MSG.tooLong);
  });

  it('takes today as the start when none is given', () => {
    const today = todayIso();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(validateCreate(true, { ...ok, fechaInicio: '', fechaFin: today })).toBeNull();
  });

  it('asks for a title of 5 characters or more before the AI description, then the rest', () => {
    expect(validateDescription(true, ok)).toBeNull();
    expect(validateDescription(true, { ...ok, titulo: 'Plan ' })).toBe(
      'Escribe un título más descriptivo',
    );
    expect(validateDescription(true, { ...ok, titulo: '' })).toBe(CREATE_MSG.titleShort);
    expect(validateDescription(true, { ...ok, titulo: 'Plan A' })).toBeNull();
    expect(validateDescription(true, { ...ok, procesoId: null })).toBe(CREATE_MSG.required);
    expect(validateDescription(true, { ...ok, temas: [] })).toBe(CREATE_MSG.temas);
    expect(validateDescription(true, { ...ok, fechaFin: '2026-01-01' })).toBe(AI_MSG.fechaOrden);
  });
});

describe('writes not yet sent, over the server copy', () => {
  const plan = (id: number): StudyPlan => ({
    id,
    uuid: null,
    id_proceso: 1,
    titulo: 'P',
    descripcion: '',
    fecha_inicio: '2026-03-02',
    fecha_fin: '2026-05-31',
    estado: 'activo',
    secciones: [],
    temas: [],
    progreso: '0',
    tieneIA: false,
    total_sesiones: 0,
    resumen_ia: null,
    motor: null,
    fecha: '2026-03-01T10:00:00Z',
  });
  const stored: StoredStudyPlan = {
    plan: plan(7),
    planIa: null,
    syncedAt: 1,
    etapas: [
      {
        id: 1,
        titulo: 'E',
        descripcion: 'a, b',
        orden: 0,
        tareas: [1, 2, 3, 4].map((id) => ({
          id,
          titulo: `T${id}`,
          descripcion: '',
          completada: 0 as const,
          orden: id,
        })),
      },
    ],
  };

  it('applies ticks, unticks and state changes in order, and recomputes the progress', () => {
    const after = applyWrites(stored, [
      { action: 'marcar_tarea', id_plan: 7, id_tarea: 1, completada: 1 },
      { action: 'marcar_tarea', id_plan: 7, id_tarea: 2, completada: 1 },
      { action: 'actualizar', id_plan: 7, estado: 'pausado' },
      { action: 'marcar_tarea', id_plan: 7, id_tarea: 2, completada: 0 },
      { action: 'marcar_tarea', id_plan: 8, id_tarea: 3, completada: 1 },
    ])!;
    expect(after.etapas![0]!.tareas.map((t) => t.completada)).toEqual([1, 0, 0, 0]);
    expect(after.plan.progreso).toBe('25');
    expect(after.plan.estado).toBe('pausado');
    expect(after.syncedAt).toBe(1);
    // The stored copy itself is untouched.
    expect(stored.etapas![0]!.tareas[0]!.completada).toBe(0);
    expect(applyWrites(stored, [])).toBe(stored);
  });

  it('keeps the server progress when the tasks are not known here yet', () => {
    const listOnly = { ...stored, etapas: null, plan: { ...plan(7), progreso: '40' } };
    const after = applyWrites(listOnly, [
      { action: 'marcar_tarea', id_plan: 7, id_tarea: 1, completada: 1 },
    ])!;
    expect(after.plan.progreso).toBe('40');
  });

  it('reads outbox bodies back, and nothing else', () => {
    expect(
      asStudyPlanWrite({ action: 'marcar_tarea', id_plan: 7, id_tarea: 2, completada: 1 }),
    ).toEqual({
      action: 'marcar_tarea',
      id_plan: 7,
      id_tarea: 2,
      completada: 1,
    });
    expect(asStudyPlanWrite({ action: 'actualizar', id_plan: 7, estado: 'completado' })).toEqual({
      action: 'actualizar',
      id_plan: 7,
      estado: 'completado',
    });
    expect(asStudyPlanWrite({ action: 'eliminar', id_plan: 7 })).toEqual({
      action: 'eliminar',
      id_plan: 7,
    });
    // A state change or delete made while the plan's create was on its way names its local id.
    expect(asStudyPlanWrite({ action: 'eliminar', id_plan: 'local-1' })).toEqual({
      action: 'eliminar',
      id_plan: 'local-1',
    });
    expect(
      asStudyPlanWrite({ action: 'actualizar', id_plan: 'local-1', estado: 'pausado' }),
    ).toEqual({ action: 'actualizar', id_plan: 'local-1', estado: 'pausado' });
    for (const other of [
      null,
      'x',
      { action: 'actualizar', id_plan: 7, estado: 'borrado' },
      { action: 'marcar_tarea', id_tarea: 2, completada: 1 },
      { action: 'eliminar', id_plan: '12' },
      { action: 'marcar_tarea', id_plan: 'local-1', id_tarea: 2, completada: 1 },
      { action: 'crear', uuid: 'u', titulo: 'T' },
    ]) {
      expect(asStudyPlanWrite(other)).toBeNull();
    }
    const create = { action: 'crear', uuid: 'u', titulo: 'T', id_proceso: 1, temas: ['a'] };
    expect(asStudyPlanCreate(create)).toEqual(create);
    for (const other of [
      null,
      { action: 'crear', titulo: 'T' },
      { action: 'eliminar', id_plan: 7 },
    ])
      expect(asStudyPlanCreate(other)).toBeNull();
  });

  it('keeps a plan with a delete waiting to be sent out, whatever was written after', () => {
    expect(applyWrites(stored, [{ action: 'eliminar', id_plan: 7 }])).toBeNull();
    expect(
      applyWrites(stored, [
        { action: 'actualizar', id_plan: 7, estado: 'pausado' },
        { action: 'eliminar', id_plan: 7 },
        { action: 'actualizar', id_plan: 7, estado: 'activo' },
      ]),
    ).toBeNull();
    // Another plan's delete leaves this one as it is.
    expect(applyWrites(stored, [{ action: 'eliminar', id_plan: 8 }])).toBe(stored);
  });
});
