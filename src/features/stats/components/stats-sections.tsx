import { Award, CheckCircle2, Lightbulb, Lock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { ShownStats, TimeBand } from '@/core/stats';
import { TIME_BANDS, logros, precisionTone, recomendaciones, timeBand } from '@/core/stats';
import { TONE_BAR, TONE_TEXT } from './tones';

export function Section({
  title,
  children,
  id,
}: {
  title: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <Card className="space-y-4" aria-labelledby={id} role="region">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Bar({
  label,
  value,
  total,
  className,
}: {
  label: string;
  value: number;
  total: number;
  className: string;
}) {
  const percent = total === 0 ? 0 : Math.round((value / total) * 100);
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span className="text-slate-700">{label}</span>
        <span className="font-medium text-slate-900">
          {value} ({percent}%)
        </span>
      </div>
      <div className="h-3 rounded-full bg-slate-100" role="presentation">
        <div className={`h-3 rounded-full ${className}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function PrecisionAnalysis({
  aciertos,
  fallos,
  precision,
}: {
  aciertos: number;
  fallos: number;
  precision: number;
}) {
  const tone = precisionTone(precision);
  return (
    <Section title="Análisis de Precisión" id="analisis-precision">
      <Bar
        label="Respuestas correctas"
        value={aciertos}
        total={aciertos + fallos}
        className="bg-green-500"
      />
      <Bar
        label="Respuestas incorrectas"
        value={fallos}
        total={aciertos + fallos}
        className="bg-red-500"
      />
      <p className="text-sm text-slate-700">
        Precisión global: <span className={`font-semibold ${TONE_TEXT[tone]}`}>{precision}%</span>
      </p>
      <div className="h-2 rounded-full bg-slate-100" role="presentation">
        <div className={`h-2 rounded-full ${TONE_BAR[tone]}`} style={{ width: `${precision}%` }} />
      </div>
    </Section>
  );
}

const BAND_STYLE: Record<TimeBand, string> = {
  ideal: 'border-green-300 bg-green-50 text-green-800',
  aceptable: 'border-yellow-300 bg-yellow-50 text-yellow-800',
  mejorable: 'border-red-300 bg-red-50 text-red-800',
};

export function TemporalPerformance({ segundos }: { segundos: number }) {
  const current = timeBand(segundos);
  return (
    <Section title="Rendimiento Temporal" id="rendimiento-temporal">
      <p className="text-sm text-slate-700">
        Tiempo promedio por pregunta:{' '}
        <span className="font-semibold">{segundos === 0 ? '-' : `${segundos}s`}</span>
      </p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {TIME_BANDS.map((b) => (
          <li
            key={b.band}
            aria-current={current === b.band ? 'true' : undefined}
            className={`rounded-md border p-3 text-sm ${current === b.band ? `${BAND_STYLE[b.band]} ring-2 ring-offset-1` : 'border-slate-200 text-slate-600'}`}
          >
            <p className="font-semibold">{b.label}</p>
            <p>{b.range}</p>
            {current === b.band && <p className="mt-1 text-xs font-medium">Tu tiempo está aquí</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Achievements({ shown }: { shown: ShownStats }) {
  return (
    <Section title="Logros" id="logros">
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] gap-3">
        {logros(shown).map((l) => (
          <li
            key={l.id}
            data-testid="logro"
            data-conseguido={l.conseguido}
            className={`flex items-start gap-3 rounded-md border p-3 ${l.conseguido ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50 opacity-70'}`}
          >
            {l.conseguido ? (
              <Award aria-hidden className="h-6 w-6 shrink-0 text-amber-500" />
            ) : (
              <Lock aria-hidden className="h-6 w-6 shrink-0 text-slate-400" />
            )}
            <div className="min-w-0 break-words">
              <p className="font-semibold text-slate-900">{l.titulo}</p>
              <p className="text-xs text-slate-600">{l.descripcion}</p>
              <p className="sr-only">{l.conseguido ? 'Conseguido' : 'Pendiente'}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const RECOMMENDATION_ICON = {
  precision: XCircle,
  velocidad: XCircle,
  excelente: CheckCircle2,
  general: Lightbulb,
};

export function Recommendations({ shown }: { shown: ShownStats }) {
  return (
    <Section title="Recomendaciones" id="recomendaciones">
      <ul className="space-y-3">
        {recomendaciones(shown).map((r) => {
          const Icon = RECOMMENDATION_ICON[r.id];
          return (
            <li key={r.id} className="flex gap-3" data-testid="recomendacion">
              <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
              <div>
                <p className="font-medium text-slate-900">{r.titulo}</p>
                <p className="text-sm text-slate-600">{r.texto}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
