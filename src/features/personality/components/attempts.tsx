import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SUBSCALE_CODES } from '@/core/contract';
import { SUBSCALES } from '@/core/personality';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { ProfileEntry } from '../data/profiles';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';

const scoreOf = (entry: ProfileEntry, codigo: string) =>
  entry.profile.subescalas.find((s) => s.codigo === codigo);

function changeText(delta: number): string {
  if (Math.abs(delta) < 0.05) return '=';
  return `${delta > 0 ? '+' : '−'}${formatNumber(Math.abs(delta), 1)}`;
}

/** The change of one subscale, coloured, with the band change when there is one. */
function ChangeText({ delta, before, now }: { delta: number; before: string; now: string }) {
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        delta >= 0.05 ? 'text-green-700' : delta <= -0.05 ? 'text-red-700' : 'text-slate-600',
      )}
    >
      {changeText(delta)}
      {before !== now && (
        <span className="ml-1 font-normal text-slate-600">
          ({before} → {now})
        </span>
      )}
    </span>
  );
}

/** How each subscale moved between the shown profile and an earlier one the user picks. */
export function AttemptComparison({
  current,
  earlier,
}: {
  current: ProfileEntry;
  earlier: ProfileEntry[];
}) {
  const selectId = useId();
  const [otherUuid, setOtherUuid] = useState(earlier[0]?.uuid);
  const other = earlier.find((e) => e.uuid === otherUuid) ?? earlier[0];
  if (!other) {
    return (
      <p className="text-sm text-slate-600">
        Cuando repitas el test verás aquí cómo cambia cada subescala entre intentos.
      </p>
    );
  }
  const changes = SUBSCALE_CODES.flatMap((codigo) => {
    const before = scoreOf(other, codigo);
    const now = scoreOf(current, codigo);
    if (!before || !now) return [];
    return [{ codigo, before, now, delta: now.puntuacionRedondeada - before.puntuacionRedondeada }];
  });
  return (
    <div className="space-y-3 @container">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={selectId} className="font-medium text-slate-700">
          Comparar con
        </label>
        <select
          id={selectId}
          value={other.uuid}
          onChange={(event) => setOtherUuid(event.target.value)}
          className="h-9 rounded-md border border-slate-300 bg-white px-2"
        >
          {earlier.map((entry) => (
            <option key={entry.uuid} value={entry.uuid}>
              {formatDateTime(entry.finishedAt)}
            </option>
          ))}
        </select>
      </div>
      <ul
        className="divide-y divide-slate-100 text-sm @md:hidden"
        aria-label="Cambio de cada subescala entre los dos intentos"
      >
        {changes.map(({ codigo, before, now, delta }) => (
          <li key={codigo} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
            <span className="font-medium">{now.nombre}</span>
            <span className="tabular-nums">
              {formatNumber(before.puntuacionRedondeada, 1)} →{' '}
              {formatNumber(now.puntuacionRedondeada, 1)}{' '}
              <ChangeText delta={delta} before={before.banda} now={now.banda} />
            </span>
          </li>
        ))}
      </ul>
      <div className="hidden @md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Cambio de cada subescala entre los dos intentos</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Subescala
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {formatDateTime(other.finishedAt)}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {formatDateTime(current.finishedAt)}
              </th>
              <th scope="col" className="py-2 font-medium">
                Cambio
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map(({ codigo, before, now, delta }) => {
              return (
                <tr key={codigo} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {now.nombre}
                  </th>
                  <td className="py-2 pr-3 tabular-nums">
                    {formatNumber(before.puntuacionRedondeada, 1)} ({before.banda})
                  </td>
                  <td className="py-2 pr-3 tabular-nums">
                    {formatNumber(now.puntuacionRedondeada, 1)} ({now.banda})
                  </td>
                  <td className="py-2">
                    <ChangeText delta={delta} before={before.banda} now={now.banda} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Every finished profile of the user, newest first, with its six scores. */
export function AttemptsTable({
  profiles,
  shownUuid,
  onView,
}: {
  profiles: ProfileEntry[];
  shownUuid: string | null;
  onView: (entry: ProfileEntry) => void;
}) {
  const action = (entry: ProfileEntry) =>
    entry.uuid === shownUuid ? (
      <span className="text-xs text-slate-600">Mostrado</span>
    ) : (
      <Button
        variant="outline"
        size="sm"
        onClick={() => onView(entry)}
        aria-label={`Ver perfil del ${formatDateTime(entry.finishedAt)}`}
      >
        Ver perfil
      </Button>
    );
  const pending = (entry: ProfileEntry) => !entry.synced && <PendingSyncBadge className="ml-2" />;
  return (
    <div className="@container">
      {/* A phone gets one card per attempt; the table needs a wider screen. */}
      <ul
        className="divide-y divide-slate-100 @xl:hidden"
        aria-label="Tus perfiles, del más reciente al más antiguo"
      >
        {profiles.map((entry) => (
          <li
            key={entry.uuid}
            className={cn('space-y-2 py-3', entry.uuid === shownUuid && 'bg-blue-50')}
          >
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-medium">
                {formatDateTime(entry.finishedAt)}
                {pending(entry)}
              </span>
              {action(entry)}
            </div>
            <dl className="grid grid-cols-3 gap-x-3 gap-y-1 text-sm">
              {SUBSCALE_CODES.map((codigo) => {
                const s = scoreOf(entry, codigo);
                return (
                  <div key={codigo} className="flex justify-between gap-1">
                    <dt>
                      <abbr title={SUBSCALES[codigo].nombre}>{codigo}</abbr>
                    </dt>
                    <dd className="tabular-nums">
                      {s ? formatNumber(s.puntuacionRedondeada, 1) : '-'}
                    </dd>
                  </div>
                );
              })}
              <div className="col-span-3 flex gap-1 text-slate-600">
                <dt>Alertas:</dt>
                <dd>{entry.profile.alertas.length === 0 ? 'No' : entry.profile.alertas.length}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden @xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Tus perfiles, del más reciente al más antiguo</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Fecha
              </th>
              {SUBSCALE_CODES.map((codigo) => (
                <th key={codigo} scope="col" className="py-2 pr-3 font-medium">
                  <abbr title={SUBSCALES[codigo].nombre}>{codigo}</abbr>
                </th>
              ))}
              <th scope="col" className="py-2 pr-3 font-medium">
                Alertas
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {profiles.map((entry) => (
              <tr
                key={entry.uuid}
                className={cn(
                  'border-b border-slate-100',
                  entry.uuid === shownUuid && 'bg-blue-50',
                )}
              >
                <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                  {formatDateTime(entry.finishedAt)}
                  {pending(entry)}
                </th>
                {SUBSCALE_CODES.map((codigo) => {
                  const s = scoreOf(entry, codigo);
                  return (
                    <td key={codigo} className="py-2 pr-3 tabular-nums">
                      {s ? formatNumber(s.puntuacionRedondeada, 1) : '-'}
                    </td>
                  );
                })}
                <td className="py-2 pr-3">
                  {entry.profile.alertas.length === 0 ? 'No' : entry.profile.alertas.length}
                </td>
                <td className="py-2">{action(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
