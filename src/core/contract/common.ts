import { z } from './zod';

export const NIVELES = ['SA', 'admin', 'usuario', 'invitado'] as const;
export const nivelSchema = z.enum(NIVELES);
export type Nivel = z.infer<typeof nivelSchema>;

export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const MSG = {
  invalidJson: 'El cuerpo de la petición no es JSON válido',
  tooLarge: 'La petición es demasiado grande',
  notFound: 'Recurso no encontrado',
  unauthorized: 'Sesión no válida o caducada. Vuelve a iniciar sesión.',
  forbidden: 'No tienes permiso para realizar esta acción',
  rateLimited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  serverError: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  invalidInput: 'Datos no válidos',
  unsupportedMedia: 'Tipo de contenido no admitido',
} as const;

/** A required string whose missing or wrong-typed value yields the given Spanish message. */
export function requiredString(requiredMessage: string) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : MSG.invalidInput),
  });
}
