import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useSyncState } from '@/lib/sync/engine';

export interface RefreshState {
  /** The server could not be reached (or the device is offline): the device's copy is shown. */
  offline: boolean;
  /** The refresh for this key has finished, well or not (or cannot run offline). */
  settled: boolean;
}

/** Before the one retry of a refresh that failed on the device. */
const RETRY_MS = 500;

/**
 * `refresh`, tried once more after a failure that is neither the server's answer nor the
 * network: one on the device (storing the copy), which a moment later usually succeeds.
 */
async function withOneRetry(refresh: () => Promise<void>): Promise<void> {
  try {
    await refresh();
  } catch (error) {
    if (error instanceof ApiError || error instanceof NetworkError) throw error;
    console.warn('Nuevo intento de actualizar desde el servidor', error);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    await refresh();
  }
}

/**
 * Runs `refresh` (bringing the server's copy into Dexie) whenever `key` changes and whenever
 * the device comes back online. A network failure only marks the screen offline; a failure on
 * the device is tried once more; any other failure goes to `onError`.
 */
export function useServerRefresh(
  key: string | null,
  refresh: () => Promise<void>,
  onError: (error: unknown) => void,
): RefreshState {
  const online = useSyncState((s) => s.online);
  const [result, setResult] = useState<{ key: string; unreachable: boolean } | null>(null);
  const run = useEffectEvent(refresh);
  const fail = useEffectEvent(onError);

  useEffect(() => {
    if (key === null || !online) return;
    let live = true;
    withOneRetry(run).then(
      () => live && setResult({ key, unreachable: false }),
      (error: unknown) => {
        if (!live) return;
        const unreachable = error instanceof NetworkError;
        setResult({ key, unreachable });
        if (!unreachable) fail(error);
      },
    );
    return () => {
      live = false;
    };
  }, [key, online]);

  const current = result !== null && result.key === key ? result : null;
  return {
    offline: !online || (current?.unreachable ?? false),
    settled: !online || current !== null,
  };
}
