import { describe, expect, it } from 'vitest';
import { visibleNav } from '../../src/app/layout/nav-items';

type Owned = Parameters<typeof visibleNav>[1];
const labels = (nivel: Parameters<typeof visibleNav>[0], owned?: Owned) =>
  visibleNav(nivel, owned).flatMap((g) => g.items.map((i) => i.label));
const groups = (nivel: Parameters<typeof visibleNav>[0]) => visibleNav(nivel).map((g) => g.label);

describe('sidebar visibility per level (spec §6)', () => {
  it('gives SA every group and the generators', () => {
    expect(groups('SA')).toEqual([
      'Principal',
      'Tests',
      'Mi Progreso',
      'Herramientas IA',
      'Recursos',
    ]);
    expect(labels('SA')).toEqual(
      expect.arrayContaining(['Generar Preguntas', 'Generar Psicotécnicos', 'Revisar Preguntas']),
    );
  });
  it('gives admin the AI group without the SA-only items', () => {
    expect(groups('admin')).toContain('Herramientas IA');
    expect(labels('admin')).not.toContain('Generar Preguntas');
    expect(labels('admin')).not.toContain('Generar Psicotécnicos');
    expect(labels('admin')).not.toContain('Revisar Preguntas');
    expect(labels('admin')).toEqual(
      expect.arrayContaining(['Crear Resumen', 'Planes de Estudio', 'Planes Físicos']),
    );
  });
  it('hides the AI group from usuario and invitado, and lists the plans they may open under Mi Progreso', () => {
    // Spec §6: 'Herramientas IA' is for SA and admin. README, plans and levels: an invitado may
    // start plans, so both are on its menu, under 'Mi Progreso'.
    expect(groups('invitado')).toEqual(['Principal', 'Tests', 'Mi Progreso', 'Recursos']);
    expect(
      visibleNav('invitado')
        .find((g) => g.label === 'Mi Progreso')
        ?.items.map((i) => i.label),
    ).toEqual(['Estadísticas', 'Historial', 'Ranking', 'Planes de Estudio', 'Planes Físicos']);
    // A usuario starts no plan: with none of their own, no plan screen.
    expect(groups('usuario')).toEqual(['Principal', 'Tests', 'Mi Progreso', 'Recursos']);
    expect(labels('usuario')).not.toContain('Planes de Estudio');
    for (const nivel of ['usuario', 'invitado'] as const) {
      expect(labels(nivel)).not.toContain('Crear Resumen');
      expect(labels(nivel)).not.toContain('Generar Preguntas');
    }
  });
  it('keeps on a usuario’s menu each kind of plan they own', () => {
    expect(labels('usuario', { estudio: true, fisico: false })).toContain('Planes de Estudio');
    expect(
      visibleNav('usuario', { estudio: true, fisico: true }).map((g) => g.label),
    ).not.toContain('Herramientas IA');
    expect(labels('usuario', { estudio: true, fisico: false })).not.toContain('Planes Físicos');
    expect(labels('usuario', { estudio: false, fisico: true })).toEqual(
      expect.arrayContaining(['Planes Físicos']),
    );
    expect(labels('usuario', { estudio: true, fisico: true })).toEqual(
      expect.arrayContaining(['Planes de Estudio', 'Planes Físicos']),
    );
  });
  it('puts Usuarios and Incidencias under Recursos for SA only', () => {
    const recursos = visibleNav('SA').find((g) => g.label === 'Recursos');
    expect(recursos?.items.map((i) => [i.label, i.to])).toEqual([
      ['Mis Resúmenes', '/resumenes'],
      ['Usuarios', '/usuarios'],
      ['Incidencias', '/incidencias'],
    ]);
    for (const nivel of ['admin', 'usuario', 'invitado'] as const) {
      expect(labels(nivel)).not.toContain('Usuarios');
      expect(labels(nivel)).not.toContain('Incidencias');
      expect(labels(nivel)).toContain('Mis Resúmenes');
    }
  });
});
