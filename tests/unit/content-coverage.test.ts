// The starter banks against their official programmes: every tema with at least
// MIN_PER_TEMA questions, an explanation and a well-formed source on every question, and the
// giveaway figures inside their bands. `npm run content:coverage` prints the same measures.
import { describe, expect, it } from 'vitest';
import { processCoverage } from '../../server/content/coverage';
import { fuentesCitables } from '../../server/content/fuentes';
import { STARTER_PROCESSES } from '../../server/content/processes';
import { PROGRAMAS } from '../../server/content/programas';
import { readStarterBank } from '../../server/content/starter-banks';

const citables = fuentesCitables();
const coverages = await Promise.all(
  STARTER_PROCESSES.map(async (starter) => {
    const programa = PROGRAMAS.get(starter.slug);
    if (!programa) throw new Error(`No hay programa para ${starter.slug}`);
    return {
      starter,
      programa,
      coverage: processCoverage(programa, (await readStarterBank(starter)).questions, citables),
    };
  }),
);

describe.each(coverages)('$starter.descripcion', ({ programa, coverage }) => {
  it('meets every limit of the coverage command', () => {
    expect(coverage.problemas).toEqual([]);
  });

  it('names the call its programme comes from, and has every tema in the bank', () => {
    expect(programa.convocatoria.titulo.length).toBeGreaterThan(20);
    expect(coverage.temas.length).toBe(programa.temas.length);
    expect(coverage.fuera).toEqual([]);
  });
});

it('holds over 3,000 questions in all', () => {
  expect(coverages.reduce((sum, c) => sum + c.coverage.total, 0)).toBeGreaterThan(3000);
});
