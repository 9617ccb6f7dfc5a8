import { z } from './zod';

/** The six subscales of the IPF-B, in the order the profile shows them. */
export const SUBSCALE_CODES = ['EE', 'AI', 'TE', 'DC', 'IR', 'OS'] as const;
/** IP (positive impression) is a validity scale, not a subscale of the profile. */
export const PERSONALITY_FACTORS = [...SUBSCALE_CODES, 'IP'] as const;

export const subscaleCodeSchema = z.enum(SUBSCALE_CODES);
export type SubscaleCode = z.infer<typeof subscaleCodeSchema>;
export const personalityFactorSchema = z.enum(PERSONALITY_FACTORS);
export type PersonalityFactor = z.infer<typeof personalityFactorSchema>;

export const LIKERT_MIN = 1;
export const LIKERT_MAX = 5;

export const PERSONALITY_MSG = {
  loadFailed: 'No se pudo cargar el test de personalidad',
  duplicateItem: 'El test de personalidad repite el ítem',
  unknownPairItem: 'Un par de inconsistencia cita un ítem que no existe:',
  samePairItem: 'Un par de inconsistencia repite el mismo ítem:',
} as const;

const itemId = z.int().positive();

export const personalityItemSchema = z.object({
  id: itemId,
  texto: z.string().min(1),
  factor: personalityFactorSchema,
  invertido: z.boolean(),
});
export type PersonalityItem = z.infer<typeof personalityItemSchema>;

export const personalityDefinitionSchema = z
  .object({
    // A string in this project's bank; a number is accepted from other deployments.
    version: z.union([z.string().min(1), z.int().nonnegative()]),
    items: z.array(personalityItemSchema).min(1),
    pares_inconsistencia: z.array(z.tuple([itemId, itemId])),
  })
  .superRefine((definition, ctx) => {
    const ids = new Set<number>();
    for (const item of definition.items) {
      if (ids.has(item.id))
        ctx.addIssue({ code: 'custom', message: `${PERSONALITY_MSG.duplicateItem} ${item.id}` });
      ids.add(item.id);
    }
    for (const [a, b] of definition.pares_inconsistencia) {
      if (!ids.has(a) || !ids.has(b)) {
        ctx.addIssue({
          code: 'custom',
          message: `${PERSONALITY_MSG.unknownPairItem} [${a}, ${b}]`,
        });
      } else if (a === b) {
        ctx.addIssue({ code: 'custom', message: `${PERSONALITY_MSG.samePairItem} [${a}, ${b}]` });
      }
    }
  });
export type PersonalityDefinition = z.infer<typeof personalityDefinitionSchema>;

export const personalityAnswerSchema = z.int().min(LIKERT_MIN).max(LIKERT_MAX);

/** Stored answers: item id (a JSON key, so a string) to 1-5. */
export const personalityAnswersSchema = z.record(
  z.string().regex(/^[1-9]\d*$/),
  personalityAnswerSchema,
);
export type PersonalityAnswers = Record<number, number>;
