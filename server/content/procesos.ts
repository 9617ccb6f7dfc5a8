/** The processes seeded on first start, each with its bank in GIFT under content/banks. */
export interface StarterProceso {
  slug: string;
  descripcion: string;
  file: string;
  /** The fraction of a right answer that a wrong one costs (api.md). */
  penalizacion: number;
  formato: { preguntas: number; minutos: number } | null;
}

export const STARTER_PROCESOS: readonly StarterProceso[] = [
  {
    slug: 'auxiliar-administrativo-estado',
    descripcion: 'Auxiliar Administrativo del Estado',
    file: 'banks/auxiliar-administrativo-estado.gift',
    penalizacion: 1 / 3,
    formato: null,
  },
];
