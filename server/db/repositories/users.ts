// Accounts as the SA sees them (table users, with a count of tests_realizados), and level
// changes, which lock the super-admins so two at once can never leave the app without one.
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { USUARIOS_LIMIT } from '../../../src/core/contract/admin';
import type { Nivel, UsuarioAdmin } from '../../../src/core/contract';
import { recordChange } from '../changes';
import { finishedTests, users } from '../schema';
import type { Executor } from './executor';

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchUsers(db: Executor, q: string | undefined): Promise<UsuarioAdmin[]> {
  const tests = db
    .select({ userId: finishedTests.userId, n: count().as('n') })
    .from(finishedTests)
    .groupBy(finishedTests.userId)
    .as('t');
  const query = db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      nivel: users.nivel,
      total_tests: sql<number>`coalesce(${tests.n}, 0)::int`,
      ultima_actividad: users.lastActivity,
    })
    .from(users)
    .leftJoin(tests, eq(tests.userId, users.id))
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(USUARIOS_LIMIT);
  const rows = q
    ? await query.where(
        or(ilike(users.username, likePattern(q)), ilike(users.email, likePattern(q))),
      )
    : await query;
  return rows.map((r) => ({
    ...r,
    nivel: r.nivel as Nivel,
    total_tests: Number(r.total_tests),
    ultima_actividad: r.ultima_actividad?.toISOString() ?? null,
  }));
}

/** Locks every SA row for the rest of the transaction and returns their ids. */
export async function lockSuperAdmins(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.nivel, 'SA'))
    .for('update');
  return rows.map((r) => r.id);
}

export async function findUserLevel(db: Executor, id: number): Promise<Nivel | null> {
  const [row] = await db
    .select({ nivel: users.nivel })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return (row?.nivel as Nivel | undefined) ?? null;
}

export async function setUserLevel(db: Executor, id: number, nivel: Nivel): Promise<void> {
  await db.update(users).set({ nivel }).where(eq(users.id, id));
  recordChange(db, { table: 'users', id });
}
