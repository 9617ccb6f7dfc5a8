import {
  AUTH_MSG,
  EMAIL_MAX,
  EMAIL_RE,
  INVISIBLE_RE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
} from './auth-rules';
import type { AuthResponse } from './auth-rules';
import { nivelSchema, requiredString } from './common';
import { z } from './zod';

export * from './auth-rules';

const email = requiredString(AUTH_MSG.required)
  .trim()
  .min(1, AUTH_MSG.required)
  .max(EMAIL_MAX, AUTH_MSG.emailTooLong);
const newPassword = requiredString(AUTH_MSG.required)
  .min(1, AUTH_MSG.required)
  .min(PASSWORD_MIN, AUTH_MSG.passwordMin)
  .max(PASSWORD_MAX, AUTH_MSG.passwordTooLong);
const token = requiredString(AUTH_MSG.required)
  .min(1, AUTH_MSG.required)
  .max(200, AUTH_MSG.tokenTooLong);

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
    .max(USERNAME_MAX, AUTH_MSG.usernameTooLong)
    .refine((name) => !INVISIBLE_RE.test(name), AUTH_MSG.usernameInvisible)
    .transform((name) => name.normalize('NFKC')),
  email: email.regex(EMAIL_RE, AUTH_MSG.invalidEmail),
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const refreshSchema = z.object({ refresh_token: token });
export const logoutSchema = z.object({ refresh_token: token });
export const recoverSchema = z.object({ email });
export const resetPasswordSchema = z.object({ token, password: newPassword });
export const profileSchema = z.object({
  id: z.coerce
    .number({ error: AUTH_MSG.required })
    .int(AUTH_MSG.required)
    .positive(AUTH_MSG.required),
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
// The hand-written AuthResponse (auth-rules.ts) and this schema must describe the same object.
true satisfies z.infer<typeof authResponseSchema> extends AuthResponse
  ? AuthResponse extends z.infer<typeof authResponseSchema>
    ? true
    : false
  : false;

export const successSchema = z.object({ success: z.literal(true) });

export const profileResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    nivel: nivelSchema,
  }),
});
