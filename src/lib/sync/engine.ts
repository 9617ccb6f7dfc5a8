// Decides when the outbox is drained: on start, when the browser comes back online, when the
// page becomes visible, right after a write, when the service worker's Background Sync fires,
// when a retry is due, and every minute as a safety net. One tab at a time (lock.ts).
import { create } from 'zustand';
import { useSession } from '../session/session-store';
import { drainOutbox } from './drain';
import { withOutboxLock } from './lock';
import { onEnqueue } from './outbox';

interface SyncState {
  online: boolean;
  syncing: boolean;
  lastSyncAt: number | null;
}

export const useSyncState = create<SyncState>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  lastSyncAt: null,
}));

type AfterSync = (userId: number) => Promise<void>;
const afterSync = new Set<AfterSync>();

/** Runs after every drain that left this user's outbox empty (to pull fresh server data). */
export function onOutboxEmpty(task: AfterSync): () => void {
  afterSync.add(task);
  return () => afterSync.delete(task);
}

const SAFETY_INTERVAL_MS = 60_000;
const OTHER_TAB_RETRY_MS = 5_000;
let running = false;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleAt(at: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(requestSync, Math.max(0, at - Date.now()));
}

export function requestSync(): void {
  if (running) {
    again = true;
    return;
  }
  void runOnce();
}

async function runOnce() {
  const user = useSession.getState().user;
  if (!user || !navigator.onLine) return;
  running = true;
  useSyncState.setState({ syncing: true });
  try {
    const result = await withOutboxLock(() => drainOutbox(user.id));
    if (result === null) {
      scheduleAt(Date.now() + OTHER_TAB_RETRY_MS);
    } else if (result.nextAttemptAt !== null) {
      scheduleAt(result.nextAttemptAt);
    } else if (!result.sessionEnded) {
      for (const task of afterSync) await task(user.id).catch(() => undefined);
      useSyncState.setState({ lastSyncAt: Date.now() });
    }
  } catch {
    scheduleAt(Date.now() + OTHER_TAB_RETRY_MS);
  } finally {
    running = false;
    useSyncState.setState({ syncing: false });
    if (again) {
      again = false;
      requestSync();
    }
  }
}

async function registerBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  await registration?.sync?.register('outbox').catch(() => undefined);
}

let started = false;

/** Starts the engine once per page. */
export function startSyncEngine(): void {
  if (started) return;
  started = true;
  const setOnline = () => useSyncState.setState({ online: navigator.onLine });
  window.addEventListener('online', () => {
    setOnline();
    requestSync();
  });
  window.addEventListener('offline', setOnline);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestSync();
  });
  onEnqueue(() => {
    if (navigator.onLine) requestSync();
    else void registerBackgroundSync();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'flush-outbox') requestSync();
  });
  useSession.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) requestSync();
  });
  setInterval(requestSync, SAFETY_INTERVAL_MS);
  requestSync();
}
