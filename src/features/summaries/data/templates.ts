// The technique dialog's templates (spec §2 and §9): Loci with 8 to 12 key ideas, Feynman and
// Acrónimo with the spaced reviews at 10 minutes, 1 day, 3 days, 1 week and 1 month, and
// Flashcards with theirs at 2, 4, 7 and 15 days, written so «Repasar tarjetas» can read them.
import { LOCI_MAX, LOCI_MIN, LOCI_ROUTE, REVIEW_INTERVALS } from '@/core/ai-local';
import { joinEs } from '@/core/ai-local/join-es';

export const TEMPLATE_IDS = ['loci', 'feynman', 'acronimo', 'flashcards'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const TEMPLATE_NAMES: Record<TemplateId, string> = {
  loci: 'Loci',
  feynman: 'Feynman',
  acronimo: 'Acrónimo',
  flashcards: 'Flashcards',
};

/** Spec §9: the flashcards' own review intervals. */
export const FLASHCARD_INTERVALS = ['2 días', '4 días', '7 días', '15 días'] as const;
const FLASHCARD_SLOTS = 5;

export const REVIEW_LINE = `Repasos espaciados: a los ${joinEs(REVIEW_INTERVALS.map((r) => r.etiqueta))}.`;
export const FLASHCARD_REVIEW_LINE = `Repasa las tarjetas a los ${joinEs(FLASHCARD_INTERVALS)}.`;

const title = (name: string, tema: string) => `${name} — ${tema.trim() || 'Tema sin título'}`;

const BODIES: Record<TemplateId, (tema: string) => string[]> = {
  loci: (tema) => [
    title('Palacio de la memoria (método Loci)', tema),
    '',
    '1. Elige un lugar que conozcas muy bien (tu casa, tu calle, el camino al trabajo).',
    `2. Fija en él un recorrido, siempre en el mismo orden, con entre ${LOCI_MIN} y ${LOCI_MAX} estaciones.`,
    `3. Escoge entre ${LOCI_MIN} y ${LOCI_MAX} ideas clave del resumen y deja una en cada estación, con una imagen exagerada y en movimiento.`,
    '',
    ...LOCI_ROUTE.slice(0, LOCI_MIN).map((place, i) => `Estación ${i + 1} · ${place}: `),
    '',
    `Si te faltan estaciones, añade hasta ${LOCI_MAX}. Para recordar, recorre la ruta desde el principio.`,
    '',
    REVIEW_LINE,
  ],
  feynman: (tema) => [
    title('Técnica Feynman', tema),
    '',
    '1. El concepto que quiero aprender:',
    '',
    '2. Explicación sencilla, como si se lo contara a alguien que no sabe nada del tema:',
    '',
    '3. Lagunas: lo que no he sabido explicar y tengo que volver a estudiar:',
    '',
    '4. Explicación final, más simple y con una analogía:',
    '',
    REVIEW_LINE,
  ],
  acronimo: (tema) => [
    title('Acrónimo', tema),
    '',
    'Palabras clave, en orden:',
    '- ',
    '- ',
    '- ',
    '- ',
    '',
    'Acrónimo (la primera letra de cada palabra clave):',
    '',
    'Frase o imagen para recordarlo:',
    '',
    REVIEW_LINE,
  ],
  flashcards: (tema) => [
    title('Flashcards', tema),
    '',
    'Una pregunta por tarjeta y su respuesta debajo; repásalas con «Repasar tarjetas».',
    '',
    ...Array.from({ length: FLASHCARD_SLOTS }, () => ['Pregunta: ', 'Respuesta: ', '']).flat(),
    FLASHCARD_REVIEW_LINE,
  ],
};

/** A template's text for a summary's topic, ready for the editor. */
export function templateText(id: TemplateId, tema: string): string {
  return BODIES[id](tema).join('\n');
}

/** The editor after choosing a template: the template alone, or after what was written. */
export function applyTemplate(current: string, id: TemplateId, tema: string): string {
  const template = templateText(id, tema);
  return current.trim() === '' ? template : `${current.trimEnd()}\n\n${template}`;
}
