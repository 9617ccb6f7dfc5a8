import { describe, expect, it } from 'vitest';
import {
  AUTH_MSG,
  authResponseSchema,
  isNivel,
  loginSchema,
  parseAuthResponse,
  registerSchema,
  validateLoginForm,
  validateRegisterForm,
} from '../../src/core/contract';

const good = {
  username: 'ana',
  email: 'ana@example.com',
  password: 'secreto',
  confirmPassword: 'secreto',
};

describe('register form rules, in the spec order', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegisterForm(good)).toBeNull();
  });
  it('asks for every field first, even when other rules also fail', () => {
    expect(validateRegisterForm({ ...good, username: '   ', password: '1' })).toBe(
      AUTH_MSG.required,
    );
    expect(validateRegisterForm({ ...good, confirmPassword: '' })).toBe(AUTH_MSG.required);
  });
  it('then checks that the passwords match, before their length', () => {
    expect(validateRegisterForm({ ...good, password: '1', confirmPassword: '2' })).toBe(
      AUTH_MSG.passwordsMismatch,
    );
  });
  it('then the 6-character minimum (5 fails, 6 passes)', () => {
    expect(validateRegisterForm({ ...good, password: '12345', confirmPassword: '12345' })).toBe(
      AUTH_MSG.passwordMin,
    );
    expect(
      validateRegisterForm({ ...good, password: '123456', confirmPassword: '123456' }),
    ).toBeNull();
  });
  it('then the e-mail pattern', () => {
    expect(validateRegisterForm({ ...good, email: 'ana@example' })).toBe(AUTH_MSG.invalidEmail);
    expect(validateRegisterForm({ ...good, email: 'ana example.com' })).toBe(AUTH_MSG.invalidEmail);
  });
  it('and the lengths the server also enforces', () => {
    expect(validateRegisterForm({ ...good, username: 'x'.repeat(51) })).toBe(
      AUTH_MSG.usernameTooLong,
    );
  });
});

describe('login form rules', () => {
  it('requires both fields', () => {
    expect(validateLoginForm({ email: ' ', password: 'x' })).toBe(AUTH_MSG.required);
    expect(validateLoginForm({ email: 'a@b.es', password: '' })).toBe(AUTH_MSG.required);
    expect(validateLoginForm({ email: 'a@b.es', password: 'x' })).toBeNull();
  });
});

describe('server schemas', () => {
  it('trim e-mails and default remember to false', () => {
    expect(loginSchema.parse({ email: ' a@b.es ', password: 'x' })).toEqual({
      email: 'a@b.es',
      password: 'x',
      remember: false,
    });
  });
  it('speak Spanish for wrong types', () => {
    const result = registerSchema.safeParse({ username: 5, email: [], password: null });
    expect(result.success).toBe(false);
    const firstByField = new Map<unknown, string>();
    for (const issue of result.error?.issues ?? []) {
      if (!firstByField.has(issue.path[0])) firstByField.set(issue.path[0], issue.message);
    }
    expect(Object.fromEntries(firstByField)).toEqual({
      username: 'Datos no válidos',
      email: 'Datos no válidos',
      password: AUTH_MSG.required,
    });
  });
});

describe('parseAuthResponse (the zod-free check the first screen uses)', () => {
  const session = {
    success: true,
    token: 't',
    refresh_token: 'r',
    user_id: 7,
    username: 'ana',
    nivel: 'usuario',
  };

  it('accepts exactly what authResponseSchema accepts', () => {
    expect(parseAuthResponse(session)).toEqual(authResponseSchema.parse(session));
    for (const bad of [
      null,
      'texto',
      { ...session, success: false },
      { ...session, token: 1 },
      { ...session, user_id: 7.5 },
      { ...session, user_id: '7' },
      { ...session, nivel: 'root' },
      { ...session, username: undefined },
    ]) {
      expect(() => parseAuthResponse(bad)).toThrow(
        'La respuesta del servidor no es una sesión válida',
      );
      expect(authResponseSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('checks the server limits in the register form without zod', () => {
    const good = {
      username: 'ana',
      email: 'ana@example.com',
      password: 'secreto',
      confirmPassword: 'secreto',
    };
    expect(validateRegisterForm({ ...good, email: `${'a'.repeat(250)}@x.es` })).toBe(
      AUTH_MSG.emailTooLong,
    );
    const long = 'p'.repeat(129);
    expect(validateRegisterForm({ ...good, password: long, confirmPassword: long })).toBe(
      AUTH_MSG.passwordTooLong,
    );
    expect(isNivel('SA')).toBe(true);
    expect(isNivel('sa')).toBe(false);
  });
});
