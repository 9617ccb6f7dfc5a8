/** The test screens' visible texts (spec §2, §5, §8). */
export const QUIZ_MSG = {
  selectProceso: 'Selecciona un proceso',
  selectSeccion: 'Selecciona al menos una sección',
  selectTema: 'Selecciona al menos un tema',
  invalidCount: 'Número de preguntas inválido',
  invalidMinutes: 'Minutos inválidos',
  procesosFailed: 'No se pudieron cargar los procesos',
  seccionesFailed: 'No se pudieron cargar las secciones',
  temasFailed: 'No se pudieron cargar los temas',
  questionsFailed: 'No se pudieron cargar las preguntas',
  noQuestions: 'No se encontraron preguntas con los criterios seleccionados',
  started: 'Test iniciado',
  completed: 'Quiz completado',
  timeUp: '¡Tiempo agotado!',
  autoFinished: 'El examen ha finalizado automáticamente',
  commentAdded: 'Comentario añadido',
  commentUpdated: 'Comentario actualizado',
  commentDeleted: 'Comentario eliminado',
  commentAddFailed: 'No se pudo guardar el comentario',
  updateFailed: 'Error al actualizar',
  deleteFailed: 'Error al eliminar',
  explainFailed: 'Error al obtener explicación',
  professorFailed: 'Error al conectar con el profesor virtual',
  reportSent: 'Error reportado',
  reportThanks: 'Gracias: revisaremos la pregunta.',
  reportFailed: 'No se pudo guardar el reporte',
  noReview: 'No tienes preguntas falladas pendientes de repaso',
} as const;

/**
 * Offline, a process whose bank is not on this device: what is wrong and the
 * ways the app offers to get it (opening the process online downloads it; a logged-in user also
 * has the 'Descargar' button of Inicio's 'Bancos de preguntas sin conexión' card).
 */
export const bankNotDownloaded = (proceso: string, loggedIn: boolean) =>
  `Sin conexión: el banco de preguntas de «${proceso}» no está descargado en este dispositivo. ` +
  'Para tenerlo sin conexión, conéctate y abre este proceso aquí una vez' +
  (loggedIn ? ', o pulsa «Descargar» en «Bancos de preguntas sin conexión», en Inicio.' : '.');

export const DEFAULT_PREGUNTAS = 50;
export const DEFAULT_MINUTOS = 30;
export const AUTOSAVE_MS = 30_000;
