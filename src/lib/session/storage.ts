// The session lives in localStorage under the spec's keys (auth_token, refresh_token, user_id,
// username, nivel) so it survives reloads and works offline.
import type { Nivel } from '@/core/contract/base';
import { isNivel } from '@/core/contract/base';
import { SESSION_HINT_COOKIE, sessionHintValue } from '@/core/session-hint';

export const SESSION_KEYS = [
  'auth_token',
  'refresh_token',
  'user_id',
  'username',
  'nivel',
] as const;

export interface SessionUser {
  id: number;
  username: string;
  nivel: Nivel;
}

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
}

export function readSession(): StoredSession {
  const get = (key: (typeof SESSION_KEYS)[number]) => localStorage.getItem(key);
  const id = Number(get('user_id'));
  const username = get('username');
  const nivel = get('nivel');
  const user =
    Number.isInteger(id) && id > 0 && username && isNivel(nivel) ? { id, username, nivel } : null;
  return { token: get('auth_token'), refreshToken: get('refresh_token'), user };
}

/**
 * Writes (or, with null, removes) the cookie that has the server send this user's dashboard
 * already drawn (src/core/session-hint.ts).
 */
export function setSessionHint(user: SessionUser | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = user
    ? `${SESSION_HINT_COOKIE}=${sessionHintValue(user)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

export function writeSession(token: string, refreshToken: string, user: SessionUser): void {
  setSessionHint(user);
  localStorage.setItem('auth_token', token);
  localStorage.setItem('refresh_token', refreshToken);
  localStorage.setItem('user_id', String(user.id));
  localStorage.setItem('username', user.username);
  localStorage.setItem('nivel', user.nivel);
}

export function clearSession(): void {
  setSessionHint(null);
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}

/** The token's `exp` claim in milliseconds, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
