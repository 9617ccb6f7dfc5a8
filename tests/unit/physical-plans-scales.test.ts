import { describe, expect, it } from 'vitest';
import { ESCALAS_FISICAS, escalaFor, pruebaOf } from '../../server/content/escalas-fisicas';
import type { PruebaFisica } from '../../src/core/plans/physical-scales';
import {
  formatMark,
  markAtScale,
  parseMark,
  scoreMark,
} from '../../src/core/plans/physical-scales';

const pn = escalaFor('Policía Nacional');
const prueba = (id: string): PruebaFisica => {
  const p = pruebaOf(pn, id);
  if (!p) throw new Error(id);
  return p;
};
const points = (id: string, valor: number) => scoreMark(prueba(id), valor).puntos;

describe('Policía Nacional scales (Escala Básica, 0-10)', () => {
  it.each([
    [8.0, 10],
    [8.2, 10],
    [8.21, 9], // cut to tenths against the user: 8.3
    [8.3, 9],
    [8.8, 9],
    [8.9, 8],
    [9.7, 7],
    [10.1, 6],
    [10.5, 5],
    [10.9, 4],
    [11.2, 3],
    [11.4, 2],
    [11.6, 1],
    [11.7, 0],
    [15, 0],
  ])('men circuit %f s is %i points', (valor, puntos) => {
    expect(points('pn-circuito-h', valor)).toBe(puntos);
  });

  it.each([
    [9.3, 10],
    [9.4, 9],
    [10.3, 8],
    [11.6, 5],
    [12.7, 1],
    [12.8, 0],
  ])('women circuit %f s is %i points', (valor, puntos) => {
    expect(points('pn-circuito-m', valor)).toBe(puntos);
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 3],
    [8, 4],
    [9, 4],
    [10, 5],
    [11, 5],
    [12, 6],
    [13, 6],
    [14, 7],
    [15, 8],
    [16, 9],
    [17, 10],
    [30, 10],
  ])('men pull-ups %i are %i points', (valor, puntos) => {
    expect(points('pn-dominadas-h', valor)).toBe(puntos);
  });

  it.each([
    [35, 0],
    [35.9, 0], // whole seconds, cut against the user
    [36, 1],
    [45, 2],
    [46, 3],
    [56, 4],
    [62, 5],
    [69, 6],
    [77, 7],
    [85, 8],
    [94, 9],
    [95, 10],
  ])('women hang %f s is %i points', (valor, puntos) => {
    expect(points('pn-suspension-m', valor)).toBe(puntos);
  });

  it('the 1.000 m checks only the eliminating mark, and says so', () => {
    expect(scoreMark(prueba('pn-1000-h'), 228)).toEqual({
      puntos: null,
      apto: true,
      etiqueta: 'Apto',
    });
    expect(scoreMark(prueba('pn-1000-h'), 228.4)).toEqual({
      puntos: null,
      apto: false,
      etiqueta: 'No apto',
    });
    expect(scoreMark(prueba('pn-1000-m'), 285)).toMatchObject({ apto: true });
    expect(scoreMark(prueba('pn-1000-m'), 286)).toMatchObject({ apto: false });
    expect(prueba('pn-1000-h').nota).toContain('no están confirmados');
  });

  it('labels points in Spanish and 0 as eliminating', () => {
    expect(scoreMark(prueba('pn-dominadas-h'), 5).etiqueta).toBe('1 punto');
    expect(scoreMark(prueba('pn-dominadas-h'), 14).etiqueta).toBe('7 puntos');
    expect(scoreMark(prueba('pn-dominadas-h'), 2)).toEqual({
      puntos: 0,
      apto: false,
      etiqueta: '0 puntos (eliminatorio)',
    });
  });
});

describe('the scales as data', () => {
  it('every scale names its source and every points table runs best to worst', () => {
    for (const escala of ESCALAS_FISICAS) {
      expect(escala.fuente.length, escala.id).toBeGreaterThan(20);
      const ids = escala.pruebas.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const p of escala.pruebas) {
        if (p.tipo !== 'puntos') continue;
        const pts = p.bandas.map((b) => b.puntos);
        expect(pts).toEqual([...pts].sort((a, b) => b - a));
        const limits = p.bandas.map((b) => b.limite);
        expect(limits).toEqual([...limits].sort((a, b) => (p.mejor === 'menor' ? a - b : b - a)));
      }
    }
  });

  it('tests without one official scale are logged, never scored', () => {
    const bomberos = escalaFor('Bombero/a Comunidad de Madrid');
    expect(bomberos.id).toBe('bomberos');
    for (const p of bomberos.pruebas)
      expect(scoreMark(p, 40)).toEqual({
        puntos: null,
        apto: null,
        etiqueta: 'Sin escala oficial única',
      });
  });

  it.each([
    ['Policía Nacional', 'policia-nacional'],
    ['policia nacional escala basica', 'policia-nacional'],
    ['Policía', 'policia-nacional'],
    ['Policía Local de Sevilla', 'general'],
    ['Mossos d’Esquadra', 'general'],
    ['Guardia Civil', 'guardia-civil'],
    ['Bombero', 'bomberos'],
    ['Militar', 'fuerzas-armadas'],
    ['Tropa y marinería', 'fuerzas-armadas'],
    ['Agente forestal', 'general'],
  ])('%s uses the %s scale', (tipo, id) => {
    expect(escalaFor(tipo).id).toBe(id);
  });
});

describe('marks as typed and shown', () => {
  it.each([
    ['segundos', '9,8', 9.8],
    ['segundos', '9.8', 9.8],
    ['segundos', '3:45', 225],
    ['segundos', "3'45", 225],
    ['segundos', '3:45,5', 225.5],
    ['segundos', ' 62 ', 62],
    ['repeticiones', '12', 12],
    ['metros', '2,35', 2.35],
  ] as const)('%s "%s" reads as %f', (unidad, text, valor) => {
    expect(parseMark(unidad, text)).toBe(valor);
  });

  it.each([
    ['segundos', ''],
    ['segundos', 'rápido'],
    ['segundos', '3:75'],
    ['segundos', '0'],
    ['segundos', '-4'],
    ['repeticiones', '12,5'],
    ['repeticiones', 'doce'],
    ['metros', '0'],
  ] as const)('%s "%s" is not a mark', (unidad, text) => {
    expect(parseMark(unidad, text)).toBeNull();
  });

  it('shows times, repetitions and metres the Spanish way', () => {
    expect(formatMark({ unidad: 'segundos' }, 9.8)).toBe('9,8 s');
    expect(formatMark({ unidad: 'segundos' }, 225)).toBe('3:45');
    expect(formatMark({ unidad: 'segundos' }, 605.5)).toBe('10:05,5');
    expect(formatMark({ unidad: 'repeticiones' }, 12)).toBe('12 rep.');
    expect(formatMark({ unidad: 'metros' }, 2.35)).toBe('2,35 m');
    expect(markAtScale({ decimales: 1, mejor: 'menor' }, 9.31)).toBe(9.4);
    expect(markAtScale({ decimales: 1, mejor: 'mayor' }, 9.39)).toBe(9.3);
    expect(markAtScale({ decimales: 1, mejor: 'menor' }, 9.3)).toBe(9.3);
  });
});
