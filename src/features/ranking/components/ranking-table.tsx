import { Award, Medal, Trophy } from 'lucide-react';
import type { RankingEntry } from '@/core/contract';
import type { Podium } from '@/core/stats';
import { podium, rankingName } from '@/core/stats';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const PODIUM: Record<
  Exclude<Podium, null>,
  { icon: typeof Trophy; className: string; label: string }
> = {
  oro: { icon: Trophy, className: 'text-yellow-500', label: 'Primer puesto' },
  plata: { icon: Medal, className: 'text-slate-400', label: 'Segundo puesto' },
  bronce: { icon: Award, className: 'text-amber-700', label: 'Tercer puesto' },
};

const ROW_TONE: Record<Exclude<Podium, null>, string> = {
  oro: 'bg-yellow-50',
  plata: 'bg-slate-50',
  bronce: 'bg-orange-50',
};

function Position({ posicion }: { posicion: number }) {
  const place = podium(posicion);
  if (!place) return <span className="font-semibold text-slate-600">#{posicion}</span>;
  const { icon: Icon, className, label } = PODIUM[place];
  return <Icon role="img" aria-label={label} className={cn('h-6 w-6', className)} />;
}

/** Tests, Aciertos and Fallos: their own columns from 640 px, under the name below. */
const COUNT_CELL = 'hidden px-3 py-2 text-right sm:table-cell';

export function RankingRow({ entry, mine }: { entry: RankingEntry; mine: boolean }) {
  const place = podium(entry.posicion);
  return (
    <tr
      data-testid="ranking-row"
      aria-current={mine ? 'true' : undefined}
      className={cn(
        'border-b border-slate-100',
        place && ROW_TONE[place],
        mine && 'bg-primary/10 font-medium outline-2 -outline-offset-2 outline-primary',
      )}
    >
      <td className="w-12 px-2 py-2 sm:w-14 sm:px-3">
        <Position posicion={entry.posicion} />
      </td>
      <td className="px-2 py-2 sm:px-3">
        {/* A name of 50 letters with no space still wraps inside a phone's column. */}
        <span className="text-slate-900 [overflow-wrap:anywhere]">
          {rankingName(entry.username)}
        </span>
        {mine && (
          <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
            Tú
          </span>
        )}
        {/* On a phone the three counts go under the name, so 'Nota media' stays on screen. */}
        <span className="mt-0.5 block text-xs text-slate-600 sm:hidden">
          {entry.total_tests} tests ·{' '}
          <span className="text-green-700">{entry.total_aciertos} aciertos</span> ·{' '}
          <span className="text-red-700">{entry.total_fallos} fallos</span>
        </span>
      </td>
      <td className={COUNT_CELL}>{entry.total_tests}</td>
      <td className={cn(COUNT_CELL, 'text-green-700')}>{entry.total_aciertos}</td>
      <td className={cn(COUNT_CELL, 'text-red-700')}>{entry.total_fallos}</td>
      <td className="px-2 py-2 text-right font-semibold sm:px-3">
        {formatNumber(entry.nota_media)}
      </td>
    </tr>
  );
}

export function RankingTable({
  ranking,
  mine,
  userId,
}: {
  ranking: RankingEntry[];
  mine: RankingEntry | null;
  userId: number | null;
}) {
  const outside = mine && !ranking.some((e) => e.id === mine.id) ? mine : null;
  return (
    // Should a screen still be too narrow, the table scrolls in its own box, which the keyboard
    // can reach and a screen reader names.
    <div className="overflow-x-auto" role="region" aria-label="Tabla del ranking" tabIndex={0}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase text-slate-500">
            <th scope="col" className="px-2 py-2 sm:px-3">
              Posición
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Usuario
            </th>
            <th scope="col" className={COUNT_CELL}>
              Tests
            </th>
            <th scope="col" className={COUNT_CELL}>
              Aciertos
            </th>
            <th scope="col" className={COUNT_CELL}>
              Fallos
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              Nota media
            </th>
          </tr>
        </thead>
        <tbody>
          {ranking.map((entry) => (
            <RankingRow key={entry.id} entry={entry} mine={entry.id === userId} />
          ))}
        </tbody>
        {outside && (
          <tbody>
            <tr>
              <td
                colSpan={6}
                className="px-3 pt-4 pb-1 text-xs font-medium uppercase text-slate-500"
              >
                Tu posición
              </td>
            </tr>
            <RankingRow entry={outside} mine />
          </tbody>
        )}
      </table>
    </div>
  );
}
