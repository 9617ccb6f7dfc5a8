import { z } from './zod';
import { nivelSchema, requiredString } from './common';

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
  emailTooLong: 'El email no puede tener más de 254 caracteres',
  passwordTooLong: 'La contraseña no puede tener más de 128 caracteres',
  resetInvalid: 'El enlace para restablecer la contraseña no es válido o ha caducado',
  tokenTooLong: 'El token no es válido',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 50;
export const EMAIL_MAX = 254;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = requiredString(AUTH_MSG.required)
  .trim()
  .min(1, AUTH_MSG.required)
  .max(EMAIL_MAX, AUTH_MSG.emailTooLong);
const newPassword = requiredString(AUTH_MSG.required)
  .min(1, AUTH_MSG.required)
  .min(PASSWORD_MIN, AUTH_MSG.passwordMin)
  .max(PASSWORD_MAX, AUTH_MSG.passwordTooLong);
const token = requiredString(AUTH_MSG.required).min(1, AUTH_MSG.required).max(200, AUTH_MSG.tokenTooLong);

export const loginSchema = z.object({
  email,
  password: requiredString(AUTH_MSG.required)
    .min(1, AUTH_MSG.required)
    .max(PASSWORD_MAX, AUTH_MSG.passwordTooLong),
  remember: z.boolean({ error: 'El campo remember debe ser verdadero o falso' }).default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  username: requiredString(AUTH_MSG.required)
    .trim()
    .min(1, AUTH_MSG.required)
    .max(USERNAME_MAX, AUTH_MSG.usernameTooLong),
  email: email.regex(EMAIL_RE, AUTH_MSG.invalidEmail),
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const refreshSchema = z.object({ refresh_token: token });
export const logoutSchema = z.object({ refresh_token: token });
export const recoverSchema = z.object({ email });
export const resetPasswordSchema = z.object({ token, password: newPassword });
export const profileSchema = z.object({
  id: z.coerce.number({ error: AUTH_MSG.required }).int(AUTH_MSG.required).positive(AUTH_MSG.required),
});

export const AUTH_ACTIONS = [
  'login',
  'register',
  'refresh_token',
  'logout',
  'recover',
  'reset_password',
  'profile',
] as const;
export const authActionSchema = z.enum(AUTH_ACTIONS, { error: AUTH_MSG.unknownAction });
export type AuthAction = z.infer<typeof authActionSchema>;

export const authActionSchemas = {
  login: loginSchema,
  register: registerSchema,
  refresh_token: refreshSchema,
  logout: logoutSchema,
  recover: recoverSchema,
  reset_password: resetPasswordSchema,
  profile: profileSchema,
} as const satisfies Record<AuthAction, z.ZodType>;

/** The body of POST auth.php: an action plus that action's fields, checked by the action's schema. */
export const authRequestSchema = z.looseObject({ action: authActionSchema });

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  refresh_token: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  nivel: nivelSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const successSchema = z.object({ success: z.literal(true) });

export const profileResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({ id: z.number().int(), username: z.string(), email: z.string(), nivel: nivelSchema }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

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
  const parsed = registerSchema.safeParse({ username, email: mail, password });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? AUTH_MSG.registerFallback);
}

/** The login form's check: both fields required. */
export function validateLoginForm(form: { email: string; password: string }): string | null {
  if (!form.email.trim() || !form.password) return AUTH_MSG.required;
  return null;
}
