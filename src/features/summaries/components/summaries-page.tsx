import { useLiveQuery } from 'dexie-react-hooks';
import { ArrowLeft, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session/session-store';
import type { SummaryFilter } from '../data/filters';
import { NO_SUMMARY_FILTER, filterSummaries, isSummaryFiltered, sectionsOf } from '../data/filters';
import { listSummaries, pullSummaries } from '../data/store';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useServerRefresh } from '../hooks/use-refresh';
import { SUM_MSG, countText, errorDetail } from '../messages';
import { SummariesFilters } from './summaries-filters';
import { SummaryCard } from './summary-card';

function refreshFailed(error: unknown) {
  console.error(error);
  toast.error(SUM_MSG.listFailed, errorDetail(error));
}

/**
 * Spec §2 "Summaries" /resumenes: the user's summaries from this device (so the list works with
 * no network), refreshed from the server on every visit online; filters apply here.
 */
export function SummariesPage() {
  const userId = useSession((s) => s.user?.id ?? null);
  // null: this device's copy could not be read (the list shows empty, with the spec's message).
  const summaries = useLiveQuery(
    () =>
      userId === null
        ? []
        : listSummaries(userId).catch((error: unknown) => {
            console.error(error);
            return null;
          }),
    [userId],
  );
  const refresh = useServerRefresh(
    userId === null ? null : `resumenes-${userId}`,
    () => (userId === null ? Promise.resolve() : pullSummaries(userId)),
    refreshFailed,
  );
  const [filter, setFilter] = useState<SummaryFilter>(NO_SUMMARY_FILTER);
  const resultsId = useId();
  const all = summaries ?? [];
  const sections = sectionsOf(all);
  const active = sections.includes(filter.seccion)
    ? filter
    : { ...filter, seccion: NO_SUMMARY_FILTER.seccion };
  const shown = filterSummaries(all, active);
  const loading = summaries === undefined || (all.length === 0 && !refresh.settled);

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden className="h-4 w-4" /> Volver
          </Link>
        </Button>
        <Button asChild>
          <Link to={paths.createSummary}>
            <Plus aria-hidden className="h-4 w-4" /> Crear Resumen
          </Link>
        </Button>
      </div>
      <PageTitle
        description={
          <span data-testid="resumenes-count">
            {isSummaryFiltered(active)
              ? `${shown.length} de ${countText(all.length)}`
              : countText(all.length)}
          </span>
        }
      >
        Mis Resúmenes
      </PageTitle>
      {refresh.offline && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {SUM_MSG.offlineCopy}
        </p>
      )}
      <SummariesFilters
        sections={sections}
        value={active}
        onChange={setFilter}
        resultsId={resultsId}
      />
      <div id={resultsId}>
        {summaries === null ? (
          <p role="alert" className="text-red-700">
            {SUM_MSG.listUnavailable}
          </p>
        ) : loading ? (
          <p role="status">{SUM_MSG.loading}</p>
        ) : all.length === 0 ? (
          <div className="space-y-3 rounded-lg border border-dashed border-slate-300 p-6 text-center">
            <p className="text-slate-600">{SUM_MSG.empty}</p>
            <Button asChild variant="outline">
              <Link to={paths.createSummary}>Crear tu primer resumen</Link>
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="text-slate-600">{SUM_MSG.noResults}</p>
        ) : (
          <ul
            aria-label="Resúmenes"
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
          >
            {shown.map((summary) => (
              <li key={summary.key}>
                <SummaryCard summary={summary} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
