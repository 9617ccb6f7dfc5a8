import type { Programa } from './types';

/** To be written: the official programme of this process (see types.ts). */
export const programa: Programa = {
  slug: 'administrativo-estado',
  convocatoria: { boe: '', fecha: '', titulo: '' },
  temas: [],
  psicotecnicos: [],
};
