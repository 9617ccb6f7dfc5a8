import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Nivel } from '../../src/core/contract';
import { nivelSchema } from '../../src/core/contract';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_REMEMBER_MS = 30 * 24 * 3600 * 1000;
export const REFRESH_TTL_SESSION_MS = 24 * 3600 * 1000;
export const RESET_TTL_MS = 3600 * 1000;

const ISSUER = 'opositor';

export interface AccessClaims {
  userId: number;
  username: string;
  nivel: Nivel;
}

/** `issuedAt` (whole seconds) makes the token the same for the same claims: a repeated rotation. */
export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  issuedAt = new Date(),
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ username: claims.username, nivel: claims.nivel })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

/**
 * The token's claims and expiry, or null when it is malformed, forged, of another algorithm or
 * expired.
 */
async function verifySigned(
  secret: Uint8Array,
  token: string,
): Promise<{ claims: AccessClaims; expiresAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
    const userId = Number(payload.sub);
    const nivel = nivelSchema.safeParse(payload.nivel);
    if (
      !Number.isInteger(userId) ||
      !nivel.success ||
      typeof payload.username !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    return {
      claims: { userId, username: payload.username, nivel: nivel.data },
      expiresAtMs: payload.exp * 1000,
    };
  } catch {
    return null;
  }
}

/** How many verified access tokens a verifier remembers; the oldest goes first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Checks access tokens, remembering the ones found valid until they expire: a client sends the
 * same token on every request for 15 minutes, and checking its signature was a tenth of the CPU
 * time of a genera_test.php. Only the exact string that was verified is remembered, so a token
 * altered in any way is checked afresh; one that has expired since is refused.
 */
export function createAccessTokenVerifier(
  secret: Uint8Array,
  kept = VERIFIED_TOKENS_KEPT,
): (token: string) => Promise<AccessClaims | null> {
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      verified.delete(token);
      return null;
    }
    const checked = await verifySigned(secret, token);
    if (!checked) return null;
    if (verified.size >= kept) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, checked);
    return checked.claims;
  };
}

/** An opaque random token for the client and the hash we store in its place. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
