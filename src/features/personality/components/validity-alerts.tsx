import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type { PersonalityProfileResult } from '@/core/contract';
import { cn } from '@/lib/cn';

/** Inconsistency (high or borderline) and social-desirability alerts of a profile. */
export function ValidityAlerts({ profile }: { profile: PersonalityProfileResult }) {
  const { alertas, inconsistencia } = profile;
  return (
    <section aria-labelledby="validez-titulo" className="space-y-2">
      <h3 id="validez-titulo" className="text-lg font-semibold text-slate-900">
        Validez de las respuestas
      </h3>
      <p className="text-sm text-slate-600">
        Pares de afirmaciones casi equivalentes respondidos de forma muy distinta:{' '}
        {inconsistencia.paresMarcados.length} de {inconsistencia.paresEvaluados}.
      </p>
      {alertas.length === 0 ? (
        <p className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          Sin alertas: las respuestas son coherentes y no sugieren una imagen demasiado favorable.
        </p>
      ) : (
        <ul className="space-y-2">
          {alertas.map((alerta) => (
            <li
              key={alerta.titulo}
              className={cn(
                'flex items-start gap-2 rounded-md border p-3 text-sm',
                alerta.nivel === 'alta'
                  ? 'border-red-300 bg-red-50 text-red-900'
                  : 'border-amber-300 bg-amber-50 text-amber-900',
              )}
            >
              <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <div>
                <p className="font-semibold">{alerta.titulo}</p>
                <p>{alerta.texto}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
