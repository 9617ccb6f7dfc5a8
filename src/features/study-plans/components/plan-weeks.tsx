import { ClipboardCheck, Timer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { labelOf } from '@/lib/ai';
import type { StudyWeek } from '../data/study-local';
import { formatDate, formatDecimal } from '@/lib/format';
import { testLink, weekChips } from '../logic';
import { DateRange } from './plan-parts';

interface Choice {
  proceso: number | null;
  secciones: readonly string[];
}

/** Spec §2: at most 12 topic chips, each cut to 50 characters, then '+N más'. */
export function TopicChips({ temas }: { temas: readonly string[] }) {
  const { chips, more } = weekChips(temas);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Temas de la semana">
      {chips.map((chip, i) => (
        <li
          key={`${i}-${chip}`}
          title={temas[i]}
          data-testid="topic-chip"
          className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs text-blue-900 ring-1 ring-blue-200"
        >
          {chip}
        </li>
      ))}
      {more && (
        <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {more}
        </li>
      )}
    </ul>
  );
}

/** Links into the test screens with this choice prefilled (spec §2: proceso, temas, secciones, modo). */
export function PracticeLinks({ choice, temas }: { choice: Choice; temas: readonly string[] }) {
  return (
    <div className="flex flex-wrap gap-3 text-sm">
      <Link
        className="inline-flex items-center gap-1 font-medium text-blue-700 underline"
        to={testLink('simulacion', { ...choice, temas })}
      >
        <ClipboardCheck aria-hidden className="h-4 w-4" /> Practicar en modo simulación
      </Link>
      <Link
        className="inline-flex items-center gap-1 font-medium text-blue-700 underline"
        to={testLink('examen', { ...choice, temas })}
      >
        <Timer aria-hidden className="h-4 w-4" /> Simulacro en modo examen
      </Link>
    </div>
  );
}

/** The AI weekly plan: the summary, then each week's topics, goals, activities and notes. */
export function PlanWeeks({
  weeks,
  resumen,
  motor,
  choice,
}: {
  weeks: readonly StudyWeek[];
  resumen: string | null;
  motor: string | null;
  choice: Choice;
}) {
  return (
    <div className="space-y-4">
      {resumen && (
        <Card className="bg-violet-50/60">
          <h2 className="font-semibold text-slate-900">Resumen IA</h2>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{resumen}</p>
          {motor && <p className="mt-2 text-xs text-slate-500">Generado por: {labelOf(motor)}</p>}
        </Card>
      )}
      {weeks.map((week) => (
        <Card key={week.semana} data-testid="plan-week" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-900">Semana {week.semana}</h3>
            <span className="text-sm text-slate-600">
              <DateRange from={week.fecha_inicio} to={week.fecha_fin} />
            </span>
          </div>
          <TopicChips temas={week.temas_semana} />
          {week.objetivos.length > 0 && (
            <div>
              <h4 className="text-sm font-medium text-slate-800">Objetivos</h4>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                {week.objetivos.map((o, i) => (
                  <li key={i}>{o}</li>
                ))}
              </ul>
            </div>
          )}
          {week.actividades.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Actividades de la semana {week.semana}</caption>
                <thead className="text-xs text-slate-500 uppercase">
                  <tr>
                    <th className="py-1 pr-3">Día</th>
                    <th className="py-1 pr-3">Horas</th>
                    <th className="py-1 pr-3">Tema</th>
                    <th className="py-1">Actividad</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 text-slate-700">
                  {week.actividades.map((a, i) => (
                    <tr key={i}>
                      <td className="py-1.5 pr-3 whitespace-nowrap capitalize">
                        {a.dia} {formatDate(a.fecha)}
                      </td>
                      <td className="py-1.5 pr-3">{formatDecimal(a.duracion_horas)} h</td>
                      <td className="py-1.5 pr-3">{a.tema}</td>
                      <td className="py-1.5">{a.actividad}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {week.notas && <p className="text-sm text-slate-600 italic">{week.notas}</p>}
          <PracticeLinks choice={choice} temas={week.temas_semana} />
        </Card>
      ))}
    </div>
  );
}
