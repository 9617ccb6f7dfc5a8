import { fuentes as administrativo } from './administrativo-estado';
import { fuentes as auxiliar } from './auxiliar-administrativo-estado';
import { FUENTES_COMUNES } from './comunes';
import { fuentes as guardiaCivil } from './guardia-civil-cabos-guardias';
import { fuentes as policiaNacional } from './policia-nacional-escala-basica';
import type { FuenteCitable } from './types';

export type { FuenteCitable } from './types';

/** Everything the starter banks may cite, by id. Two files giving one id must agree on it. */
export function fuentesCitables(): ReadonlyMap<string, FuenteCitable> {
  const byId = new Map<string, FuenteCitable>();
  for (const fuente of [
    ...FUENTES_COMUNES,
    ...auxiliar,
    ...administrativo,
    ...policiaNacional,
    ...guardiaCivil,
  ]) {
    const known = byId.get(fuente.id);
    if (known && (known.nombre !== fuente.nombre || known.tipo !== fuente.tipo)) {
      throw new Error(`La fuente "${fuente.id}" figura dos veces con nombres distintos`);
    }
    byId.set(fuente.id, fuente);
  }
  return byId;
}
