// Card donations (table donaciones): pending when the checkout page is made, then completed or
// expired by Stripe's signed webhook.
import { eq } from 'drizzle-orm';
import { donations, users } from '../schema';
import type { Executor } from './executor';

/** The e-mail the checkout page is filled in with; null for an account that no longer exists. */
export async function findDonorEmail(db: Executor, userId: number): Promise<string | null> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return account?.email ?? null;
}

export async function insertPendingDonation(
  db: Executor,
  donation: { userId: number; amountCents: number; sessionId: string },
) {
  await db.insert(donations).values({ ...donation, metodo: 'tarjeta' });
}

export async function completeDonation(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(donations)
    .set({ estado: 'completada', completedAt: new Date() })
    .where(eq(donations.sessionId, sessionId));
}

export async function expireDonation(db: Executor, sessionId: string): Promise<void> {
  await db.update(donations).set({ estado: 'caducada' }).where(eq(donations.sessionId, sessionId));
}
