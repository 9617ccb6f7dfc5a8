// First-start content: the super-admin account and the starter question banks. Safe to run on
// every start: an installation made before a starter process was added gets that process (and
// only that one) on its next start, and one whose starter bank a new release changed gets the
// new questions and texts (matched by ref, so ids, history and retired questions are kept).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, like, notInArray, sql } from 'drizzle-orm';
import { findUserByEmail } from '../auth/service';
import { hashPassword } from '../auth/passwords';
import { usernameSkeleton } from '../auth/username';
import { importQuestions, insertQuestions } from '../banks/import';
import type { ServerConfig } from '../config';
import { STARTER_PROCESSES } from '../content/processes';
import type { StarterProcess } from '../content/processes';
import { readStarterBank } from '../content/starter-banks';
import type { StarterBank } from '../content/starter-banks';
import { recordChange } from './changes';
import type { Db } from './index';
import { questions, processes, users } from './schema';

export interface SeedReport {
  superAdminCreated: boolean;
  /** Set only when the password was generated: shown once, never stored in clear. */
  generatedPassword: string | null;
  banksSeeded: string[];
  /** Processes whose starter bank changed since it was stored, and was brought up to date. */
  banksUpdated: string[];
}

export async function ensureSuperAdmin(db: Db, sa: ServerConfig['superAdmin']) {
  const existing = await findUserByEmail(db, sa.email);
  if (existing) {
    if (existing.nivel !== 'SA') {
      await db.update(users).set({ nivel: 'SA' }).where(eq(users.id, existing.id));
      recordChange(db, { table: 'users', id: existing.id });
    }
    return { created: false, generatedPassword: null };
  }
  const generatedPassword = sa.password ? null : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(sa.password ?? generatedPassword ?? '');
  const inserted = await db
    .insert(users)
    .values({
      username: sa.username,
      usernameSkeleton: usernameSkeleton(sa.username),
      email: sa.email,
      passwordHash,
      nivel: 'SA',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Nothing inserted: another server created the account meanwhile, with its own password.
  if (inserted.length === 0) return { created: false, generatedPassword: null };
  return { created: true, generatedPassword };
}

/** Gives an existing process the official format it was seeded without; one set by hand stays. */
async function fillMissingFormato(db: Db, starter: StarterProcess): Promise<void> {
  if (!starter.formato) return;
  await db
    .update(processes)
    .set({ formatoPreguntas: starter.formato.preguntas, formatoMinutos: starter.formato.minutos })
    .where(
      and(
        eq(processes.slug, starter.slug),
        isNull(processes.formatoPreguntas),
        isNull(processes.formatoMinutos),
      ),
    );
}

/**
 * Brings a stored starter bank up to this release's files: new questions are added, changed ones
 * updated in place (same id), and a starter question the files no longer have is retired.
 */
async function refreshStarterBank(
  db: Db,
  idProceso: number,
  starter: StarterProcess,
  bank: StarterBank,
) {
  await db.transaction(async (tx) => {
    await importQuestions(tx, idProceso, bank.questions);
    const refs = bank.questions.flatMap((q) => (q.ref === null ? [] : [q.ref]));
    await tx
      .update(questions)
      .set({ activa: false })
      .where(
        and(
          eq(questions.idProceso, idProceso),
          like(questions.ref, `${starter.refPrefix}%`),
          notInArray(questions.ref, refs),
        ),
      );
    await tx
      .update(processes)
      .set({ starterHash: bank.hash, bankVersion: sql`${processes.bankVersion} + 1` })
      .where(eq(processes.id, idProceso));
    recordChange(tx, { table: 'procesos', id: idProceso });
  });
}

type SeedOutcome = 'created' | 'updated' | 'unchanged';

async function seedBank(db: Db, starter: StarterProcess): Promise<SeedOutcome> {
  const bank = await readStarterBank(starter);
  const [existing] = await db
    .select({ id: processes.id, starterHash: processes.starterHash })
    .from(processes)
    .where(eq(processes.slug, starter.slug))
    .limit(1);
  if (existing) {
    await fillMissingFormato(db, starter);
    if (existing.starterHash === bank.hash) return 'unchanged';
    await refreshStarterBank(db, existing.id, starter, bank);
    return 'updated';
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(processes)
      .values({
        slug: starter.slug,
        descripcion: starter.descripcion,
        penalizacion: starter.penalizacion,
        formatoPreguntas: starter.formato?.preguntas ?? null,
        formatoMinutos: starter.formato?.minutos ?? null,
        starterHash: bank.hash,
      })
      .onConflictDoNothing()
      .returning({ id: processes.id });
    // Another server seeding the same database at the same moment got there first.
    if (!row) return 'unchanged';
    await insertQuestions(tx, row.id, bank.questions);
    return 'created';
  });
}

/** `starters` is the list a start seeds; tests pass an older one to stand for an older release. */
/**
 * Gives every user without one the skeleton of its username (accounts made before the column),
 * oldest first. A name that looks like an older user's keeps no skeleton: both accounts stay as
 * they were registered, and no new name can look like either. Returns how many were filled.
 */
export async function fillUsernameSkeletons(db: Db): Promise<number> {
  const pending = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameSkeleton))
    .orderBy(users.id);
  let filled = 0;
  for (const user of pending) {
    const updated = await db
      .update(users)
      .set({ usernameSkeleton: usernameSkeleton(user.username) })
      .where(
        and(
          eq(users.id, user.id),
          sql`not exists (select 1 from ${users} as o where o.username_skeleton = ${usernameSkeleton(user.username)})`,
        ),
      )
      .returning({ id: users.id });
    filled += updated.length;
  }
  return filled;
}

export async function seed(
  db: Db,
  config: Pick<ServerConfig, 'superAdmin'>,
  starters: readonly StarterProcess[] = STARTER_PROCESSES,
): Promise<SeedReport> {
  const sa = await ensureSuperAdmin(db, config.superAdmin);
  await fillUsernameSkeletons(db);
  const banksSeeded: string[] = [];
  const banksUpdated: string[] = [];
  for (const starter of starters) {
    const outcome = await seedBank(db, starter);
    if (outcome === 'created') banksSeeded.push(starter.descripcion);
    if (outcome === 'updated') banksUpdated.push(starter.descripcion);
  }
  return {
    superAdminCreated: sa.created,
    generatedPassword: sa.generatedPassword,
    banksSeeded,
    banksUpdated,
  };
}
