// The AI tools in the browser: the server answers when it can be reached (with a model or its
// own local engine, and says which in `motor`); when it cannot, the same local engine runs
// here, so Profesor Virtual, técnica and resumen keep working with no network.
import type { AiMeta } from '@/core/contract';
import { NetworkError } from '../api-client';

/** What the UI shows for an answer made in the browser because the server was out of reach. */
export const OFFLINE_LABEL = 'sin conexión';
/** What the UI shows for an answer of the server's local engine. */
export const LOCAL_LABEL = 'motor local';

export interface AiResult<T> {
  value: T;
  /** The server's `motor` ('local' or a model's name), or 'local' when made here. */
  motor: string;
  /** 'motor local', the model's name, or 'sin conexión'. */
  etiqueta: string;
  /** True when the browser made it because the server could not be reached. */
  sinConexion: boolean;
  /** The server's note when its model failed and its local engine answered instead. */
  aviso?: string;
}

export function labelOf(motor: string): string {
  return motor === 'local' ? LOCAL_LABEL : motor;
}

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Asks the server; only when it cannot be reached (the browser is offline, or the request fails
 * as a network error or times out) runs the local engine. Any answer of the server, a refusal
 * included, is the server's: a 4xx or 5xx is thrown, never hidden behind a local answer.
 */
export async function withLocalFallback<T>(
  server: () => Promise<{ value: T; meta: AiMeta }>,
  local: () => T,
): Promise<AiResult<T>> {
  const here = (): AiResult<T> => ({
    value: local(),
    motor: 'local',
    etiqueta: OFFLINE_LABEL,
    sinConexion: true,
  });
  if (offline()) return here();
  try {
    const { value, meta } = await server();
    return {
      value,
      motor: meta.motor,
      etiqueta: labelOf(meta.motor),
      sinConexion: false,
      ...(meta.aviso ? { aviso: meta.aviso } : {}),
    };
  } catch (error) {
    if (error instanceof NetworkError) return here();
    throw error;
  }
}
