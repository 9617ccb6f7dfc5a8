// Answers of the personality test in progress, in Dexie's `personality` table, one record per
// user and test version ([userId+version]), written on every answer so a reload or a closed
// tab loses nothing. Answers are restored only for the version being taken: records of other
// versions of the same user are discarded when the test opens (spec §4, §9).
import type { PersonalityAnswers, PersonalityDefinition } from '@/core/contract';
import { isValidAnswer } from '@/core/personality';
import { db } from '@/lib/db/db';

export const versionKey = (version: PersonalityDefinition['version']) => String(version);

/** The kept answers of this version (only items it has, only 1-5); other versions are dropped. */
export async function restoreAnswers(
  userId: number,
  definition: PersonalityDefinition,
): Promise<PersonalityAnswers> {
  const version = versionKey(definition.version);
  const records = await db.personality.where('userId').equals(userId).toArray();
  const stale = records.filter((record) => record.version !== version);
  if (stale.length > 0)
    await db.personality.bulkDelete(stale.map((r) => [userId, r.version] as [number, string]));
  const kept = records.find((record) => record.version === version);
  const answers: PersonalityAnswers = {};
  if (!kept) return answers;
  for (const item of definition.items) {
    const answer = kept.answers[item.id];
    if (isValidAnswer(answer)) answers[item.id] = answer;
  }
  return answers;
}

export async function saveAnswers(
  userId: number,
  version: PersonalityDefinition['version'],
  answers: PersonalityAnswers,
): Promise<void> {
  await db.personality.put({
    userId,
    version: versionKey(version),
    answers,
    updatedAt: Date.now(),
  });
}
