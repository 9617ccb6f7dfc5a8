import { describe, expect, it } from 'vitest';
import { visibleNav } from '../../src/app/layout/nav-items';

const labels = (nivel: Parameters<typeof visibleNav>[0]) =>
  visibleNav(nivel).flatMap((g) => g.items.map((i) => i.label));
const groups = (nivel: Parameters<typeof visibleNav>[0]) => visibleNav(nivel).map((g) => g.label);

describe('sidebar visibility per level (spec §6)', () => {
  it('gives SA every group and the generators', () => {
    expect(groups('SA')).toEqual(['Principal', 'Tests', 'Mi Progreso', 'Herramientas IA', 'Recursos']);
    expect(labels('SA')).toEqual(expect.arrayContaining(['Generar Preguntas', 'Generar Psicotécnicos', 'Revisar Preguntas']));
  });
  it('gives admin the AI group without the SA-only items', () => {
    expect(groups('admin')).toContain('Herramientas IA');
    expect(labels('admin')).not.toContain('Generar Preguntas');
    expect(labels('admin')).not.toContain('Generar Psicotécnicos');
    expect(labels('admin')).not.toContain('Revisar Preguntas');
    expect(labels('admin')).toEqual(expect.arrayContaining(['Crear Resumen', 'Planes de Estudio', 'Planes Físicos']));
  });
  it('hides the AI group from usuario and invitado', () => {
    for (const nivel of ['usuario', 'invitado'] as const) {
      expect(groups(nivel)).toEqual(['Principal', 'Tests', 'Mi Progreso', 'Recursos']);
    }
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
