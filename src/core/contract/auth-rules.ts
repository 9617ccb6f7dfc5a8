// The auth rules the first screen needs, without zod: messages, limits, the forms' checks and
// a check of the server's session answer. auth.ts builds the zod schemas from the same values.
import type { Nivel } from './base';
import { isNivel } from './base';

export const AUTH_MSG = {
  required: 'Por favor, completa todos los campos',
  passwordsMismatch: 'Las contraseñas no coinciden',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  invalidEmail: 'Por favor, introduce un email válido',
  connection: 'Error de conexión. Por favor, intenta de nuevo.',
  loginFallback: 'Error al iniciar sesión',
  registerFallback: 'Error al registrarse',
  badCredentials: 'Credenciales incorrectas',
  registerFailed: 'No se pudo crear la cuenta',
  refreshFailed: 'Error al refrescar el token',
  noRefreshToken: 'No refresh token available',
  recoverFailed: 'Error al solicitar recuperación de contraseña',
  unknownAction: 'Acción no válida',
  emailTaken: 'Ya existe una cuenta con ese email',
  usernameTaken: 'Ese nombre de usuario ya está en uso',
  usernameTooLong: 'El nombre de usuario no puede tener más de 50 caracteres',
  usernameInvisible:
    'El nombre de usuario no puede contener caracteres invisibles ni de control (espacios de ancho cero, cambios de dirección del texto)',
  emailTooLong: 'El email no puede tener más de 254 caracteres',
  passwordTooLong: 'La contraseña no puede tener más de 128 caracteres',
  resetInvalid: 'El enlace para restablecer la contraseña no es válido o ha caducado',
  tokenTooLong: 'El token no es válido',
  invalidSession: 'La respuesta del servidor no es una sesión válida',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 50;
export const EMAIL_MAX = 254;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Control and format characters (zero-width, bidi overrides), lone surrogates, line separators. */
export const INVISIBLE_RE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** The session the server answers on login, register and refresh (api.md "Auth"). */
export interface AuthResponse {
  success: true;
  token: string;
  refresh_token: string;
  user_id: number;
  username: string;
  nivel: Nivel;
}

/** The server's session answer, checked field by field; throws when it is not one. */
export function parseAuthResponse(body: unknown): AuthResponse {
  const b = (body ?? {}) as Record<string, unknown>;
  if (
    b.success === true &&
    typeof b.token === 'string' &&
    typeof b.refresh_token === 'string' &&
    Number.isInteger(b.user_id) &&
    typeof b.username === 'string' &&
    isNivel(b.nivel)
  ) {
    return {
      success: true,
      token: b.token,
      refresh_token: b.refresh_token,
      user_id: b.user_id as number,
      username: b.username,
      nivel: b.nivel,
    };
  }
  throw new Error(AUTH_MSG.invalidSession);
}

export interface RegisterForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The register form's checks in the spec's order; returns the first message, or null. */
export function validateRegisterForm(form: RegisterForm): string | null {
  const { username, email: mail, password, confirmPassword } = form;
  if (!username.trim() || !mail.trim() || !password || !confirmPassword) return AUTH_MSG.required;
  if (password !== confirmPassword) return AUTH_MSG.passwordsMismatch;
  if (password.length < PASSWORD_MIN) return AUTH_MSG.passwordMin;
  if (!EMAIL_RE.test(mail.trim())) return AUTH_MSG.invalidEmail;
  // The server's limits (registerSchema), checked here too so the form says it first.
  if (username.trim().length > USERNAME_MAX) return AUTH_MSG.usernameTooLong;
  if (INVISIBLE_RE.test(username)) return AUTH_MSG.usernameInvisible;
  if (mail.trim().length > EMAIL_MAX) return AUTH_MSG.emailTooLong;
  if (password.length > PASSWORD_MAX) return AUTH_MSG.passwordTooLong;
  return null;
}

/** The login form's check: both fields required. */
export function validateLoginForm(form: { email: string; password: string }): string | null {
  if (!form.email.trim() || !form.password) return AUTH_MSG.required;
  return null;
}
