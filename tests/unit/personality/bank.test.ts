import { beforeAll, describe, expect, it } from 'vitest';
import { loadPersonalityDefinition } from '../../../server/routes/personality';
import type { PersonalityDefinition, PersonalityItem } from '../../../src/core/contract';
import { SUBSCALE_CODES } from '../../../src/core/contract';
import { BANDS, SUBSCALES, scorePersonality } from '../../../src/core/personality';

describe('the IPF-B item bank', () => {
  let bank: PersonalityDefinition;
  let byId: Map<number, PersonalityItem>;
  beforeAll(async () => {
    bank = await loadPersonalityDefinition();
    byId = new Map(bank.items.map((item) => [item.id, item]));
  });

  it('has a version and ids running 1..N without gaps or repeats', () => {
    expect(typeof bank.version).toBe('string');
    expect(bank.items.map((item) => item.id)).toEqual(bank.items.map((_, index) => index + 1));
  });

  it('has at least 6 items for each subscale', () => {
    for (const codigo of SUBSCALE_CODES) {
      expect(
        bank.items.filter((item) => item.factor === codigo).length,
        codigo,
      ).toBeGreaterThanOrEqual(6);
    }
  });

  it('has items 37, 38 and 39, and only those, as the IP scale, none of them reversed', () => {
    const ip = bank.items.filter((item) => item.factor === 'IP');
    expect(ip.map((item) => item.id)).toEqual([37, 38, 39]);
    expect(ip.every((item) => !item.invertido)).toBe(true);
  });

  it('reverses about a third of the subscale items, and some in every subscale', () => {
    const scored = bank.items.filter((item) => item.factor !== 'IP');
    const share = scored.filter((item) => item.invertido).length / scored.length;
    expect(share).toBeGreaterThanOrEqual(0.25);
    expect(share).toBeLessThanOrEqual(0.45);
    for (const codigo of SUBSCALE_CODES) {
      expect(
        scored.some((item) => item.factor === codigo && item.invertido),
        codigo,
      ).toBe(true);
      expect(
        scored.some((item) => item.factor === codigo && !item.invertido),
        codigo,
      ).toBe(true);
    }
  });

  it('has at least 6 inconsistency pairs of existing items in the same factor and direction', () => {
    expect(bank.pares_inconsistencia.length).toBeGreaterThanOrEqual(6);
    for (const [a, b] of bank.pares_inconsistencia) {
      const itemA = byId.get(a);
      const itemB = byId.get(b);
      expect(itemA, `item ${a}`).toBeDefined();
      expect(itemB, `item ${b}`).toBeDefined();
      expect(itemA?.factor, `[${a}, ${b}]`).toBe(itemB?.factor);
      expect(itemA?.factor).not.toBe('IP');
      expect(itemA?.invertido, `[${a}, ${b}]`).toBe(itemB?.invertido);
    }
    const used = bank.pares_inconsistencia.flat();
    expect(new Set(used).size).toBe(used.length);
  });

  it('words every statement once, short, in the first person, ending in a full stop', () => {
    const texts = bank.items.map((item) => item.texto);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text.length, text).toBeLessThanOrEqual(90);
      expect(text, text).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].*\.$/);
    }
  });

  it('describes every subscale and every band', () => {
    for (const codigo of SUBSCALE_CODES) {
      const info = SUBSCALES[codigo];
      expect(info.codigo).toBe(codigo);
      expect(info.nombre.length).toBeGreaterThan(0);
      expect(info.descripcion.length).toBeGreaterThan(80);
      for (const band of BANDS)
        expect(info.interpretaciones[band].length, `${codigo} ${band}`).toBeGreaterThan(40);
    }
  });

  it('scores a consistent, candid run through the whole bank without alerts', () => {
    const answers = Object.fromEntries(
      bank.items.map((item) => [item.id, item.factor === 'IP' ? 2 : 4]),
    );
    const profile = scorePersonality(bank, answers);
    expect(profile.subescalas).toHaveLength(6);
    expect(profile.alertas).toEqual([]);
  });
});
