import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { ApiError, NetworkError } from '@/lib/api-client';
import { pendingMarkUuids, pullMarks } from '../data/physical-marks';
import type { PhysicalLocal, PlanId } from '../data/physical-plans';
import {
  PlanNotSyncedError,
  isLocalPlan,
  keptPlan,
  keptPlans,
  pendingPhysical,
  planIdOfEntry,
  pullPlan,
  pullPlans,
  removeKeptPlan,
} from '../data/physical-plans';
import { useSession } from '@/lib/session/session-store';
import { useSyncState } from '@/lib/sync/engine';
import { toast } from '@/lib/toast';

export function useUserId(): number | null {
  return useSession((s) => s.user?.id ?? null);
}

/** The ids of plans with a write still waiting in the outbox. */
export function usePendingPlanIds(userId: number | null): Set<PlanId> {
  const ids = useLiveQuery(
    async () =>
      userId === null
        ? []
        : (await pendingPhysical(userId))
            .map(planIdOfEntry)
            .filter((id): id is PlanId => id !== null),
    [userId],
  );
  return new Set(ids ?? []);
}

export function usePendingMarks(userId: number | null): Set<string> {
  const uuids = useLiveQuery(
    async () => (userId === null ? [] : [...(await pendingMarkUuids(userId))]),
    [userId],
  );
  return new Set(uuids ?? []);
}

/**
 * Server text when it sent one (spec §8: preferred), ours when the plan is still on its way,
 * else the spec's message for that failure. Anything else is logged, not shown (it may be an
 * English browser or database error).
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return 'Error de conexión';
  if (error instanceof PlanNotSyncedError) return error.message;
  if (error instanceof ApiError && !error.message.startsWith('Error en la petición'))
    return error.message;
  console.error(error);
  return fallback;
}

/**
 * The kept list, refreshed from the server when online (spec §8 errors as toasts). While none
 * is kept here and the server has not answered yet, undefined (loading), not an empty list.
 */
export function usePlans(userId: number | null): PhysicalLocal[] | undefined {
  const online = useSyncState((s) => s.online);
  const lastSyncAt = useSyncState((s) => s.lastSyncAt);
  const [pulled, setPulled] = useState<number | null>(null);
  useEffect(() => {
    if (userId === null || !online) return;
    let live = true;
    void pullPlans(userId)
      .catch((error: unknown) => {
        if (error instanceof NetworkError) return;
        if (error instanceof ApiError)
          toast.error(errorText(error, 'Error al cargar los planes físicos'));
        else {
          console.error(error);
          toast.error('Error de conexión al cargar planes');
        }
      })
      .finally(() => {
        if (live) setPulled(userId);
      });
    return () => {
      live = false;
    };
  }, [userId, online, lastSyncAt]);
  const kept = useLiveQuery(async () => (userId === null ? [] : keptPlans(userId)), [userId]);
  const waiting = online && userId !== null && pulled !== userId && kept?.length === 0;
  return waiting ? undefined : kept;
}

export interface PlanState {
  data: PhysicalLocal | null | undefined;
  /** The server said it has no such plan (or it is someone else's). */
  notFound: boolean;
  /** Not kept here and the server has not answered yet: not "not found" yet. */
  waiting: boolean;
}

/** One kept plan, its weeks and marks refreshed from the server when online. */
export function usePlan(userId: number | null, id: PlanId): PlanState {
  const online = useSyncState((s) => s.online);
  const lastSyncAt = useSyncState((s) => s.lastSyncAt);
  const [missing, setMissing] = useState<PlanId | null>(null);
  const [settled, setSettled] = useState<PlanId | null>(null);
  const pulls = userId !== null && online && !isLocalPlan(id) && typeof id === 'number';
  useEffect(() => {
    if (userId === null || !online || isLocalPlan(id) || typeof id !== 'number') return;
    let live = true;
    (async () => {
      try {
        await pullPlan(userId, id);
        await pullMarks(userId, id);
      } catch (error) {
        if (error instanceof NetworkError) return;
        if (error instanceof ApiError && error.status === 404) {
          await removeKeptPlan(id);
          if (live) setMissing(id);
          return;
        }
        toast.error(errorText(error, 'Error al cargar el plan'));
      } finally {
        if (live) setSettled(id);
      }
    })();
    return () => {
      live = false;
    };
  }, [userId, id, online, lastSyncAt]);
  const data = useLiveQuery(
    async () => (userId === null ? null : keptPlan(userId, id)),
    [userId, id],
  );
  return { data, notFound: missing === id, waiting: data === null && pulls && settled !== id };
}
