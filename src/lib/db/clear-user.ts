import { db } from './db';

/**
 * Removes everything this device keeps for one user (after the account is deleted): tests,
 * progress, results, personality answers and profiles, summaries, plans, review schedule and the
 * writes still waiting for the server. Question banks are shared and stay.
 */
export async function clearLocalUserData(userId: number): Promise<void> {
  const tables = [
    db.progress,
    db.tests,
    db.personality,
    db.personalityProfiles,
    db.summaries,
    db.studyPlans,
    db.physicalPlans,
    db.reviewCards,
    db.results,
    db.outbox,
    db.deadLetters,
  ];
  await db.transaction('rw', tables, async () => {
    for (const table of tables) await table.where('userId').equals(userId).delete();
  });
}
