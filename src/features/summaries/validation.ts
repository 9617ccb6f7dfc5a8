import { generarResumenSchema } from '@/core/contract';
import type { GenerarResumenInput } from '@/core/contract';
import { SUM_MSG } from './messages';

export interface CreateForm {
  loggedIn: boolean;
  tema: string;
  texto: string;
}

/** The first rule the server's schema breaks beyond the spec's own (lengths): its message. */
function schemaProblem(body: GenerarResumenInput): string | null {
  const parsed = generarResumenSchema.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * Spec §5, in its order. 'Generar con IA': the text, the session, the topic. 'Guardar': the
 * topic and the text. Then whatever else the server would refuse.
 */
export function createProblem(
  form: CreateForm,
  nivel: 'largo' | 'corto',
  body: GenerarResumenInput,
): string | null {
  const noText = form.texto.trim() === '';
  const noTema = form.tema.trim() === '';
  if (nivel === 'largo') {
    if (noText) return SUM_MSG.textoRequired;
    if (!form.loggedIn) return SUM_MSG.loginRequired;
    if (noTema) return SUM_MSG.temaRequired;
  } else {
    if (!form.loggedIn) return SUM_MSG.loginRequired;
    if (noText || noTema) return SUM_MSG.temaYResumen;
  }
  return schemaProblem(body);
}

/** What generar_resumen.php files the summary under: 'process - section' (spec §7). */
export function seccionOf(proceso: string | null, seccion: string): string {
  return [proceso?.trim(), seccion.trim()].filter(Boolean).join(' - ');
}
