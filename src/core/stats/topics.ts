// Precision per topic, weakest first, and where a test on that topic starts.
import type { TopicStat } from '../contract';
import { isPsicoTopic } from '../quiz/psico';
import { precision } from './rules';

export interface TopicPrecision extends TopicStat {
  preguntas: number;
  precision: number;
}

/** Weakest first; among equals the one with more answers (more evidence), then by name. */
export function weakestFirst(topics: readonly TopicStat[]): TopicPrecision[] {
  return topics
    .map((t) => ({
      ...t,
      preguntas: t.aciertos + t.fallos,
      precision: precision(t.aciertos, t.fallos),
    }))
    .filter((t) => t.preguntas > 0)
    .sort(
      (a, b) =>
        a.precision - b.precision ||
        b.preguntas - a.preguntas ||
        a.tema.localeCompare(b.tema, 'es') ||
        a.id_proceso - b.id_proceso,
    );
}

/**
 * The route and query that open the test configurator on one topic (spec §2: proceso, secciones
 * and temas pre-fill it). Psychotechnic topics open the psychotechnic test.
 */
export function topicTestLink(topic: Pick<TopicStat, 'id_proceso' | 'seccion' | 'tema'>): string {
  const params = new URLSearchParams({
    proceso: String(topic.id_proceso),
    secciones: topic.seccion,
    temas: topic.tema,
  });
  return `${isPsicoTopic(topic.tema) ? '/test-psicotecnico' : '/test'}?${params.toString()}`;
}
