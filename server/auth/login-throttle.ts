// Failed logins, counted in this process's memory per (e-mail, IP) and per IP (never per e-mail
// alone, so that nobody elsewhere can keep an account's owner out). After a few free failures
// each further one makes that key wait longer: 1 s, 2 s, 4 s… up to 15 minutes. A key forgets
// its failures an hour after the last one; a successful login clears its (e-mail, IP) key but
// not its IP's (an attacker's own account must not wipe the IP's count). Several server
// instances each keep their own counts, like the other rate limits.

import type { LoginThrottleSettings } from '../config';

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;
/** Bounds the memory an attacker spraying e-mails can take; the oldest keys go first. */
const MAX_KEYS = 100_000;

interface Failures {
  count: number;
  last: number;
}

export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - free, 30));
}

export function createLoginThrottle(settings: LoginThrottleSettings, now: () => number = Date.now) {
  const keys = new Map<string, Failures>();
  // An IP holds no '|', so the pair key is unambiguous.
  const keysOf = (email: string, ip: string) => ({
    pair: `pair:${ip}|${email.trim().toLowerCase()}`,
    ip: `ip:${ip}`,
  });

  function current(key: string): Failures | null {
    const entry = keys.get(key);
    if (!entry) return null;
    if (now() - entry.last > FORGET_AFTER_MS) {
      keys.delete(key);
      return null;
    }
    return entry;
  }

  function waitMs(key: string, free: number): number {
    const entry = current(key);
    if (!entry) return 0;
    return Math.max(0, entry.last + delayAfter(entry.count, free) - now());
  }

  function fail(key: string) {
    const count = (current(key)?.count ?? 0) + 1;
    keys.delete(key);
    keys.set(key, { count, last: now() });
    if (keys.size > MAX_KEYS) {
      const oldest = keys.keys().next().value;
      if (oldest !== undefined) keys.delete(oldest);
    }
  }

  return {
    /** How long this e-mail from this IP must still wait before a try; 0 when it may try now. */
    waitMs(email: string, ip: string): number {
      const k = keysOf(email, ip);
      return Math.max(waitMs(k.pair, settings.freePerEmailIp), waitMs(k.ip, settings.freePerIp));
    },
    failed(email: string, ip: string) {
      const k = keysOf(email, ip);
      fail(k.pair);
      fail(k.ip);
    },
    succeeded(email: string, ip: string) {
      keys.delete(keysOf(email, ip).pair);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** The Spanish answer to a login that must wait, with the wait rounded up. */
export function loginWaitMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
      : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minuto' : 'minutos'}`;
  return `Demasiados intentos fallidos de inicio de sesión. Espera ${wait} y vuelve a intentarlo.`;
}
