// Profile, account deletion, personal data export and donations.
import { AUTH_MSG, PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { MSG, requiredString } from './common';
import { z } from './zod';

export const ACCOUNT_MSG = {
  required: 'Por favor completa todos los campos',
  mismatch: 'Las contraseñas no coinciden',
  passwordMin: AUTH_MSG.passwordMin,
  wrongCurrent: 'La contraseña actual no es correcta',
  nothingToChange: 'No hay cambios que guardar',
  passwordUpdated: '¡Contraseña actualizada!',
  updateFailed: 'No se pudo actualizar la contraseña',
  deleted: 'Cuenta eliminada',
  deleteFailed: 'No se pudo eliminar la cuenta',
  lastSuperAdmin: 'No puedes eliminar la única cuenta de superadministrador',
  noConnection: 'No se pudo conectar con el servidor',
} as const;

export const actualizarPerfilSchema = z.object({
  nombre: z.string().trim().max(100, MSG.invalidInput).optional(),
  telefono: z.string().trim().max(20, MSG.invalidInput).optional(),
  password_actual: requiredString(ACCOUNT_MSG.required)
    .min(1, ACCOUNT_MSG.required)
    .max(PASSWORD_MAX, MSG.invalidInput),
  nueva_password: z
    .string({ error: MSG.invalidInput })
    .min(PASSWORD_MIN, AUTH_MSG.passwordMin)
    .max(PASSWORD_MAX, AUTH_MSG.passwordTooLong)
    .optional(),
});

export const eliminarUsuarioSchema = z.object({
  user_id: z.union([z.int().positive(), z.string().regex(/^\d+$/)], { error: MSG.invalidInput }),
});

export interface PasswordFormValues {
  actual: string;
  nueva: string;
  confirmacion: string;
}

/** The change-password form's checks (spec §5), in the spec's order; null when valid. */
export function validatePasswordForm({
  actual,
  nueva,
  confirmacion,
}: PasswordFormValues): string | null {
  if (!actual || !nueva || !confirmacion) return ACCOUNT_MSG.required;
  if (nueva !== confirmacion) return ACCOUNT_MSG.mismatch;
  if (nueva.length < PASSWORD_MIN) return ACCOUNT_MSG.passwordMin;
  return null;
}

export const DONATION_AMOUNTS = [5, 10, 20] as const;
export const DEFAULT_DONATION = 10;
export const BIZUM_PHONE_LENGTH = 9;
export const BIZUM_REDIRECT_MS = 2000;

export const DONATION_MSG = {
  invalidAmount: 'El importe debe ser 5, 10 o 20 €',
  notConfigured: 'El pago con tarjeta no está disponible en este servidor. Puedes donar con Bizum.',
  providerError: 'No se pudo iniciar el pago con tarjeta. Inténtalo de nuevo más tarde.',
  badSignature: 'Firma del webhook no válida',
  loginToDonate: 'Debes iniciar sesión para donar',
  loginTitle: 'Inicia sesión',
  mustBeAuthenticated: 'Debes estar autenticado para donar',
  invalidPhone: 'Por favor, introduce un número de teléfono válido',
  paymentErrorTitle: 'Error en el pago',
  paymentError: 'No se pudo completar el pago. Por favor, intenta de nuevo.',
  noUrl: 'No se recibió URL de pago',
  canceled: 'Pago cancelado',
} as const;

export const donationRequestSchema = z.object({
  amount: z.union([z.literal(5), z.literal(10), z.literal(20)], {
    error: DONATION_MSG.invalidAmount,
  }),
  userEmail: z.string({ error: MSG.invalidInput }).trim().max(254, MSG.invalidInput).optional(),
});
export const donationResponseSchema = z.object({ url: z.string() });

/** Bizum checks (spec §5): a session, then a phone of at least 9 characters. */
export function validateBizum(loggedIn: boolean, phone: string): string | null {
  if (!loggedIn) return DONATION_MSG.mustBeAuthenticated;
  if (phone.trim().length < BIZUM_PHONE_LENGTH) return DONATION_MSG.invalidPhone;
  return null;
}
