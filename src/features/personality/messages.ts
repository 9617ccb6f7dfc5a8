import { PERSONALITY_MSG } from '@/core/contract';

export const PERSONALITY_TEXT = {
  title: 'Test de Personalidad (IPF-B)',
  loadFailed: PERSONALITY_MSG.loadFailed,
  incomplete: 'Incompleto',
  remaining: (n: number) => `Te quedan ${n} ítems por responder.`,
  popupBlocked: 'Permite las ventanas emergentes para descargar el PDF.',
  finishFirst: 'Finaliza el test para generar el informe.',
  finish: 'Finalizar y ver perfil',
  report: 'Descargar informe (PDF)',
  answered: (n: number, total: number) => `Contestadas: ${n} / ${total}`,
  saveFailed: 'No se pudo guardar la respuesta en este dispositivo',
  finishFailed: 'No se pudo guardar el perfil',
} as const;
