/** Spec §9: the progress key is process_sortedSections_sortedTopics_numQuestions. */
export function testKey(
  idProceso: number,
  secciones: readonly string[],
  temas: readonly string[],
  numPreguntas: number,
) {
  const sorted = (list: readonly string[]) =>
    [...list].sort((a, b) => a.localeCompare(b, 'es')).join(',');
  return `${idProceso}_${sorted(secciones)}_${sorted(temas)}_${numPreguntas}`;
}
