import type { TestScore } from '@/core/quiz';
import { formatNumber } from '@/lib/format';

/**
 * The 'Quiz completado' line: correct/total (spec §2); with a process that penalises wrong
 * answers, the nota and the penalised nota too.
 */
export function resultText(
  score: Pick<TestScore, 'aciertos' | 'nota' | 'nota_penalizada'>,
  total: number,
  penalizacion: number,
): string {
  const base = `${score.aciertos}/${total}`;
  if (!(penalizacion > 0)) return base;
  return `${base} · Nota: ${formatNumber(score.nota)} · Nota con penalización: ${formatNumber(score.nota_penalizada)}`;
}

/** Spec §9: a comment's date is its first 16 characters, T replaced by a space. */
export function commentDate(fecha: string): string {
  return fecha.slice(0, 16).replace('T', ' ');
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What 'Finalizar Test' says is left, e.g. 'Has respondido 87 de 100 · 13 en blanco · 4 marcadas'. */
export function finishSummary(counts: {
  total: number;
  respondidas: number;
  en_blanco: number;
  marcadas: number;
}): string {
  return `Has respondido ${counts.respondidas} de ${counts.total} · ${counts.en_blanco} en blanco · ${plural(counts.marcadas, 'marcada', 'marcadas')}`;
}
