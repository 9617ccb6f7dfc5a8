// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  readSession,
  tokenExpiry,
  writeSession,
} from '../../src/lib/session/storage';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('stored session', () => {
  beforeEach(() => localStorage.clear());

  it('uses the spec keys and reads them back', () => {
    writeSession('tok', 'ref', { id: 7, username: 'ana', nivel: 'usuario' });
    expect(Object.keys(localStorage).sort()).toEqual([
      'auth_token',
      'nivel',
      'refresh_token',
      'user_id',
      'username',
    ]);
    expect(readSession()).toEqual({
      token: 'tok',
      refreshToken: 'ref',
      user: { id: 7, username: 'ana', nivel: 'usuario' },
    });
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

describe('the session cookie for the server (prerendered dashboard)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'opositor_sesion=; Max-Age=0; Path=/';
  });

  it('names the level and the user at login and is gone at logout', () => {
    writeSession('tok', 'ref', { id: 7, username: 'Ana María', nivel: 'admin' });
    expect(document.cookie).toContain('opositor_sesion=admin.Ana%20Mar%C3%ADa');
    clearSession();
    expect(document.cookie).not.toContain('opositor_sesion');
  });
});

describe('the session store before the first render', () => {
  beforeEach(() => localStorage.clear());
  const freshStore = async () => {
    vi.resetModules();
    return (await import('../../src/lib/session/session-store')).useSession.getState();
  };

  it('is a session at once with a live token and a user (a prerendered page hydrates with it)', async () => {
    writeSession(jwt({ exp: Date.now() / 1000 + 600 }), 'ref', {
      id: 7,
      username: 'ana',
      nivel: 'usuario',
    });
    expect(await freshStore()).toMatchObject({
      status: 'authenticated',
      user: { id: 7, username: 'ana' },
    });
  });

  it('is no session at once without a refresh token, and waits for the server with one', async () => {
    expect(await freshStore()).toMatchObject({ status: 'anonymous', user: null });
    writeSession(jwt({ exp: Date.now() / 1000 - 60 }), 'ref', {
      id: 7,
      username: 'ana',
      nivel: 'usuario',
    });
    expect(await freshStore()).toMatchObject({ status: 'loading', user: null });
  });
});
