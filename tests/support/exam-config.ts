// The configuration of a small examen of process 1, for tests that keep a test's progress.
import type { TestConfig } from '../../src/lib/db/schema';

export const EXAM_CONFIG: TestConfig = {
  idProceso: 1,
  tipo: 'examen',
  psicotecnico: false,
  secciones: [],
  temas: [],
  numPreguntas: 3,
  minutos: 10,
};
