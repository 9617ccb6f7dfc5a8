// First-start content: the super-admin account and the starter question banks. Safe to run on
// every start: what exists already is left as it is, so an installation made before a starter
// process was added gets that process (and only that one) on its next start.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull } from 'drizzle-orm';
import { parseGift } from '../../src/core/formats/gift';
import { findUserByEmail } from '../auth/service';
import { hashPassword } from '../auth/passwords';
import { insertQuestions } from '../banks/import';
import type { ServerConfig } from '../config';
import { STARTER_PROCESOS } from '../content/procesos';
import type { StarterProceso } from '../content/procesos';
import type { Db } from './index';
import { procesos, users } from './schema';

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');

export interface SeedReport {
  superAdminCreated: boolean;
  /** Set only when the password was generated: shown once, never stored in clear. */
  generatedPassword: string | null;
  banksSeeded: string[];
}

export async function ensureSuperAdmin(db: Db, sa: ServerConfig['superAdmin']) {
  const existing = await findUserByEmail(db, sa.email);
  if (existing) {
    if (existing.nivel !== 'SA')
      await db.update(users).set({ nivel: 'SA' }).where(eq(users.id, existing.id));
    return { created: false, generatedPassword: null };
  }
  const generatedPassword = sa.password ? null : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(sa.password ?? generatedPassword ?? '');
  const inserted = await db
    .insert(users)
    .values({ username: sa.username, email: sa.email, passwordHash, nivel: 'SA' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Nothing inserted: another server created the account meanwhile, with its own password.
  if (inserted.length === 0) return { created: false, generatedPassword: null };
  return { created: true, generatedPassword };
}

/** Gives an existing process the official format it was seeded without; one set by hand stays. */
async function fillMissingFormato(db: Db, starter: StarterProceso): Promise<void> {
  if (!starter.formato) return;
  await db
    .update(procesos)
    .set({ formatoPreguntas: starter.formato.preguntas, formatoMinutos: starter.formato.minutos })
    .where(
      and(
        eq(procesos.slug, starter.slug),
        isNull(procesos.formatoPreguntas),
        isNull(procesos.formatoMinutos),
      ),
    );
}

async function seedBank(db: Db, starter: StarterProceso): Promise<boolean> {
  const [existing] = await db
    .select({ id: procesos.id })
    .from(procesos)
    .where(eq(procesos.slug, starter.slug))
    .limit(1);
  if (existing) {
    await fillMissingFormato(db, starter);
    return false;
  }
  const text = await readFile(path.join(contentDir, starter.file), 'utf8');
  const { preguntas, rechazadas } = parseGift(text);
  if (rechazadas.length > 0) {
    const first = rechazadas[0];
    throw new Error(
      `${starter.file}: ${rechazadas.length} preguntas rechazadas (línea ${first?.linea}: ${first?.motivo})`,
    );
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(procesos)
      .values({
        slug: starter.slug,
        descripcion: starter.descripcion,
        penalizacion: starter.penalizacion,
        formatoPreguntas: starter.formato?.preguntas ?? null,
        formatoMinutos: starter.formato?.minutos ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: procesos.id });
    // Another server seeding the same database at the same moment got there first.
    if (!row) return false;
    await insertQuestions(tx, row.id, preguntas);
    return true;
  });
}

/** `starters` is the list a start seeds; tests pass an older one to stand for an older release. */
export async function seed(
  db: Db,
  config: Pick<ServerConfig, 'superAdmin'>,
  starters: readonly StarterProceso[] = STARTER_PROCESOS,
): Promise<SeedReport> {
  const sa = await ensureSuperAdmin(db, config.superAdmin);
  const banksSeeded: string[] = [];
  for (const starter of starters) {
    if (await seedBank(db, starter)) banksSeeded.push(starter.descripcion);
  }
  return { superAdminCreated: sa.created, generatedPassword: sa.generatedPassword, banksSeeded };
}
