import { describe, expect, it } from 'vitest';
import { BOE, BOLETINES_AUTONOMICOS } from '../../server/content/boletines';
import {
  MAP_HEIGHT,
  MAP_REGIONS,
  MAP_WIDTH,
} from '../../src/features/dashboard/components/spain-map-data';

// Spec §2: the 19 regions of the map, by name.
const SPEC_REGIONS = [
  'Galicia',
  'Asturias',
  'Cantabria',
  'País Vasco',
  'Navarra',
  'La Rioja',
  'Aragón',
  'Cataluña',
  'Castilla y León',
  'Madrid',
  'Extremadura',
  'Castilla-La Mancha',
  'Comunidad Valenciana',
  'Murcia',
  'Andalucía',
  'Ceuta',
  'Melilla',
  'Canarias',
  'Baleares',
];

describe('bulletins and the map of Spain', () => {
  it('has one bulletin per region of the spec, plus the BOE, all on https', () => {
    expect(BOLETINES_AUTONOMICOS.map((b) => b.region).sort()).toEqual([...SPEC_REGIONS].sort());
    for (const b of [BOE, ...BOLETINES_AUTONOMICOS]) {
      expect(new URL(b.url).protocol).toBe('https:');
      expect(b.abreviatura).toMatch(/^[A-Z]{2,6}$/);
      expect(b.nombre.length).toBeGreaterThan(10);
    }
  });

  it('draws every region, generated from the bulletins, inside 420 × 270', () => {
    expect([MAP_WIDTH, MAP_HEIGHT]).toEqual([420, 270]);
    expect(MAP_REGIONS.map((r) => ({ region: r.region, url: r.url }))).toEqual(
      BOLETINES_AUTONOMICOS.map((b) => ({ region: b.region, url: b.url })),
    );
    for (const r of MAP_REGIONS) {
      const numbers = (r.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
      expect(numbers.length, r.region).toBeGreaterThan(6);
      const xs = numbers.filter((_, i) => i % 2 === 0);
      const ys = numbers.filter((_, i) => i % 2 === 1);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...xs)).toBeLessThanOrEqual(MAP_WIDTH);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...ys)).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    // The autonomous cities are a pixel wide: each has a dot big enough to click.
    expect(MAP_REGIONS.filter((r) => r.dot).map((r) => r.region)).toEqual(['Ceuta', 'Melilla']);
  });
});
