import { ADMIN_MSG, GENERAR_DEFAULT, GENERAR_MAX, PSICO_DEFAULT, PSICO_MAX } from '@/core/contract';

export { GENERAR_DEFAULT, GENERAR_MAX, PSICO_DEFAULT, PSICO_MAX };

/** The generator screens' visible texts: the spec's (§5, §8) come from the contract, to the letter. */
export const GEN_MSG = {
  loginRequired: ADMIN_MSG.loginRequired,
  selectProceso: ADMIN_MSG.selectProceso,
  selectSeccion: ADMIN_MSG.selectSeccion,
  selectTema: ADMIN_MSG.selectTema,
  selectSecciones: ADMIN_MSG.selectSecciones,
  selectTemas: ADMIN_MSG.selectTemas,
  generarFailed: ADMIN_MSG.generarFailed,
  psicoFailed: ADMIN_MSG.psicoFailed,
  ningunaCombinacion: ADMIN_MSG.ningunaCombinacion,
  procesosFailed: 'No se pudieron cargar los procesos',
  seccionesFailed: 'No se pudieron cargar las secciones',
  temasFailed: 'No se pudieron cargar los temas',
  generated: 'Preguntas generadas',
  psicoGenerated: 'Psicotécnicos generados',
  importDone: 'Preguntas importadas',
  importRefused: 'No se ha importado ninguna pregunta',
  importFailed: 'No se pudo importar el archivo',
  fileRequired: 'Elige el archivo que quieres importar',
  exportDone: 'Banco exportado',
  exportFailed: 'No se pudo exportar el banco',
  aikenNote:
    'Aiken no guarda sección, tema, referencia ni explicación: expórtalo por temas, o usa GIFT, Moodle XML o CSV para conservar las explicaciones.',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function generatedText(n: number, tema: string): string {
  return `Se ${n === 1 ? 'ha' : 'han'} generado ${plural(n, 'pregunta', 'preguntas')} para el tema «${tema}».`;
}

/** Spec §8: a partial failure adds the count of failed combinations to the success message. */
export function psicoGeneratedText(total: number, failed: number): string {
  const done = `Se ${total === 1 ? 'ha' : 'han'} generado ${plural(total, 'pregunta', 'preguntas')}.`;
  return failed === 0
    ? done
    : `${done} ${plural(failed, 'combinación falló', 'combinaciones fallaron')}.`;
}

/** After an Aiken export: the explanations the file could not keep. */
export function omittedExplanationsText(n: number): string {
  return n === 1
    ? 'El archivo Aiken no incluye la explicación de 1 pregunta: Aiken no tiene dónde guardarla.'
    : `El archivo Aiken no incluye las explicaciones de ${n} preguntas: Aiken no tiene dónde guardarlas.`;
}

export function importedText(counts: {
  preguntas: number;
  nuevas: number;
  actualizadas: number;
  sin_cambios: number;
}): string {
  return (
    `${plural(counts.preguntas, 'pregunta', 'preguntas')} en el banco: ` +
    `${plural(counts.nuevas, 'nueva', 'nuevas')}, ${plural(counts.actualizadas, 'actualizada', 'actualizadas')} ` +
    `y ${counts.sin_cambios} sin cambios.`
  );
}
