import { MSG, NIVELES } from './base';
import { z } from './zod';

export { isNivel, MSG, NIVEL_LABEL, NIVELES } from './base';
export type { Nivel } from './base';
export const nivelSchema = z.enum(NIVELES);

export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
});

/** A required string whose missing or wrong-typed value yields the given Spanish message. */
export function requiredString(requiredMessage: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage : MSG.invalidInput,
  });
}
