import type { TestScore } from '@/core/quiz';
import { formatNumber } from '@/lib/format';

/**
 * The 'Quiz completado' line: correct/total (spec §2); with a process that penalises wrong
 * answers, the nota and the penalised nota too.
 */
export function resultText(score: Pick<TestScore, 'aciertos' | 'nota' | 'nota_penalizada'>, total: number, penalizacion: number): string {
  const base = `${score.aciertos}/${total}`;
  if (!(penalizacion > 0)) return base;
  return `${base} · Nota: ${formatNumber(score.nota)} · Nota con penalización: ${formatNumber(score.nota_penalizada)}`;
}

/** Spec §9: a comment's date is its first 16 characters, T replaced by a space. */
export function commentDate(fecha: string): string {
  return fecha.slice(0, 16).replace('T', ' ');
}
