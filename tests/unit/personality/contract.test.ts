import { describe, expect, it } from 'vitest';
import { personalityAnswersSchema, personalityDefinitionSchema } from '../../../src/core/contract';

const item = (id: number, factor = 'EE') => ({
  id,
  texto: `Afirmación ${id}.`,
  factor,
  invertido: false,
});
const valid = {
  version: '1',
  items: [item(1), item(2), item(3, 'IP')],
  pares_inconsistencia: [[1, 2]],
};

describe('personality definition schema', () => {
  it('accepts a well-formed definition, with a string or numeric version', () => {
    expect(personalityDefinitionSchema.safeParse(valid).success).toBe(true);
    expect(personalityDefinitionSchema.safeParse({ ...valid, version: 3 }).success).toBe(true);
  });

  it.each([
    [
      'a repeated id',
      { ...valid, items: [item(1), item(1)], pares_inconsistencia: [] },
      'repite el ítem 1',
    ],
    [
      'a pair with an unknown item',
      { ...valid, pares_inconsistencia: [[1, 9]] },
      'no existe: [1, 9]',
    ],
    [
      'a pair of one item with itself',
      { ...valid, pares_inconsistencia: [[2, 2]] },
      'mismo ítem: [2, 2]',
    ],
  ])('rejects %s', (_name, definition, message) => {
    const result = personalityDefinitionSchema.safeParse(definition);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });

  it('rejects an unknown factor, an empty statement and a non-boolean reversal flag', () => {
    expect(
      personalityDefinitionSchema.safeParse({ ...valid, items: [item(1, 'XX')] }).success,
    ).toBe(false);
    expect(
      personalityDefinitionSchema.safeParse({ ...valid, items: [{ ...item(1), texto: '' }] })
        .success,
    ).toBe(false);
    expect(
      personalityDefinitionSchema.safeParse({ ...valid, items: [{ ...item(1), invertido: 1 }] })
        .success,
    ).toBe(false);
  });
});

describe('personality answers schema', () => {
  it('accepts item ids mapped to 1-5', () => {
    expect(personalityAnswersSchema.parse({ '1': 1, '39': 5 })).toEqual({ '1': 1, '39': 5 });
  });

  it.each([[{ '1': 0 }], [{ '1': 6 }], [{ '1': 2.5 }], [{ x: 3 }], [{ '0': 3 }], [{ '1': '3' }]])(
    'rejects %j',
    (answers) => {
      expect(personalityAnswersSchema.safeParse(answers).success).toBe(false);
    },
  );
});
