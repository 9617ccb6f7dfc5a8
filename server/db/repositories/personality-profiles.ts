// Finished personality tests (table perfiles_personalidad): one row per user and client uuid.
import { and, desc, eq } from 'drizzle-orm';
import { personalityProfiles } from '../schema';
import type { Executor } from './executor';

export async function findProfile(db: Executor, userId: number, uuid: string) {
  const [row] = await db
    .select({ id: personalityProfiles.id, resultado: personalityProfiles.resultado })
    .from(personalityProfiles)
    .where(and(eq(personalityProfiles.userId, userId), eq(personalityProfiles.uuid, uuid)))
    .limit(1);
  return row ?? null;
}

/** The new row's id; null when the user already has a profile with that uuid (a concurrent save). */
export async function insertProfile(
  db: Executor,
  profile: {
    uuid: string;
    userId: number;
    version: string;
    respuestas: Record<string, number>;
    resultado: unknown;
    fecha: Date;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(personalityProfiles)
    .values(profile)
    .onConflictDoNothing({ target: [personalityProfiles.userId, personalityProfiles.uuid] })
    .returning({ id: personalityProfiles.id });
  return row?.id ?? null;
}

/** A user's profiles, newest first. */
export async function listProfileRows(db: Executor, userId: number) {
  return db
    .select()
    .from(personalityProfiles)
    .where(eq(personalityProfiles.userId, userId))
    .orderBy(desc(personalityProfiles.fecha), desc(personalityProfiles.id));
}
