/** The processes seeded on first start, each with its bank in GIFT under content/banks. */
export interface StarterProceso {
  slug: string;
  descripcion: string;
  file: string;
  /** The fraction of a right answer that a wrong one costs (api.md). */
  penalizacion: number;
  /** The official exam: how many questions, in how many minutes ('Formato oficial'). */
  formato: { preguntas: number; minutos: number } | null;
}

/** Seeded in this order; a process whose slug already exists is left as it is. */
export const STARTER_PROCESOS: readonly StarterProceso[] = [
  {
    slug: 'auxiliar-administrativo-estado',
    descripcion: 'Auxiliar Administrativo del Estado',
    file: 'banks/auxiliar-administrativo-estado.gift',
    penalizacion: 1 / 3,
    // Turno libre, Resolución de la SEFP de 20-1-2023 (BOE-A-2023-2175): ejercicio único de 60 (30 del bloque I + 30 psicotécnicas) y 50 (bloque II) preguntas en 90 minutos.
    formato: { preguntas: 110, minutos: 90 },
  },
  {
    slug: 'administrativo-estado',
    descripcion: 'Administrativo del Estado',
    file: 'banks/administrativo-estado.gift',
    penalizacion: 1 / 3,
    // Turno libre, Resolución de la SEFP de 20-1-2023 (BOE-A-2023-2175): ejercicio único de 70 preguntas y un supuesto práctico de 20, en 100 minutos.
    formato: { preguntas: 90, minutos: 100 },
  },
];
