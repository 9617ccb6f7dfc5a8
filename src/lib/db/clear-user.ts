import { CACHE_PREFIX } from '@/core/stats/cache';
import { forgetUnnamedIds } from '../sync/local-ids';
import { db } from './db';

/** Copies kept for everyone (the news lists), which say nothing of the user. */
const PUBLIC_CACHE = `${CACHE_PREFIX}noticias.`;

/** Every table that keeps rows of one user: those indexed by `userId`. Banks are shared. */
function userTables(except: readonly string[] = []) {
  return db.tables.filter(
    (table) =>
      !except.includes(table.name) && table.schema.indexes.some((index) => index.name === 'userId'),
  );
}

async function deleteRowsOf(userId: number, except: readonly string[] = []) {
  const tables = userTables(except);
  await db.transaction('rw', tables, async () => {
    for (const table of tables) await table.where('userId').equals(userId).delete();
  });
}

/**
 * Removes everything this device keeps for one user (after the account is deleted): every row
 * of theirs in every table (tests, progress, results, personality, summaries, plans, review
 * schedule), the writes still waiting for the server and the server ids of records created
 * here. Question banks are shared and stay.
 */
export async function clearLocalUserData(userId: number): Promise<void> {
  await deleteRowsOf(userId);
  forgetCachedAnswers();
}

/**
 * At logout: the device forgets the user, so the next person on a shared
 * computer finds nothing of theirs, online or offline: every row of theirs and the copies of
 * server answers kept for the screens (statistics, history, ranking, processes). Only the writes
 * still waiting to be sent stay (the outbox, behind the 'Tienes N cambios sin sincronizar'
 * warning), with the server ids they name, to go when the same user logs in again.
 */
export async function forgetUserOnDevice(userId: number): Promise<void> {
  forgetCachedAnswers();
  await deleteRowsOf(userId, [db.outbox.name, db.localIds.name]);
  // The server ids of records created here that a kept write names stay, for when it is sent.
  await forgetUnnamedIds(userId);
}

/** The kept copies of server answers (`opositor.cache.*`), except the public news lists. */
function forgetCachedAnswers() {
  if (typeof localStorage === 'undefined') return;
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(CACHE_PREFIX) && !key.startsWith(PUBLIC_CACHE)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}
