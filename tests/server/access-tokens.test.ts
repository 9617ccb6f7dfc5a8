// The access-token verifier remembers tokens it found valid: what it remembers must never
// outlive the token, nor let anything but that exact string through.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createAccessTokenVerifier,
  signAccessToken,
} from '../../server/auth/tokens';
import type { AccessClaims } from '../../server/auth/tokens';

const secret = new TextEncoder().encode('a-test-secret-of-enough-length-123');
const claims: AccessClaims = { userId: 7, username: 'ana', nivel: 'usuario' };

afterEach(() => {
  vi.useRealTimers();
});

describe('the access-token verifier', () => {
  it('accepts a valid token every time it is sent', async () => {
    const verify = createAccessTokenVerifier(secret);
    const token = await signAccessToken(secret, claims);
    expect(await verify(token)).toEqual(claims);
    expect(await verify(token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-26T10:00:00Z');
    vi.setSystemTime(start);
    const verify = createAccessTokenVerifier(secret);
    const token = await signAccessToken(secret, claims, start);
    expect(await verify(token)).toEqual(claims);
    vi.setSystemTime(start.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(await verify(token)).toEqual(claims);
    vi.setSystemTime(start.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await verify(token)).toBeNull();
    expect(await verify(token)).toBeNull();
  });

  it('checks afresh any other string: an altered signature or payload, another key', async () => {
    const verify = createAccessTokenVerifier(secret);
    const token = await signAccessToken(secret, claims);
    expect(await verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = (s: string) => (s.startsWith('A') ? 'B' : 'A') + s.slice(1);
    expect(await verify(`${header}.${payload}.${flipped(signature)}`)).toBeNull();
    const admin = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        nivel: 'administrador',
      }),
    ).toString('base64url');
    expect(await verify(`${header}.${admin}.${signature}`)).toBeNull();
    const other = await signAccessToken(
      new TextEncoder().encode('another-secret-xyz-0123456789'),
      claims,
    );
    expect(await verify(other)).toBeNull();
  });

  it('keeps verifying every token when it remembers fewer than are in use', async () => {
    const verify = createAccessTokenVerifier(secret, 2);
    const tokens = await Promise.all(
      [1, 2, 3, 4].map((userId) => signAccessToken(secret, { ...claims, userId })),
    );
    for (let round = 0; round < 3; round++)
      for (const [i, token] of tokens.entries()) expect((await verify(token))?.userId).toBe(i + 1);
  });
});
