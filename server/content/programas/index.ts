import { programa as administrativo } from './administrativo-estado';
import { programa as auxiliar } from './auxiliar-administrativo-estado';
import { programa as guardiaCivil } from './guardia-civil-cabos-guardias';
import { programa as policiaNacional } from './policia-nacional-escala-basica';
import type { Programa } from './types';

export type { Convocatoria, Programa, TemaPrograma } from './types';
export { temaName } from './types';

/** The programme of every starter process, by slug. */
export const PROGRAMAS: ReadonlyMap<string, Programa> = new Map(
  [auxiliar, administrativo, policiaNacional, guardiaCivil].map((p) => [p.slug, p]),
);
