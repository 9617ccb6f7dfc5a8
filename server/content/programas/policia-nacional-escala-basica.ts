import type { Programa } from './types';

/** To be written: the official programme of this process (see types.ts). */
export const programa: Programa = {
  slug: 'policia-nacional-escala-basica',
  convocatoria: { boe: '', fecha: '', titulo: '' },
  temas: [],
  psicotecnicos: [],
};
