// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, tokenExpiry, writeSession } from '../../src/lib/session/storage';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('stored session', () => {
  beforeEach(() => localStorage.clear());

  it('uses the spec keys and reads them back', () => {
    writeSession('tok', 'ref', { id: 7, username: 'ana', nivel: 'usuario' });
    expect(Object.keys(localStorage).sort()).toEqual(['auth_token', 'nivel', 'refresh_token', 'user_id', 'username']);
    expect(readSession()).toEqual({ token: 'tok', refreshToken: 'ref', user: { id: 7, username: 'ana', nivel: 'usuario' } });
    clearSession();
    expect(localStorage.length).toBe(0);
  });

  it('has no user when a key is missing or the level is unknown', () => {
    writeSession('tok', 'ref', { id: 7, username: 'ana', nivel: 'usuario' });
    localStorage.setItem('nivel', 'emperador');
    expect(readSession().user).toBeNull();
  });

  it('reads the expiry claim of a token, and null for garbage', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    expect(tokenExpiry(jwt({ sub: '1' }))).toBeNull();
    expect(tokenExpiry('basura')).toBeNull();
  });
});
