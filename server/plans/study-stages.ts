import type { StageInput } from '../db/repositories/study-plans';

export const OTHER_TOPICS_STAGE = 'Otros temas';
export const FINAL_STAGE = 'Repaso final y simulacros';
const TOPIC_TASK = 'Estudiar el tema, hacer su resumen y un test de repaso.';

/**
 * The manual stages and tasks of a new study plan, made from the topics the user chose:
 * one stage per section (the topic's section in the process's bank, in the order the user
 * chose the sections, then the bank's order), one task per topic in the order chosen; topics
 * the bank does not know (typed by hand) go to a stage 'Otros temas'. A last stage holds the
 * general review and a mock exam, as the AI weekly plan ends with simulacros. A stage's
 * `descripcion` lists its topics comma-separated (spec §3).
 */
export function buildStages(
  temas: readonly string[],
  secciones: readonly string[],
  bankPairs: readonly { seccion: string; tema: string }[],
): StageInput[] {
  if (temas.length === 0) return [];
  const chosenSections = new Set(secciones);
  const sectionOf = new Map<string, string>();
  for (const { seccion, tema } of bankPairs) {
    // A topic in several sections belongs to a chosen one when it can.
    const current = sectionOf.get(tema);
    if (current === undefined || (!chosenSections.has(current) && chosenSections.has(seccion)))
      sectionOf.set(tema, seccion);
  }
  const bankOrder = [...new Set(bankPairs.map((p) => p.seccion))];
  const order = [...new Set([...secciones, ...bankOrder])];
  const bySection = new Map<string, string[]>();
  for (const tema of temas) {
    const seccion = sectionOf.get(tema) ?? OTHER_TOPICS_STAGE;
    bySection.set(seccion, [...(bySection.get(seccion) ?? []), tema]);
  }
  const stages: StageInput[] = [...order, OTHER_TOPICS_STAGE]
    .filter((s) => bySection.has(s))
    .map((seccion) => {
      const topics = bySection.get(seccion) ?? [];
      return {
        titulo: seccion,
        descripcion: topics.join(', '),
        tareas: topics.map((tema) => ({ titulo: tema, descripcion: TOPIC_TASK })),
      };
    });
  stages.push({
    titulo: FINAL_STAGE,
    descripcion: temas.join(', '),
    tareas: [
      {
        titulo: 'Repaso general de todos los temas',
        descripcion: 'Repasa sin mirar cada tema y comprueba con tus resúmenes.',
      },
      {
        titulo: 'Simulacro de examen completo',
        descripcion: 'En modo examen, con el tiempo oficial; corrige cada fallo.',
      },
    ],
  });
  return stages;
}
