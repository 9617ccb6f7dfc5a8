import type { BreakdownRow } from '@/core/quiz';
import { Card } from '@/components/ui/card';

function BreakdownTable({
  caption,
  label,
  rows,
}: {
  caption: string;
  label: string;
  rows: BreakdownRow[];
}) {
  return (
    // Wider than a phone: the box scrolls sideways, so it takes the keyboard focus to scroll by keys.
    <Card className="overflow-x-auto p-0" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 pb-2 text-left font-semibold text-slate-900">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase text-slate-500">
            <th scope="col" className="px-4 py-2">
              {label}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Preguntas
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Aciertos
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Fallos
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              En blanco
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              % acierto
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.nombre} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-4 py-2 text-left font-normal text-slate-900">
                {row.nombre}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{row.preguntas}</td>
              <td className="px-3 py-2 text-right text-green-700 tabular-nums">{row.aciertos}</td>
              <td className="px-3 py-2 text-right text-red-700 tabular-nums">{row.fallos}</td>
              <td className="px-3 py-2 text-right tabular-nums">{row.en_blanco}</td>
              <td className="px-4 py-2 text-right font-medium tabular-nums">
                {Math.round((row.aciertos / row.preguntas) * 100)} %
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export function ResultsBreakdown({
  secciones,
  temas,
}: {
  secciones: BreakdownRow[];
  temas: BreakdownRow[];
}) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <BreakdownTable caption="Por sección" label="Sección" rows={secciones} />
      <BreakdownTable caption="Por tema" label="Tema" rows={temas} />
    </div>
  );
}
