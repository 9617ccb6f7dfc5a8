import type { PersonalityProfileResult } from '@/core/contract';
import { formatNumber } from '@/lib/format';
import { BAND_COLORS } from '../chart';

/** Each subscale: what it measures, the score and band, and what that band means. */
export function SubscaleInterpretation({ profile }: { profile: PersonalityProfileResult }) {
  return (
    <section aria-labelledby="interpretacion-titulo" className="space-y-3">
      <h3 id="interpretacion-titulo" className="text-lg font-semibold text-slate-900">
        Interpretación
      </h3>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {profile.subescalas.map((s) => (
          <li key={s.codigo} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
              <h4 className="font-semibold text-slate-900">
                {s.nombre} ({s.codigo})
              </h4>
              <p className="text-sm">
                <span className="font-semibold tabular-nums">
                  {formatNumber(s.puntuacionRedondeada, 1)}
                </span>
                <span className="text-slate-500"> / 100 · </span>
                <span className="font-semibold" style={{ color: BAND_COLORS[s.banda] }}>
                  {s.banda}
                </span>
              </p>
            </div>
            <p className="mb-2 text-sm text-slate-600">{s.descripcion}</p>
            <p className="text-sm text-slate-900">{s.interpretacion}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
