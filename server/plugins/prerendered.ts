// The dashboard prerendered at build time for each level (scripts/prerender.ts) has a slot for
// the user's name; the server fills it from the session cookie the client writes
// (src/lib/session/storage.ts). The cookie authorises nothing: a forged one only changes the
// name drawn in that browser's own page, which its app then draws again from its real session.
import { escapeHtml } from '../../src/core/html';
import { isNivel } from '../../src/core/contract/base';
import type { Nivel } from '../../src/core/contract/base';

/** Stands for the user's name in the prerendered pages; its first two characters, for the avatar. */
export const USERNAME_SLOT = '\uE000\uE001usuario\uE002';
const INITIALS_SLOT = USERNAME_SLOT.slice(0, 2);
const MAX_USERNAME = 50;

export const homePage = (nivel: Nivel) => `home-${nivel}.html`;

export interface SessionHint {
  nivel: Nivel;
  username: string;
}

/** The `opositor_sesion` cookie ("nivel.nombre", the name URI-encoded), or null. */
export function readSessionHint(cookieHeader: string | undefined): SessionHint | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('opositor_sesion='))
    ?.slice('opositor_sesion='.length);
  if (!raw) return null;
  const dot = raw.indexOf('.');
  const nivel = raw.slice(0, dot);
  if (dot < 0 || !isNivel(nivel)) return null;
  let username: string;
  try {
    username = decodeURIComponent(raw.slice(dot + 1));
  } catch {
    return null;
  }
  // A name the page could not show as the app does (empty, too long, control characters, the
  // slot's own characters, or initials that would cut a character in two) gets the page without
  // a name.
  const valid =
    username.length > 0 &&
    username.length <= MAX_USERNAME &&
    !/[\p{Cc}\uE000-\uE002]/u.test(username) &&
    !/[\uD800-\uDBFF]$/.test(username.slice(0, 2));
  return valid ? { nivel, username } : null;
}

/** The prerendered dashboard with the user's name in its slots. */
export function fillHome(page: string, username: string): string {
  return page
    .replaceAll(USERNAME_SLOT, escapeHtml(username))
    .replaceAll(INITIALS_SLOT, escapeHtml(username.slice(0, 2)));
}
