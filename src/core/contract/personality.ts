import { z } from './zod';

/** The six subscales of the IPF-B, in the order the profile shows them. */
export const SUBSCALE_CODES = ['EE', 'AI', 'TE', 'DC', 'IR', 'OS'] as const;
/** IP (positive impression) is a validity scale, not a subscale of the profile. */
export const PERSONALITY_FACTORS = [...SUBSCALE_CODES, 'IP'] as const;

export const subscaleCodeSchema = z.enum(SUBSCALE_CODES);
export type SubscaleCode = z.infer<typeof subscaleCodeSchema>;
export const personalityFactorSchema = z.enum(PERSONALITY_FACTORS);

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

// Finished profiles (beyond api.md: `perfiles_personalidad.php`, listed in the README). The
// client sends only the answers; the server scores them with the definition it serves.

export const PERSONALITY_PROFILE_MSG = {
  uuid: 'Identificador del perfil no válido',
  version: 'Falta la versión del test',
  respuestas: 'Las respuestas no son válidas: cada ítem se responde con un número del 1 al 5',
  fecha: 'Fecha no válida',
  tooManyAnswers: 'Hay demasiadas respuestas',
  unknownItem: 'Las respuestas citan un ítem que no existe en el test:',
  incomplete: (n: number) => `Faltan ${n} ítems por responder`,
  staleVersion: (sent: string, current: string) =>
    `El perfil se hizo con la versión ${sent} del test y la vigente es la ${current}; se conserva solo en este dispositivo.`,
} as const;

export const MAX_PERSONALITY_ANSWERS = 500;

const versionField = z.union([z.string().min(1).max(100), z.int().nonnegative()], {
  error: PERSONALITY_PROFILE_MSG.version,
});

export const savePersonalityProfileInputSchema = z.object({
  uuid: z.uuid({ error: PERSONALITY_PROFILE_MSG.uuid }),
  version: versionField,
  respuestas: z
    .record(
      z.string().regex(/^[1-9]\d*$/, PERSONALITY_PROFILE_MSG.respuestas),
      z
        .int({ error: PERSONALITY_PROFILE_MSG.respuestas })
        .min(LIKERT_MIN, PERSONALITY_PROFILE_MSG.respuestas)
        .max(LIKERT_MAX, PERSONALITY_PROFILE_MSG.respuestas),
      { error: PERSONALITY_PROFILE_MSG.respuestas },
    )
    .refine((answers) => Object.keys(answers).length <= MAX_PERSONALITY_ANSWERS, {
      message: PERSONALITY_PROFILE_MSG.tooManyAnswers,
    }),
  fecha: z.iso.datetime({ offset: true, error: PERSONALITY_PROFILE_MSG.fecha }),
});
export type SavePersonalityProfileInput = z.infer<typeof savePersonalityProfileInputSchema>;

const bandSchema = z.enum(['Bajo', 'Medio', 'Alto']);

/** The profile src/core/personality computes (PersonalityProfile), as it travels and is kept. */
export const personalityProfileResultSchema = z.object({
  version: z.union([z.string(), z.number()]),
  subescalas: z.array(
    z.object({
      codigo: subscaleCodeSchema,
      nombre: z.string(),
      descripcion: z.string(),
      media: z.number(),
      puntuacion: z.number(),
      puntuacionRedondeada: z.number(),
      banda: bandSchema,
      interpretacion: z.string(),
    }),
  ),
  inconsistencia: z.object({
    nivel: z.enum(['correcta', 'limite', 'alta']),
    paresMarcados: z.array(
      z.object({
        items: z.tuple([z.number(), z.number()]),
        respuestas: z.tuple([z.number(), z.number()]),
        diferencia: z.number(),
      }),
    ),
    paresEvaluados: z.number(),
  }),
  impresionPositiva: z.object({ media: z.number().nullable(), deseabilidad: z.boolean() }),
  alertas: z.array(
    z.object({
      tipo: z.enum(['inconsistencia', 'deseabilidad']),
      nivel: z.enum(['alta', 'limite', 'aviso']),
      titulo: z.string(),
      texto: z.string(),
    }),
  ),
});
export type PersonalityProfileResult = z.infer<typeof personalityProfileResultSchema>;

export const savePersonalityProfileResponseSchema = z.object({
  success: z.literal(true),
  id: z.int(),
  resultado: personalityProfileResultSchema,
});

export const personalityProfileItemSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  version: z.string(),
  respuestas: z.record(z.string(), z.int()),
  resultado: personalityProfileResultSchema,
  fecha: z.string(),
});
export type PersonalityProfileItem = z.infer<typeof personalityProfileItemSchema>;

export const personalityProfilesQuerySchema = z.object({
  user_id: z.coerce.number().int().positive().optional(),
});

export const personalityProfilesResponseSchema = z.object({
  success: z.literal(true),
  perfiles: z.array(personalityProfileItemSchema),
});
