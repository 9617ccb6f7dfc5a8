/** Spanish messages of the process, test, progress and history endpoints. */
export const QUIZ_MSG = {
  procesoNotFound: 'Proceso no encontrado',
  foreignQuestions: 'La respuesta incluye preguntas que no son de este proceso',
  countMismatch: 'El número de preguntas no coincide con las respuestas enviadas',
  progressIncomplete: 'Faltan datos del progreso: actual, respuestas, tiempo_restante y preguntas',
  progressRespuestas: 'Las respuestas del progreso no son válidas',
  progressPreguntas: 'Las preguntas del progreso no son válidas',
  progressMarcadas: 'Las preguntas marcadas del progreso no son válidas',
} as const;
