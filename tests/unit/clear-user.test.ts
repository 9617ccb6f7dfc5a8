// Logout forgets the user on this device: every row of theirs in every table
// indexed by user, and the kept copies of server answers, but not the writes still waiting to be
// sent, nor anything of another user, nor the public news. Dexie on fake-indexeddb.
import 'fake-indexeddb/auto';
import { beforeEach, expect, it, vi } from 'vitest';
import { installLocalStorage } from '../support/local-storage';

installLocalStorage();
const { db } = await import('../../src/lib/db/db');
const { clearLocalUserData, forgetUserOnDevice } = await import('../../src/lib/db/clear-user');
const { CACHE_KEYS, CACHE_PREFIX } = await import('../../src/core/stats/cache');

const ME = 7;
const OTHER = 8;
const byUser = () => db.tables.filter((t) => t.schema.indexes.some((i) => i.name === 'userId'));

/** A row of `userId` for any table: its key fields filled in, the rest left out. */
function rowFor(table: (typeof db.tables)[number], userId: number): Record<string, unknown> {
  const row: Record<string, unknown> = { userId };
  const { keyPath, auto } = table.schema.primKey;
  if (auto || keyPath === null || keyPath === undefined) return row;
  for (const field of Array.isArray(keyPath) ? keyPath : [keyPath])
    if (field !== 'userId') row[field] = `${table.name}-${userId}`;
  return row;
}

const count = (table: (typeof db.tables)[number], userId: number) =>
  table.where('userId').equals(userId).count();

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  localStorage.clear();
  for (const table of byUser())
    await table.bulkAdd([rowFor(table, ME), rowFor(table, OTHER)] as never[]);
  for (const key of [
    CACHE_KEYS.stats(ME),
    CACHE_KEYS.history(ME),
    CACHE_KEYS.ranking(ME, 'todos'),
    CACHE_KEYS.news('noticias'),
  ])
    localStorage.setItem(CACHE_PREFIX + key, JSON.stringify({ data: [], savedAt: 1 }));
});

it('finds every table that keeps a user’s rows', () => {
  expect(byUser().map((t) => t.name)).toEqual(
    expect.arrayContaining([
      'progress',
      'tests',
      'personality',
      'personalityProfiles',
      'summaries',
      'studyPlans',
      'physicalPlans',
      'reviewCards',
      'results',
      'outbox',
      'deadLetters',
    ]),
  );
});

it('at logout removes every row and kept answer of the user but the unsent writes', async () => {
  await forgetUserOnDevice(ME);
  for (const table of byUser()) {
    expect(await count(table, ME), table.name).toBe(table.name === 'outbox' ? 1 : 0);
    expect(await count(table, OTHER), table.name).toBe(1);
  }
  const kept = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  expect(kept).toEqual([CACHE_PREFIX + CACHE_KEYS.news('noticias')]);
});

it('after deleting the account removes the unsent writes too', async () => {
  await clearLocalUserData(ME);
  for (const table of byUser()) {
    expect(await count(table, ME), table.name).toBe(0);
    expect(await count(table, OTHER), table.name).toBe(1);
  }
});

it('another account signing in forgets the previous user, as a logout does', async () => {
  const { useSession } = await import('../../src/lib/session/session-store');
  const session = (id: number) => ({
    token: 't',
    refresh_token: 'r',
    user_id: id,
    username: `u${id}`,
    nivel: 'usuario' as const,
  });
  useSession.getState().signIn(session(ME) as never);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await count(db.tests, ME)).toBe(1); // the same user again keeps everything
  useSession.getState().signIn(session(OTHER) as never);
  await vi.waitFor(async () => expect(await count(db.tests, ME)).toBe(0));
  expect(await count(db.outbox, ME)).toBe(1);
  expect(await count(db.tests, OTHER)).toBe(1);
});
