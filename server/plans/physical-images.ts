// buscar_imagen_stock (spec §7): pictures for an exercise of a physical-plan week. The answer
// comes first from the project's own illustrations (server/content/exercises), matched by the
// exercise's Spanish name and synonyms with accents and case ignored; when an online provider
// is configured (Openverse, OPENVERSE_API_URL) it fills the places the library left, and its
// answers are kept in memory for a day so the same exercise does not call it again.
import type { FastifyBaseLogger } from 'fastify';
import type { StockImage } from '../../src/core/contract/physical-marks';
import { EXERCISE_ILLUSTRATIONS, ILLUSTRATION_CREDIT } from '../content/exercises';
import type { ExerciseIllustration } from '../content/exercises';

/** Where the API serves the library (under its /api prefix). */
export const ILLUSTRATIONS_ROUTE = '/ejercicios';

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9.\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const contains = (haystack: string, needle: string) =>
  ` ${haystack} `.includes(` ${needle} `) ||
  // plural or hyphenated forms: 'flexiones' finds 'flexion', 'sprint' finds 'sprints'
  new RegExp(`(^|[\\s-])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(es|s)?($|[\\s-])`).test(
    haystack,
  );

/** The library's illustrations for an exercise, best match first (longest synonym found). */
export function matchIllustrations(
  q: string,
  bloque: string | null | undefined,
  limit: number,
): ExerciseIllustration[] {
  const query = foldText(q);
  const block = foldText(bloque ?? '');
  if (!query) return [];
  const scored = EXERCISE_ILLUSTRATIONS.flatMap((item, order) => {
    const best = Math.max(
      0,
      ...item.sinonimos.map((s) => foldText(s)).map((s) => (contains(query, s) ? s.length : 0)),
    );
    if (best === 0) return [];
    const blockBonus = block && item.bloques.some((b) => block.includes(b)) ? 0.5 : 0;
    return [{ item, score: best + blockBonus, order }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.item);
}

export function illustrationItem(item: ExerciseIllustration): StockImage {
  return {
    path: `/api${ILLUSTRATIONS_ROUTE}/${item.slug}.svg`,
    credit: ILLUSTRATION_CREDIT,
    titulo: item.titulo,
  };
}

export interface OpenverseSettings {
  /** e.g. https://api.openverse.org/v1; null turns the provider off. */
  url: string | null;
  timeoutMs: number;
}

interface OpenverseResult {
  url?: string | null;
  title?: string | null;
  creator?: string | null;
  license?: string | null;
  license_version?: string | null;
}

const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX = 500;

export interface StockImageSearch {
  search(q: string, bloque: string | null | undefined, limit: number): Promise<StockImage[]>;
}

export function createStockImageSearch(
  settings: OpenverseSettings | undefined,
  log: FastifyBaseLogger,
): StockImageSearch {
  const cache = new Map<string, { at: number; items: StockImage[] }>();

  async function openverse(q: string, count: number): Promise<StockImage[]> {
    if (!settings?.url) return [];
    const key = `${foldText(q)}|${count}`;
    const kept = cache.get(key);
    if (kept && Date.now() - kept.at < CACHE_MS) return kept.items;
    const url = `${settings.url.replace(/\/$/, '')}/images/?${new URLSearchParams({
      q,
      page_size: String(count),
      mature: 'false',
    })}`;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!res.ok) throw new Error(`Openverse respondió ${res.status}`);
      const body = (await res.json()) as { results?: OpenverseResult[] };
      const items = (body.results ?? [])
        .filter((r): r is OpenverseResult & { url: string } => /^https?:\/\//.test(r.url ?? ''))
        .slice(0, count)
        .map((r) => ({
          media_url: r.url,
          credit: [
            r.title || 'Imagen',
            r.creator ? `de ${r.creator}` : null,
            r.license
              ? `(${r.license.toUpperCase()} ${r.license_version ?? ''}`.trim() + ', Openverse)'
              : '(Openverse)',
          ]
            .filter(Boolean)
            .join(' '),
          titulo: r.title ?? undefined,
        }));
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
      cache.set(key, { at: Date.now(), items });
      return items;
    } catch (error) {
      log.warn(
        { err: error },
        'buscar_imagen_stock: Openverse no respondió; solo la biblioteca propia',
      );
      return [];
    }
  }

  return {
    async search(q, bloque, limit) {
      const own = matchIllustrations(q, bloque, limit).map(illustrationItem);
      if (own.length >= limit) return own;
      return [...own, ...(await openverse(q, limit - own.length))];
    },
  };
}
