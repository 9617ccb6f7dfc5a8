// The create form's rules (spec §5, in its order) and the list's filters.
import { describe, expect, it } from 'vitest';
import { createProblem, seccionOf } from '../../src/features/summaries/validation';
import {
  ALL_SECTIONS,
  NO_SUMMARY_FILTER,
  filterSummaries,
  isSummaryFiltered,
  sectionsOf,
} from '../../src/features/summaries/data/filters';

const body = (tema: string, texto: string, nivel: 'largo' | 'corto') => ({
  tema,
  seccion: 'S',
  texto,
  nivel_detalle: nivel,
});
const problem = (tema: string, texto: string, nivel: 'largo' | 'corto', loggedIn = true) =>
  createProblem({ loggedIn, tema, texto }, nivel, body(tema, texto, nivel));

describe('create form rules', () => {
  it("'Generar con IA' needs the text, then a session, then the topic", () => {
    expect(problem('', '  ', 'largo', false)).toBe(
      'Debes escribir contenido para generar el resumen',
    );
    expect(problem('', 'Texto', 'largo', false)).toBe('Debes iniciar sesión');
    expect(problem(' ', 'Texto', 'largo')).toBe('Debes completar al menos el tema');
    expect(problem('Tema', 'Texto', 'largo')).toBeNull();
  });

  it("'Guardar' needs the topic and the text", () => {
    expect(problem('', 'Texto', 'corto')).toBe('Debes completar al menos el tema y el resumen');
    expect(problem('Tema', ' ', 'corto')).toBe('Debes completar al menos el tema y el resumen');
    expect(problem('Tema', 'Texto', 'corto')).toBeNull();
  });

  it("then what the server's schema refuses, in Spanish", () => {
    expect(problem('x'.repeat(301), 'Texto', 'corto')).toBe(
      'Un campo de texto supera los 300 caracteres',
    );
  });

  it("files the summary under 'process - section' (spec §7)", () => {
    expect(seccionOf('Auxiliar Administrativo del Estado', ' Organización Pública ')).toBe(
      'Auxiliar Administrativo del Estado - Organización Pública',
    );
    expect(seccionOf(null, 'Organización Pública')).toBe('Organización Pública');
    expect(seccionOf('Auxiliar', '')).toBe('Auxiliar');
  });
});

describe('list filters', () => {
  const list = [
    {
      tema: 'Las Cortes Generales',
      seccion: 'AAE - Constitución',
      resumen: 'El Congreso y el Senado',
      archivo_nombre: null,
    },
    {
      tema: 'El Gobierno',
      seccion: 'AAE - Constitución',
      resumen: 'Presidente y Ministros',
      archivo_nombre: 'gobierno.pdf',
    },
    {
      tema: 'Ofimática',
      seccion: 'AAE - Ofimática',
      resumen: 'Word y Excel',
      archivo_nombre: null,
    },
  ];

  it("offers 'Todas' plus each section once, in order", () => {
    expect(ALL_SECTIONS).toBe('Todas');
    expect(sectionsOf(list)).toEqual(['AAE - Constitución', 'AAE - Ofimática']);
  });

  it('searches topic, section, text and file name without case or accents', () => {
    const q = (text: string) =>
      filterSummaries(list, { ...NO_SUMMARY_FILTER, q: text }).map((s) => s.tema);
    expect(q('cortes')).toEqual(['Las Cortes Generales']);
    expect(q('OFIMATICA')).toEqual(['Ofimática']);
    expect(q('ministros')).toEqual(['El Gobierno']);
    expect(q('gobierno.pdf')).toEqual(['El Gobierno']);
    expect(q('constitucion')).toHaveLength(2);
  });

  it('keeps one section, and the search within it; clearing shows everything', () => {
    const f = { seccion: 'AAE - Constitución', q: 'senado' };
    expect(filterSummaries(list, f).map((s) => s.tema)).toEqual(['Las Cortes Generales']);
    expect(isSummaryFiltered(f)).toBe(true);
    expect(isSummaryFiltered(NO_SUMMARY_FILTER)).toBe(false);
    expect(filterSummaries(list, NO_SUMMARY_FILTER)).toHaveLength(3);
  });
});
