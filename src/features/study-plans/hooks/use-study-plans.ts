import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError, NetworkError } from '@/lib/api-client';
import type { StudyPlanId } from '../data/study-local';
import { isLocalStudyPlan } from '../data/study-local';
import {
  keptStudyPlan,
  keptStudyPlans,
  pendingStudyCreates,
  pendingStudyWrites,
  refreshStudyPlan,
  refreshStudyPlans,
} from '../data/study-plans';
import { onOutboxEmpty, useSyncState } from '@/lib/sync/engine';
import { toast } from '@/lib/toast';

export interface RefreshState {
  /** True until the first answer of the server (or its failure) on this visit. */
  loading: boolean;
  /** The server could not be reached: what is shown is the copy kept here. */
  offline: boolean;
  /** The server's refusal, in Spanish; null when it answered. */
  error: { status: number; message: string } | null;
}

/**
 * Fetches a fresh copy with `refresh` on opening, when the device comes back online and after
 * every sync that empties the outbox; the screen reads the kept copy meanwhile. A null key
 * (nothing the server has yet) fetches nothing.
 */
function useRefresh(
  key: string | null,
  refresh: () => Promise<void>,
  failedTitle: string,
): RefreshState {
  const online = useSyncState((s) => s.online);
  const [state, setState] = useState<RefreshState & { key: string | null }>({
    key: null,
    loading: true,
    offline: false,
    error: null,
  });
  const request = useEffectEvent(() => refresh());
  const failed = useEffectEvent((message: string) => toast.error(failedTitle, message));
  useEffect(() => {
    if (key === null || !online) return;
    let live = true;
    const run = () =>
      request().then(
        () => live && setState({ key, loading: false, offline: false, error: null }),
        (error: unknown) => {
          if (!live) return;
          if (error instanceof NetworkError) {
            setState({ key, loading: false, offline: true, error: null });
            return;
          }
          const status = error instanceof ApiError ? error.status : 0;
          const message = error instanceof Error ? error.message : String(error);
          if (status !== 404) failed(message);
          setState({ key, loading: false, offline: false, error: { status, message } });
        },
      );
    void run();
    const stop = onOutboxEmpty(async () => void (await run()));
    return () => {
      live = false;
      stop();
    };
  }, [key, online]);
  if (key === null) return { loading: false, offline: !online, error: null };
  const current = state.key === key;
  return {
    loading: online && (!current || state.loading),
    offline: !online || (current && state.offline),
    error: current ? state.error : null,
  };
}

/** The user's plans kept here, refreshed from the server. */
export function useStudyPlanList(userId: number) {
  const plans = useLiveQuery(() => keptStudyPlans(userId), [userId]);
  const pending = useLiveQuery(() => pendingStudyWrites(userId), [userId]) ?? [];
  const creating = useLiveQuery(() => pendingStudyCreates(userId), [userId]) ?? [];
  const refresh = useRefresh(
    `list-${userId}`,
    () => refreshStudyPlans(userId),
    'Error al cargar planes',
  );
  /** The plans with a change (or their create) still waiting for the server. */
  const pendingPlans = new Set<StudyPlanId>([...pending.map((w) => w.id_plan), ...creating]);
  return { plans, pendingPlans, ...refresh };
}

/**
 * One plan kept here, refreshed from the server. A plan made here (a 'local-…' id) is read
 * here only, and is found under that id after the server has numbered it.
 */
export function useStudyPlan(userId: number, id: StudyPlanId | null) {
  const stored = useLiveQuery(
    async () => (id === null ? null : keptStudyPlan(userId, id)),
    [userId, id],
  );
  const pending = useLiveQuery(() => pendingStudyWrites(userId), [userId]) ?? [];
  const creating = useLiveQuery(() => pendingStudyCreates(userId), [userId]) ?? [];
  const serverId = id === null || isLocalStudyPlan(id) ? null : id;
  const refresh = useRefresh(
    serverId === null ? null : `plan-${userId}-${serverId}`,
    () => (serverId === null ? Promise.resolve() : refreshStudyPlan(userId, Number(serverId))),
    'Error al cargar el plan',
  );
  return {
    stored,
    // A write names the plan's id now: the server's once it has numbered one shown by local id.
    pending: pending.filter((w) => w.id_plan === (stored?.plan.id ?? id)),
    creating: id !== null && creating.includes(String(id)),
    ...refresh,
  };
}
