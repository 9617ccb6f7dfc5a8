// Server answers a screen shows online and offline (statistics, ranking, recent processes,
// news): the last good copy lives in localStorage under a per-user key with the time it was
// fetched, is shown at once, and is replaced when a fresh answer arrives. Offline, or when the
// server cannot be reached, the copy stays and the screen says when it was synced.
import { startTransition, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { z } from '@/core/contract/zod';
import type { CachedEntry } from '@/core/stats/cache';
import { readCached, writeCached } from '@/core/stats/cache';
import { NetworkError } from './api-client';
import { useSyncState } from './sync/engine';

export interface RemoteState<T> {
  data: T | null;
  /** When the copy shown was fetched; null when nothing was ever fetched. */
  savedAt: number | null;
  /** True once this visit has a fresh answer from the server. */
  fresh: boolean;
  /** True while nothing is shown and an answer may still come. */
  loading: boolean;
  /** The copy is not fresh because the server could not be reached (or the device is offline). */
  offline: boolean;
  /** The server answered with an error (not a network failure); the error is logged. */
  failed: boolean;
}

interface Fetched<T> {
  key: string;
  entry: CachedEntry<T> | null;
  fresh: boolean;
  offline: boolean;
  failed: boolean;
  done: boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Shows the cached copy under `key` and fetches a fresh one with `load` (again whenever the
 * device comes back online). A null key fetches nothing (no user yet).
 */
export function useCachedRemote<T>(
  key: string | null,
  schema: z.ZodType<T>,
  load: () => Promise<unknown>,
): RemoteState<T> {
  const online = useSyncState((s) => s.online);
  const [fetched, setFetched] = useState<Fetched<T> | null>(null);
  const current = fetched !== null && fetched.key === key ? fetched : null;
  // The kept copy is read (and checked against the schema) once per key, not on every render.
  const kept = useMemo(() => {
    const store = storage();
    return key && store ? readCached(store, key, schema) : null;
  }, [key, schema]);
  const entry = current?.entry ?? kept;

  const request = useEffectEvent(() => load());
  const parse = useEffectEvent((value: unknown) => schema.parse(value));

  useEffect(() => {
    if (!key || !online) return;
    let live = true;
    request()
      .then((value) => {
        const data = parse(value);
        const s = storage();
        const saved = s ? writeCached(s, key, data, Date.now()) : { data, savedAt: Date.now() };
        // An answer arriving is drawn as a transition: React draws it in slices, so a slow
        // phone's main thread is not blocked by every card at once.
        if (live)
          startTransition(() =>
            setFetched({
              key,
              entry: saved,
              fresh: true,
              offline: false,
              failed: false,
              done: true,
            }),
          );
      })
      .catch((error: unknown) => {
        const offline = error instanceof NetworkError;
        if (!offline) console.error(`No se pudo cargar ${key}`, error);
        if (live)
          // No fresh copy: the last one this visit fetched stays, else the one kept on the device.
          startTransition(() =>
            setFetched((previous) => ({
              key,
              entry: previous?.key === key ? previous.entry : null,
              fresh: false,
              offline,
              failed: !offline,
              done: true,
            })),
          );
      });
    return () => {
      live = false;
    };
  }, [key, online]);

  return {
    data: entry?.data ?? null,
    savedAt: entry?.savedAt ?? null,
    fresh: online && (current?.fresh ?? false),
    loading: online && entry === null && !(current?.done ?? false),
    offline: !online || (current?.offline ?? false),
    failed: online && (current?.failed ?? false),
  };
}
