// A user's figures from their finished tests, defined once: the server's SQL computes the same
// (server/db/repositories/stats.ts) and the server tests check the two agree. The screens use
// this when they work from the tests kept on the device (offline, or with tests not yet synced).
import type { TipoTest, UserStats } from '../contract';

/** The fields of a finished test the figures need (a history item has them all). */
export interface StatsTest {
  tipo_test: TipoTest;
  estado: string;
  aciertos: number;
  fallos: number;
  en_blanco: number;
  num_preguntas: number;
  nota: number | null;
  /** Minutes the test was given. */
  tiempo: number;
  /** Seconds left at the end. */
  tiempo_restante: number;
  fecha_inicio: string;
  fecha_finalizacion: string | null;
}

export const EMPTY_STATS: UserStats = {
  total_aciertos: 0,
  total_fallos: 0,
  nota_media: 0,
  total_tests: 0,
  tiempo_promedio: 0,
  racha_perfecta: 0,
};

export const FINALIZADO = 'finalizado';

/** Half away from zero to `decimals`, on a value already close to a multiple (no float drift). */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * f + Number.EPSILON)) / f;
}

/** Mean of notas kept in hundredths, as the ranking keeps it: two decimals, exact. */
export function notaMediaFromHundredths(sumHundredths: number, count: number): number {
  return count === 0 ? 0 : Math.round(sumHundredths / count) / 100;
}

/** Seconds the test took: what it was given minus what was left (never negative). */
export function secondsUsed(test: Pick<StatsTest, 'tiempo' | 'tiempo_restante'>): number {
  return Math.max(0, test.tiempo * 60 - test.tiempo_restante);
}

function finishedTime(test: StatsTest): number {
  return Date.parse(test.fecha_finalizacion ?? test.fecha_inicio);
}

/** A perfect test: every question answered right (a blank counts in fallos). */
export function isPerfect(test: Pick<StatsTest, 'fallos'>): boolean {
  return test.fallos === 0;
}

/** The most recent finished tests in a row without a wrong or blank answer. */
export function perfectStreak(tests: readonly StatsTest[]): number {
  const newestFirst = [...tests].sort((a, b) => finishedTime(b) - finishedTime(a));
  let streak = 0;
  for (const test of newestFirst) {
    if (!isPerfect(test)) break;
    streak += 1;
  }
  return streak;
}

/** The figures of estadisticas_usuario.php for these tests, optionally of one type only. */
export function summarizeTests(tests: readonly StatsTest[], tipo?: TipoTest): UserStats {
  const chosen = tests.filter(
    (t) => t.estado === FINALIZADO && (tipo === undefined || t.tipo_test === tipo),
  );
  if (chosen.length === 0) return { ...EMPTY_STATS };
  let aciertos = 0;
  let fallos = 0;
  let hundredths = 0;
  let withNota = 0;
  let seconds = 0;
  let answered = 0;
  for (const t of chosen) {
    aciertos += t.aciertos;
    fallos += t.fallos;
    if (t.nota !== null) {
      hundredths += Math.round(t.nota * 100);
      withNota += 1;
    }
    seconds += secondsUsed(t);
    answered += Math.max(0, t.num_preguntas - t.en_blanco);
  }
  return {
    total_aciertos: aciertos,
    total_fallos: fallos,
    nota_media: notaMediaFromHundredths(hundredths, withNota),
    total_tests: chosen.length,
    tiempo_promedio: answered === 0 ? 0 : roundTo(seconds / answered, 2),
    racha_perfecta: perfectStreak(chosen),
  };
}

/**
 * Which figures a screen shows: the server's when it has just answered, nothing on the device
 * waits to be synced and the answer is not older than what the device knows (it counts at
 * least as many tests); otherwise the ones computed from the device's tests (the server's
 * history plus tests finished here, each once by its uuid). With neither, null.
 */
export function pickStats(
  server: UserStats | null,
  serverFresh: boolean,
  local: readonly (StatsTest & { serverId: number | null })[] | undefined,
  tipo?: TipoTest,
): UserStats | null {
  if (!local) return server;
  const mine = summarizeTests(local, tipo);
  const pending = local.some((t) => t.serverId === null);
  const trusted = server !== null && !pending && (serverFresh || local.length === 0);
  return trusted && server.total_tests >= mine.total_tests ? server : mine;
}
