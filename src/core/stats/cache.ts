// The last copy of a server answer kept on the device (statistics, ranking, processes, news),
// so the screens show it offline with the time it was fetched. Platform-free: the storage
// (localStorage in the browser) is passed in.
import type { z } from '../contract/zod';

export interface CachedEntry<T> {
  data: T;
  /** When the server gave this copy (ms). */
  savedAt: number;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const CACHE_PREFIX = 'opositor.cache.';

/** The stored copy, or null when there is none or it no longer fits the schema. */
export function readCached<T>(
  storage: KeyValueStorage,
  key: string,
  schema: z.ZodType<T>,
): CachedEntry<T> | null {
  let raw: string | null;
  try {
    raw = storage.getItem(CACHE_PREFIX + key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { data?: unknown; savedAt?: unknown };
    const parsed = schema.safeParse(value.data);
    if (!parsed.success || typeof value.savedAt !== 'number') return null;
    return { data: parsed.data, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

/** Keeps a copy; a full storage only means no copy is kept. */
export function writeCached<T>(
  storage: KeyValueStorage,
  key: string,
  data: T,
  savedAt: number,
): CachedEntry<T> {
  const entry = { data, savedAt };
  try {
    storage.setItem(CACHE_PREFIX + key, JSON.stringify(entry));
  } catch {
    // Quota exceeded or storage disabled: the screen still shows what it fetched.
  }
  return entry;
}

/** The line under a screen that shows data kept on the device. */
export function lastSyncText(savedAt: number | null, format: (ms: number) => string): string {
  return savedAt === null
    ? 'Sin conexión: todavía no hay datos guardados en este dispositivo.'
    : `Sin conexión: datos guardados en este dispositivo, sincronizados por última vez el ${format(savedAt)}.`;
}

/** The keys of the copies kept per user (and per list for the news, which are public). */
export const CACHE_KEYS = {
  stats: (userId: number, tipo: 'todos' | 'simulacion' | 'examen' = 'todos') =>
    tipo === 'todos' ? `estadisticas.${userId}` : `estadisticas.${userId}.${tipo}`,
  topics: (userId: number) => `temas.${userId}`,
  ranking: (userId: number, tab: 'todos' | 'simulacion' | 'examen') => `ranking.${userId}.${tab}`,
  processes: (userId: number) => `procesos.${userId}`,
  history: (userId: number) => `historial.${userId}`,
  news: (lista: 'noticias' | 'oposiciones') => `noticias.${lista}`,
} as const;
