// Whether a user has study or physical plans of their own, for the menu of a usuario: that level
// starts no plan, but the plans already theirs stay theirs and on the menu (README, plans and
// levels). Read from the copies this device keeps (Dexie), which one refresh from the server
// fills in on a device that has not shown the plans yet.
import { liveQuery } from 'dexie';
import { keptPlans, pullPlans } from '@/features/physical-plans/data/physical-plans';
import { keptStudyPlans, refreshStudyPlans } from '@/features/study-plans/data/study-plans';

export interface PlansOwned {
  estudio: boolean;
  fisico: boolean;
}

/** Calls `onChange` with what the user owns now and after every change; returns the stop. */
export function watchOwnedPlans(userId: number, onChange: (owned: PlansOwned) => void): () => void {
  const subscription = liveQuery(async () => ({
    estudio: (await keptStudyPlans(userId)).length > 0,
    fisico: (await keptPlans(userId)).length > 0,
  })).subscribe({
    next: onChange,
    error: (error: unknown) => console.error('planes propios', error),
  });
  // Offline or refused, the kept copies stand; each plan screen tells the user why itself.
  void Promise.allSettled([refreshStudyPlans(userId), pullPlans(userId)]);
  return () => subscription.unsubscribe();
}
