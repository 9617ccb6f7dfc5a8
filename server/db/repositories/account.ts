// The user's own account: the profile and password, the sessions a new password ends, the
// deletion of the account, and everything it owns for 'Descargar mis datos'.
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { hashOpaqueToken } from '../../auth/tokens';
import { recordChange } from '../changes';
import {
  comments,
  donations,
  planStages,
  issueReports,
  personalityProfiles,
  studyPlans,
  physicalPlans,
  refreshTokens,
  summaries,
  planTasks,
  testProgress,
  finishedTests,
  users,
} from '../schema';
import type { Executor } from './executor';

/** Everything a user owns, for 'Descargar mis datos'. Password hashes and tokens stay out. */
export async function collectUserData(db: Executor, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      nivel: users.nivel,
      nombre: users.nombre,
      telefono: users.telefono,
      fecha_alta: users.createdAt,
      ultima_actividad: users.lastActivity,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const plans = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId));
  const stages = plans.length
    ? await db
        .select()
        .from(planStages)
        .where(
          inArray(
            planStages.idPlan,
            plans.map((p) => p.id),
          ),
        )
    : [];
  const tasks = stages.length
    ? await db
        .select()
        .from(planTasks)
        .where(
          inArray(
            planTasks.idEtapa,
            stages.map((s) => s.id),
          ),
        )
    : [];
  return {
    exportado: new Date().toISOString(),
    usuario: user,
    tests_realizados: await db.select().from(finishedTests).where(eq(finishedTests.userId, userId)),
    tests_en_progreso: await db
      .select()
      .from(testProgress)
      .where(and(eq(testProgress.userId, userId), eq(testProgress.deleted, false))),
    comentarios: await db.select().from(comments).where(eq(comments.userId, userId)),
    incidencias: await db.select().from(issueReports).where(eq(issueReports.userId, userId)),
    resumenes: await db.select().from(summaries).where(eq(summaries.userId, userId)),
    planes_estudio: plans.map((plan) => ({
      ...plan,
      etapas: stages
        .filter((s) => s.idPlan === plan.id)
        .map((s) => ({ ...s, tareas: tasks.filter((t) => t.idEtapa === s.id) })),
    })),
    planes_fisicos: await db.select().from(physicalPlans).where(eq(physicalPlans.userId, userId)),
    perfiles_personalidad: await db
      .select()
      .from(personalityProfiles)
      .where(eq(personalityProfiles.userId, userId)),
    donaciones: await db
      .select({
        id: donations.id,
        importe_centimos: donations.amountCents,
        moneda: donations.currency,
        metodo: donations.metodo,
        estado: donations.estado,
        fecha: donations.createdAt,
      })
      .from(donations)
      .where(eq(donations.userId, userId)),
  };
}

export async function findPasswordHash(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.hash ?? null;
}

export async function updateProfile(
  db: Executor,
  userId: number,
  changes: { nombre?: string; telefono?: string; passwordHash?: string },
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/**
 * Revokes every live session of the user but the one `keepRefreshToken` belongs to (the device
 * that changed the password); all of them when it is null or not the user's.
 */
export async function revokeOtherSessions(
  db: Executor,
  userId: number,
  keepRefreshToken: string | null,
): Promise<void> {
  let keepFamily: string | null = null;
  if (keepRefreshToken) {
    const [current] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashOpaqueToken(keepRefreshToken)),
          eq(refreshTokens.userId, userId),
        ),
      );
    keepFamily = current?.familyId ?? null;
  }
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        ...(keepFamily ? [ne(refreshTokens.familyId, keepFamily)] : []),
      ),
    );
}

/** The user's level, its row locked for the rest of the transaction; null when there is no such user. */
export async function lockUserLevel(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ nivel: users.nivel })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.nivel ?? null;
}

export async function countSuperAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.nivel, 'SA'));
  return row?.n ?? 0;
}

/**
 * Deletes the account. Every table that belongs to a user references it with ON DELETE
 * CASCADE; donations are kept for accounting with the user set to null (schema.ts). Its open
 * reports go with it, which may bring questions back into their banks (migration 0013).
 */
export async function deleteUser(db: Executor, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
  recordChange(db, { table: 'users', id: userId });
  recordChange(db, { table: 'procesos', id: 'all' });
}
