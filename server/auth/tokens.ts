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

/** The token's claims, or null when it is malformed, forged, of another algorithm or expired. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
    const userId = Number(payload.sub);
    const nivel = nivelSchema.safeParse(payload.nivel);
    if (!Number.isInteger(userId) || !nivel.success || typeof payload.username !== 'string')
      return null;
    return { userId, username: payload.username, nivel: nivel.data };
  } catch {
    return null;
  }
}

/** An opaque random token for the client and the hash we store in its place. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
