// Spec §5: topics named 'psico - …' or 'pisco - …' (any case) belong to psychotechnic mode only.
const PSICO_TOPIC = /^\s*p(?:si|is)co\s*-/i;

export function isPsicoTopic(tema: string): boolean {
  return PSICO_TOPIC.test(tema);
}

/** The topics a configurator in the given mode may offer. */
export function topicsForMode(temas: readonly string[], psicotecnico: boolean): string[] {
  return temas.filter((tema) => isPsicoTopic(tema) === psicotecnico);
}
