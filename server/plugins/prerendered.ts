// The dashboard prerendered at build time for each level (scripts/prerender.ts) has a slot for
// the user's name; the server fills it from the session cookie the client writes
// (src/lib/session/storage.ts). The cookie authorises nothing: a forged one only changes the
// name drawn in that browser's own page, which its app then draws again from its real session.
import { escapeHtml } from '../../src/core/html';
import type { Nivel } from '../../src/core/contract/base';
import type { SessionHint } from '../../src/core/session-hint';
import { SESSION_HINT_COOKIE, parseSessionHint } from '../../src/core/session-hint';

/** Stands for the user's name in the prerendered pages; its first two characters, for the avatar. */
export const USERNAME_SLOT = '\uE000\uE001usuario\uE002';
const INITIALS_SLOT = USERNAME_SLOT.slice(0, 2);

export const homePage = (nivel: Nivel) => `home-${nivel}.html`;

/** The session hint in a Cookie header, or null when there is none or it cannot be used. */
export function readSessionHint(cookieHeader: string | undefined): SessionHint | null {
  const prefix = `${SESSION_HINT_COOKIE}=`;
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return raw ? parseSessionHint(raw) : null;
}

/** The prerendered dashboard with the user's name in its slots. */
export function fillHome(page: string, username: string): string {
  return page
    .replaceAll(USERNAME_SLOT, escapeHtml(username))
    .replaceAll(INITIALS_SLOT, escapeHtml(username.slice(0, 2)));
}
