// The `opositor_sesion` cookie: the level and name of the user whose session a browser holds
// (no token), written by the client at login and read by the server to fill the prerendered
// dashboard. Nothing authorises with it; the API takes the bearer token.
import type { Nivel } from './contract/base';
import { isNivel } from './contract/base';
import { USERNAME_MAX } from './contract/auth-rules';

export const SESSION_HINT_COOKIE = 'opositor_sesion';

export interface SessionHint {
  nivel: Nivel;
  username: string;
}

/** The cookie's value: "nivel.nombre", the name URI-encoded. */
export function sessionHintValue(hint: SessionHint): string {
  return `${hint.nivel}.${encodeURIComponent(hint.username)}`;
}

/**
 * The hint a cookie value names, or null. A name the page could not show as the app does (empty,
 * too long, control characters, the prerender's slot characters, or initials that would cut a
 * character in two) gives null.
 */
export function parseSessionHint(value: string): SessionHint | null {
  const dot = value.indexOf('.');
  const nivel = value.slice(0, dot);
  if (dot < 0 || !isNivel(nivel)) return null;
  let username: string;
  try {
    username = decodeURIComponent(value.slice(dot + 1));
  } catch {
    return null;
  }
  const valid =
    username.length > 0 &&
    username.length <= USERNAME_MAX &&
    !/[\p{Cc}\uE000-\uE002]/u.test(username) &&
    !/[\uD800-\uDBFF]$/.test(username.slice(0, 2));
  return valid ? { nivel, username } : null;
}
