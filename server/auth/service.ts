// Accounts and sessions: users, refresh-token families (stored hashed, rotated on every use,
// a reused token revokes its family) and single-use password-reset tokens.
//
// Rotation is idempotent for REFRESH_GRACE_MS: two tabs refreshing with the same
// token at once both get the same new pair. The new refresh token is derived from the old one
// (an HMAC under a key of its own), and the access token is signed with the rotation's time, so
// a repeat within the window computes exactly the pair the first use issued. A repeat after the
// window is a reuse and revokes the family. Password recovery answers before any lookup: the
// link is made and mailed by a background job (no timing tells whether an account exists).
import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthResponse, LoginInput, Nivel, RegisterInput } from '../../src/core/contract';
import { AUTH_MSG, nivelSchema } from '../../src/core/contract';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { passwordResets, refreshTokens, users } from '../db/schema';
import { HttpError } from '../http-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { usernameSkeleton } from './username';
import {
  REFRESH_TTL_REMEMBER_MS,
  REFRESH_TTL_SESSION_MS,
  RESET_TTL_MS,
  hashOpaqueToken,
  newOpaqueToken,
  signAccessToken,
} from './tokens';

/** A repeat of a just-rotated refresh token within this window gets the same new pair. */
export const REFRESH_GRACE_MS = 30_000;

export interface SessionUser {
  id: number;
  username: string;
  nivel: Nivel;
}

export interface AuthServiceDeps {
  db: Db;
  jwtSecret: Uint8Array;
  sendResetLink: (email: string, token: string) => Promise<void>;
  /** Runs work after the answer has left, with retries (../jobs.ts). */
  later: (name: string, job: () => Promise<void>) => void;
  /** The grace window of a rotation (REFRESH_GRACE_MS; tests shorten it). */
  refreshGraceMs?: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function toSessionUser(row: { id: number; username: string; nivel: string }): SessionUser {
  return {
    id: row.id,
    username: row.username,
    nivel: nivelSchema.catch('invitado').parse(row.nivel),
  };
}

export function findUserByEmail(db: Db | Tx, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .then((rows) => rows[0]);
}

export async function findSessionUser(db: Db, id: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, nivel: users.nivel })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? toSessionUser(row) : null;
}

/** Every outstanding reset link of the user stops working (a reset done, a password changed). */
export async function invalidateResetLinks(tx: Db | Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export function createAuthService({
  db,
  jwtSecret,
  sendResetLink,
  later,
  refreshGraceMs = REFRESH_GRACE_MS,
}: AuthServiceDeps) {
  // The key that derives rotated refresh tokens, distinct from the JWT signing key it comes from.
  const rotationKey = Buffer.from(
    hkdfSync('sha256', jwtSecret, '', 'opositor refresh rotation', 32),
  );
  const rotatedToken = (previous: string) =>
    createHmac('sha256', rotationKey).update(previous).digest('base64url');

  function sessionAnswer(user: SessionUser, token: string, refreshToken: string): AuthResponse {
    return {
      success: true,
      token,
      refresh_token: refreshToken,
      user_id: user.id,
      username: user.username,
      nivel: user.nivel,
    };
  }

  async function issueSession(
    tx: Db | Tx,
    user: SessionUser,
    remember: boolean,
    familyId: string = randomUUID(),
    refresh: { token: string; hash: string } = newOpaqueToken(),
    issuedAt?: Date,
  ): Promise<AuthResponse> {
    const ttl = remember ? REFRESH_TTL_REMEMBER_MS : REFRESH_TTL_SESSION_MS;
    await tx.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: refresh.hash,
      remember,
      expiresAt: new Date(Date.now() + ttl),
    });
    const token = await signAccessToken(
      jwtSecret,
      { userId: user.id, username: user.username, nivel: user.nivel },
      issuedAt,
    );
    return sessionAnswer(user, token, refresh.token);
  }

  /**
   * The pair a rotation of `previous` at `rotatedAt` issued, or null when that pair has been
   * used (rotated further) or revoked since: only a just-rotated token gets the grace.
   */
  async function sameRotation(
    tx: Tx,
    previous: string,
    rotatedAt: Date,
    user: SessionUser,
  ): Promise<AuthResponse | null> {
    const next = rotatedToken(previous);
    const [child] = await tx
      .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(next)))
      .limit(1);
    if (!child || child.usedAt || child.revokedAt) return null;
    const token = await signAccessToken(
      jwtSecret,
      { userId: user.id, username: user.username, nivel: user.nivel },
      rotatedAt,
    );
    return sessionAnswer(user, token, next);
  }

  const withinGrace = (usedAt: Date | null) =>
    usedAt !== null && Date.now() - usedAt.getTime() <= refreshGraceMs;

  async function touch(userId: number) {
    await db.update(users).set({ lastActivity: new Date() }).where(eq(users.id, userId));
  }

  return {
    async register(input: RegisterInput): Promise<AuthResponse> {
      const skeleton = usernameSkeleton(input.username);
      const taken = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          sql`lower(${users.email}) = lower(${input.email}) or lower(${users.username}) = lower(${input.username}) or ${users.usernameSkeleton} = ${skeleton}`,
        );
      if (taken.some((u) => u.email.toLowerCase() === input.email.toLowerCase())) {
        throw new HttpError(409, AUTH_MSG.emailTaken);
      }
      if (taken.length > 0) throw new HttpError(409, AUTH_MSG.usernameTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              username: input.username,
              usernameSkeleton: skeleton,
              email: input.email,
              passwordHash,
              lastActivity: new Date(),
            })
            .returning();
          if (!row) throw new HttpError(500, AUTH_MSG.registerFailed);
          return issueSession(tx, toSessionUser(row), false);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MSG.registerFailed);
        throw error;
      }
    },

    async login(input: Required<LoginInput>): Promise<AuthResponse> {
      const row = await findUserByEmail(db, input.email);
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!row || !ok) throw new HttpError(401, AUTH_MSG.badCredentials);
      await touch(row.id);
      return issueSession(db, toSessionUser(row), input.remember);
    },

    async refresh(token: string): Promise<AuthResponse> {
      const fail = new HttpError(401, AUTH_MSG.refreshFailed);
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
          .limit(1);
        if (!row) return null;
        const user = await findSessionUser(tx as unknown as Db, row.userId);
        if (!user) return null;
        if (!row.revokedAt && withinGrace(row.usedAt)) {
          const same = await sameRotation(tx, token, row.usedAt as Date, user);
          if (same) return same;
        }
        if (row.usedAt || row.revokedAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
          return 'reused' as const;
        }
        if (row.expiresAt.getTime() <= Date.now()) return null;
        // One of two concurrent refreshes claims the token; the other (PostgreSQL waits on the
        // row) then finds it used a moment ago and answers the same pair.
        const rotatedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
        const claimed = await tx
          .update(refreshTokens)
          .set({ usedAt: rotatedAt })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) {
          const [now] = await tx
            .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
            .from(refreshTokens)
            .where(eq(refreshTokens.id, row.id));
          if (!now || now.revokedAt || !withinGrace(now.usedAt)) return null;
          return sameRotation(tx, token, now.usedAt as Date, user);
        }
        const next = rotatedToken(token);
        return issueSession(
          tx,
          user,
          row.remember,
          row.familyId,
          { token: next, hash: hashOpaqueToken(next) },
          rotatedAt,
        );
      });
      if (!result || result === 'reused') throw fail;
      await touch(result.user_id);
      return result;
    },

    async logout(token: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
        .limit(1);
      if (!row) return;
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Returns at once, known address or not; the link is made and mailed afterwards. */
    recover(email: string): void {
      later('recuperar contraseña', async () => {
        const row = await findUserByEmail(db, email);
        if (!row) return;
        const reset = newOpaqueToken();
        await db.insert(passwordResets).values({
          userId: row.id,
          tokenHash: reset.hash,
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        await sendResetLink(row.email, reset.token);
      });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, hashOpaqueToken(token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!reset) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
        await invalidateResetLinks(tx, reset.userId);
        // A new password ends every open session of the account.
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.userId, reset.userId), isNull(refreshTokens.revokedAt)));
        return true;
      });
      if (!done) throw new HttpError(400, AUTH_MSG.resetInvalid);
    },

    async profile(id: number) {
      const [row] = await db
        .select({ id: users.id, username: users.username, email: users.email, nivel: users.nivel })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      if (!row) throw new HttpError(404, 'Usuario no encontrado');
      return { ...row, nivel: toSessionUser(row).nivel };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
