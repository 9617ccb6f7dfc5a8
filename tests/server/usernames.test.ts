// Usernames show in comments and the ranking, so a new one may not look like
// one already taken. Names are NFKC-normalised, invisible and control characters are refused,
// and uniqueness goes through a look-alike skeleton that ignores case.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameSkeleton } from '../../server/auth/username';
import { fillUsernameSkeletons } from '../../server/db/seed';
import { users } from '../../server/db/schema';
import { AUTH_MSG, validateRegisterForm } from '../../src/core/contract';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';

const INVISIBLE = AUTH_MSG.usernameInvisible;

describe('the username skeleton', () => {
  it('maps case, width and look-alike letters of other scripts to one form', () => {
    for (const name of ['Alice', 'ALICE', '\u0430lice', 'ａｌｉｃｅ', 'a1ice']) {
      expect(usernameSkeleton(name), name).toBe(usernameSkeleton('alice'));
    }
    expect(usernameSkeleton('alicia')).not.toBe(usernameSkeleton('alice'));
    expect(usernameSkeleton('José')).not.toBe(usernameSkeleton('Jose'));
  });

  it('the register form refuses invisible characters before sending', () => {
    const form = {
      email: 'a@example.com',
      password: 'secreto-123',
      confirmPassword: 'secreto-123',
    };
    expect(validateRegisterForm({ ...form, username: 'alice\u200b' })).toBe(INVISIBLE);
    expect(validateRegisterForm({ ...form, username: 'alice' })).toBeNull();
  });
});

describe.each(dbKinds)('registering look-alike usernames on %s', (kind) => {
  let server: TestServer;
  let n = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const register = (username: string) => {
    n += 1;
    return request(server, 'POST', '/api/auth.php', {
      body: {
        action: 'register',
        username,
        email: `persona${n}@example.com`,
        password: 'secreto-123',
      },
    });
  };

  it('refuses zero-width and bidi characters with a Spanish message', async () => {
    for (const name of ['alice\u200b', '\u202ealice', 'al\u200dice', 'ali\u0007ce']) {
      const res = await register(name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body).toEqual({ success: false, error: INVISIBLE });
    }
  });

  it('refuses a name that looks like one taken, in any case or script', async () => {
    expect((await register('alice')).status).toBe(201);
    for (const name of ['Alice', '\u0430lice', 'ａｌｉｃｅ', 'ALICE', 'a1ice']) {
      const res = await register(name);
      expect(res.status, name).toBe(409);
      expect(res.body).toEqual({ success: false, error: AUTH_MSG.usernameTaken });
    }
    expect((await register('alicia')).status).toBe(201);
  });

  it('stores the NFKC form', async () => {
    const res = await register('ｂｅｒｔａ');
    expect(res.status).toBe(201);
    expect(res.body.username).toBe('berta');
  });

  it('fills the skeletons of accounts made before the rule, oldest first', async () => {
    const { db } = server.database;
    await db.insert(users).values([
      { username: 'carolina', email: 'carolina@example.com', passwordHash: 'x' },
      { username: 'c\u0430rolina', email: 'carolina2@example.com', passwordHash: 'x' },
    ]);
    expect(await fillUsernameSkeletons(db)).toBe(1);
    const rows = await db
      .select({ username: users.username, skeleton: users.usernameSkeleton })
      .from(users)
      .where(eq(users.email, 'carolina2@example.com'));
    // The younger look-alike keeps its account but no skeleton.
    expect(rows).toEqual([{ username: 'c\u0430rolina', skeleton: null }]);
    expect((await register('CAROLINA')).status).toBe(409);
    // Every other account (the super-admin and those registered here) has its skeleton.
    const missing = await db
      .select({ email: users.email })
      .from(users)
      .where(isNull(users.usernameSkeleton));
    expect(missing).toEqual([{ email: 'carolina2@example.com' }]);
  });
});
