import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../src/core/contract';
import { psicoPairs } from '../../src/features/generators/data/generate';
import {
  EMPTY_SELECTION,
  resolveSelection,
  selectionRules,
} from '../../src/features/generators/hooks/use-selection';
import type { SelectionState } from '../../src/features/generators/hooks/use-selection';
import { psicoGeneratedText } from '../../src/features/generators/messages';
import {
  countForPsico,
  countForTest,
  validateGenerarTest,
  validatePsicotecnicos,
} from '../../src/features/generators/validation';

const chosen: SelectionState = {
  ...EMPTY_SELECTION,
  procesoId: 1,
  secciones: ['Organización Pública', 'Psicotécnicos'],
  temas: ['La Corona'],
};

describe('generator selection cascade (spec §2)', () => {
  it('choosing a process clears sections and topics', () => {
    const next = selectionRules.proceso(chosen, 2);
    expect(resolveSelection(next)).toEqual({
      destino: { id_proceso: 2 },
      secciones: [],
      temas: [],
    });
  });

  it('changing sections clears topics', () => {
    expect(selectionRules.secciones(chosen, ['Psicotécnicos']).temas).toEqual([]);
  });

  it('switching a field to free text clears it and what depends on it', () => {
    const seccion = selectionRules.seccionModo(chosen, 'texto');
    expect(seccion).toMatchObject({ seccionModo: 'texto', secciones: [], temas: [], procesoId: 1 });
    const tema = selectionRules.temaModo(chosen, 'texto');
    expect(tema).toMatchObject({ temaModo: 'texto', temas: [], secciones: chosen.secciones });
  });

  it('a typed process has only typed sections and topics', () => {
    let s = selectionRules.procesoModo(chosen, 'texto');
    expect(s).toMatchObject({
      procesoId: null,
      seccionModo: 'texto',
      temaModo: 'texto',
      secciones: [],
      temas: [],
    });
    s = selectionRules.procesoTexto(s, '  Bomberos de Madrid ');
    s = selectionRules.seccionTexto(s, 'Temario');
    s = selectionRules.temaTexto(s, ' Tema 1 ');
    expect(resolveSelection(s)).toEqual({
      destino: { proceso: 'Bomberos de Madrid' },
      secciones: ['Temario'],
      temas: ['Tema 1'],
    });
  });
});

describe('generator validation (spec §5)', () => {
  it('checks login, process, section and topic in that order', () => {
    const empty = resolveSelection(EMPTY_SELECTION);
    expect(validateGenerarTest(false, empty)).toBe(ADMIN_MSG.loginRequired);
    expect(validateGenerarTest(true, empty)).toBe('Debes seleccionar un proceso');
    const proceso = resolveSelection({ ...EMPTY_SELECTION, procesoId: 1 });
    expect(validateGenerarTest(true, proceso)).toBe('Debes seleccionar o escribir una sección');
    expect(validateGenerarTest(true, { ...proceso, secciones: ['S'] })).toBe(
      'Debes seleccionar o escribir un tema',
    );
    expect(validateGenerarTest(true, { ...proceso, secciones: ['S'], temas: ['T'] })).toBeNull();
    expect(validatePsicotecnicos(true, proceso)).toBe('Debes seleccionar al menos una sección');
    expect(validatePsicotecnicos(true, { ...proceso, secciones: ['S'] })).toBe(
      'Debes seleccionar al menos un tema',
    );
  });

  it('takes 1 to 200 questions (default 50) and 1 to 100 psychotechnics (default 10)', () => {
    expect([
      countForTest('200'),
      countForTest('0'),
      countForTest('201'),
      countForTest('2.5'),
      countForTest(''),
    ]).toEqual([200, 50, 50, 50, 50]);
    expect([
      countForPsico('1'),
      countForPsico('100'),
      countForPsico('101'),
      countForPsico('-3'),
    ]).toEqual([1, 100, 10, 10]);
  });
});

describe('psychotechnic calls (spec §7)', () => {
  it('makes one call per section × topic pair, each asking for ceil(requested / pairs)', () => {
    const { pairs, each } = psicoPairs(['A', 'B'], ['x', 'y', 'z'], 10);
    expect(pairs).toHaveLength(6);
    expect(pairs[0]).toEqual({ seccion: 'A', tema: 'x' });
    expect(pairs[5]).toEqual({ seccion: 'B', tema: 'z' });
    expect(each).toBe(2);
    expect(psicoPairs(['A'], ['x'], 7).each).toBe(7);
  });

  it('adds the failed combinations to the success message', () => {
    expect(psicoGeneratedText(6, 0)).toBe('Se han generado 6 preguntas.');
    expect(psicoGeneratedText(3, 1)).toBe('Se han generado 3 preguntas. 1 combinación falló.');
    expect(psicoGeneratedText(1, 2)).toBe('Se ha generado 1 pregunta. 2 combinaciones fallaron.');
  });
});
