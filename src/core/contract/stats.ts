// The contract of statistics, recent processes, ranking and news (api.md "Processes, banks,
// tests" and "News, configuration, health"), plus estadisticas_temas.php, which the
// statistics screen needs for precision per topic (listed in the README).
import { tipoTestSchema } from './quiz';
import { z } from './zod';

const userIdParam = z.coerce
  .number({ error: 'El parámetro user_id no es válido' })
  .int('El parámetro user_id no es válido')
  .positive('El parámetro user_id no es válido')
  .optional();

/** `_ts` only defeats caches; any short value is accepted and ignored. */
const cacheBuster = z.string().max(40, 'El parámetro _ts no es válido').optional();

export const statsQuerySchema = z.object({
  user_id: userIdParam,
  tipo_test: tipoTestSchema.optional(),
  _ts: cacheBuster,
});

export const userStatsSchema = z.object({
  total_aciertos: z.number().int(),
  total_fallos: z.number().int(),
  /** Mean nota of the finished tests, two decimals; 0 with no tests. */
  nota_media: z.number(),
  total_tests: z.number().int(),
  /** Mean seconds per answered question (not rounded; the screen rounds it). */
  tiempo_promedio: z.number(),
  /** How many of the most recent finished tests in a row have no wrong or blank answer. */
  racha_perfecta: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const ultimosProcesosQuerySchema = z.object({ user_id: userIdParam });

export const ultimoProcesoSchema = z.object({
  id_proceso: z.number().int(),
  descripcion: z.string(),
  foto: z.string().nullable(),
  /** When the user started their first test of the process. */
  fecha_inicio: z.string(),
  /** When the user finished their last test of the process. */
  fecha_fin: z.string().nullable(),
  /** The user's latest activity in the process. */
  ultima_fecha: z.string(),
});
export type UltimoProceso = z.infer<typeof ultimoProcesoSchema>;
export const ultimosProcesosResponseSchema = z.array(ultimoProcesoSchema);

export const RANKING_LIMIT = 50;
/**
 * A user enters a ranking once they have answered this many questions in its scope (a process,
 * or all of them); blanks do not count. Migration 0009 holds the same figure.
 */
export const RANKING_MIN_RESPONDIDAS = 50;

export const rankingQuerySchema = z.object({
  user_id: userIdParam,
  id_proceso: z.coerce
    .number({ error: 'El parámetro id_proceso no es válido' })
    .int('El parámetro id_proceso no es válido')
    .positive('El parámetro id_proceso no es válido')
    .optional(),
  tipo_test: tipoTestSchema.optional(),
  /** At most 50; a larger value is read as 50. */
  limit: z.coerce
    .number({ error: 'El parámetro limit no es válido' })
    .int('El parámetro limit no es válido')
    .positive('El parámetro limit no es válido')
    .default(RANKING_LIMIT)
    .transform((n) => Math.min(n, RANKING_LIMIT)),
});

export const rankingEntrySchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  total_tests: z.number().int(),
  total_aciertos: z.number().int(),
  total_fallos: z.number().int(),
  nota_media: z.number(),
  /** 1-based place in the whole ranking of the scope. */
  posicion: z.number().int(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const rankingResponseSchema = z.object({
  ranking: z.array(rankingEntrySchema),
  /** The user's place in the whole ranking, also beyond the top; null with no tests in it. */
  mi_posicion: z.number().int().nullable(),
  /** The user's own row, so it can be shown when it is not in the top. */
  mi_fila: rankingEntrySchema.nullable(),
  /** Beyond api.md: questions the user has answered in the scope, and the minimum to enter. */
  mis_respondidas: z.number().int().default(0),
  minimo_respondidas: z.number().int().default(RANKING_MIN_RESPONDIDAS),
});
export type RankingResponse = z.infer<typeof rankingResponseSchema>;

export const topicStatsQuerySchema = z.object({
  user_id: userIdParam,
  tipo_test: tipoTestSchema.optional(),
});

export const topicStatSchema = z.object({
  id_proceso: z.number().int(),
  proceso: z.string(),
  seccion: z.string(),
  tema: z.string(),
  aciertos: z.number().int(),
  /** Wrong and blank answers, as in a test's fallos. */
  fallos: z.number().int(),
});
export type TopicStat = z.infer<typeof topicStatSchema>;
export const topicStatsResponseSchema = z.array(topicStatSchema);

export const newsItemSchema = z.object({
  link: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  /** ISO 8601, or null when the feed gave no date. */
  date: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsResponseSchema = z.array(newsItemSchema);
