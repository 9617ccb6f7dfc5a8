// The ranking's order, defined once: higher nota media first (two decimals, as shown), then more
// tests, then more right answers, then the older account (lower id). The server's SQL orders
// the same way; the server tests check it against this.
import type { RankingEntry } from '../contract';

export type RankingKey = Pick<RankingEntry, 'id' | 'nota_media' | 'total_tests' | 'total_aciertos'>;

export function compareRanking(a: RankingKey, b: RankingKey): number {
  return (
    Math.round(b.nota_media * 100) - Math.round(a.nota_media * 100) ||
    b.total_tests - a.total_tests ||
    b.total_aciertos - a.total_aciertos ||
    a.id - b.id
  );
}

export type Podium = 'oro' | 'plata' | 'bronce' | null;

export function podium(posicion: number): Podium {
  if (posicion === 1) return 'oro';
  if (posicion === 2) return 'plata';
  if (posicion === 3) return 'bronce';
  return null;
}

/** The name shown for a user of the ranking (spec §2). */
export function rankingName(username: string | null | undefined): string {
  const name = username?.trim();
  return name ? name : 'Usuario Anónimo';
}
