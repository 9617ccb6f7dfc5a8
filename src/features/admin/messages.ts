/** The admin screens' visible texts. */
export const ADMIN_UI = {
  usuariosFailed: 'No se pudieron cargar los usuarios',
  nivelUpdated: 'Nivel actualizado',
  nivelFailed: 'No se pudo cambiar el nivel',
  incidenciasFailed: 'No se pudieron cargar las incidencias',
  resolved: 'Incidencia resuelta',
  resolveFailed: 'No se pudo resolver la incidencia',
  noOpen: 'No hay incidencias abiertas.',
  noResolved: 'No hay incidencias resueltas.',
  noUsers: 'No se han encontrado usuarios.',
  revisionFailed: 'No se pudieron cargar las preguntas pendientes',
  noPending: 'No hay preguntas pendientes de revisión.',
  published: 'Preguntas publicadas',
  discarded: 'Preguntas descartadas',
  edited: 'Pregunta guardada',
  revisionActionFailed: 'No se pudo completar la revisión',
} as const;
