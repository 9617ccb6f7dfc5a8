// The ranking (ranking_usuarios.php), read from ranking_totales, which a trigger on
// tests_realizados keeps up to date (migration 0005). Only users with RANKING_MIN_RESPONDIDAS
// answered questions in the scope are in it (migration 0009). The top is one range of the
// partial ranking_totales_orden_idx index; a user's place comes from ranking_notas, the number
// of ranked users per nota (migration 0006), plus the ties ahead of them. The order is
// src/core/stats/ranking.ts compareRanking: nota media, tests, right answers, then user id.
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RankingEntry, RankingResponse, TipoTest } from '../../../src/core/contract';
import { RANKING_MIN_RESPONDIDAS } from '../../../src/core/contract/stats';
import { rankingScores, rankingTotals, users } from '../schema';
import type { Executor } from './executor';

const r = rankingTotals;

export interface RankingScope {
  /** A process, or every process. */
  idProceso?: number;
  tipoTest?: TipoTest;
}

function scopeOf(scope: RankingScope): SQL {
  return and(
    eq(r.idProceso, scope.idProceso ?? 0),
    eq(r.tipoTest, scope.tipoTest ?? 'todos'),
  ) as SQL;
}

// Spelled out to match the index (drizzle-kit writes DESC NULLS LAST) so the top is read in order.
const ORDER = sql`${r.notaCentesimas} desc nulls last, ${r.totalTests} desc nulls last, ${r.totalAciertos} desc nulls last, ${r.userId} asc`;

const columns = {
  id: r.userId,
  username: users.username,
  totalTests: r.totalTests,
  totalAciertos: r.totalAciertos,
  totalFallos: r.totalFallos,
  notaCentesimas: r.notaCentesimas,
  totalRespondidas: r.totalRespondidas,
};

type Row = {
  id: number;
  username: string | null;
  totalTests: number;
  totalAciertos: number;
  totalFallos: number;
  notaCentesimas: number;
  totalRespondidas: number;
};

function toEntry(row: Row, posicion: number): RankingEntry {
  return {
    id: row.id,
    username: row.username,
    total_tests: row.totalTests,
    total_aciertos: row.totalAciertos,
    total_fallos: row.totalFallos,
    nota_media: row.notaCentesimas / 100,
    posicion,
  };
}

/** The first `limit` users of the scope and, for `userId`, their place and row. */
export async function ranking(
  db: Executor,
  scope: RankingScope,
  limit: number,
  userId: number | null,
): Promise<RankingResponse> {
  const where = and(
    scopeOf(scope),
    sql`${r.totalTests} > 0`,
    sql`${r.totalRespondidas} >= ${sql.raw(String(RANKING_MIN_RESPONDIDAS))}`,
  );
  const top = await db
    .select(columns)
    .from(r)
    .leftJoin(users, eq(users.id, r.userId))
    .where(where)
    .orderBy(ORDER)
    .limit(limit);
  const list = top.map((row, i) => toEntry(row, i + 1));
  const outside = { mi_posicion: null, mi_fila: null, minimo_respondidas: RANKING_MIN_RESPONDIDAS };
  if (userId === null) return { ranking: list, ...outside, mis_respondidas: 0 };

  const [mine] = await db
    .select(columns)
    .from(r)
    .leftJoin(users, eq(users.id, r.userId))
    .where(and(scopeOf(scope), eq(r.userId, userId)))
    .limit(1);
  const misRespondidas = mine?.totalRespondidas ?? 0;
  if (!mine || mine.totalTests <= 0 || misRespondidas < RANKING_MIN_RESPONDIDAS) {
    return { ranking: list, ...outside, mis_respondidas: misRespondidas };
  }
  const inTop = list.find((entry) => entry.id === userId);
  const done = (entry: RankingEntry) => ({
    ranking: list,
    mi_posicion: entry.posicion,
    mi_fila: entry,
    mis_respondidas: misRespondidas,
    minimo_respondidas: RANKING_MIN_RESPONDIDAS,
  });
  if (inTop) return done(inTop);
  // Everyone strictly ahead: all users with a higher nota (from the per-nota counts, at most
  // 1,001 rows), then those with the same nota ahead by tests, right answers or id.
  const [above] = await db
    .select({ n: sql<number>`coalesce(sum(${rankingScores.usuarios}), 0)::int` })
    .from(rankingScores)
    .where(
      and(
        eq(rankingScores.idProceso, scope.idProceso ?? 0),
        eq(rankingScores.tipoTest, scope.tipoTest ?? 'todos'),
        sql`${rankingScores.notaCentesimas} > ${mine.notaCentesimas}`,
      ),
    );
  const [tied] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(
      and(
        where,
        eq(r.notaCentesimas, mine.notaCentesimas),
        sql`(${r.totalTests} > ${mine.totalTests}
          or (${r.totalTests} = ${mine.totalTests} and ${r.totalAciertos} > ${mine.totalAciertos})
          or (${r.totalTests} = ${mine.totalTests} and ${r.totalAciertos} = ${mine.totalAciertos} and ${r.userId} < ${mine.id}))`,
      ),
    );
  const posicion = Number(above?.n ?? 0) + Number(tied?.n ?? 0) + 1;
  return done(toEntry(mine, posicion));
}
