import { format } from 'date-fns';
import { useLiveQuery } from 'dexie-react-hooks';
import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import type { HistoryFilter } from '@/core/stats';
import { CACHE_KEYS, NO_FILTER, filterHistory, lastSyncText } from '@/core/stats';
import { z } from '@/core/contract/zod';
import { db } from '@/lib/db/db';
import { formatDateTime } from '@/lib/format';
import { useCachedRemote } from '@/lib/remote-cache';
import { REVIEW_TEST_PATH } from '@/lib/review/due';
import { useDueReviewCount } from '@/lib/review/use-due-count';
import { useSession } from '@/lib/session/session-store';
import { refreshHistory } from '../data/history-api';
import { HistoryCard } from './history-card';
import { HistoryFilters } from './history-filters';
import { HistorySummary, useSummaries } from './history-summary';

const pulled = z.literal(true);
const dayOf = (iso: string) => format(new Date(iso), 'yyyy-MM-dd');

/**
 * The user's finished tests from this device, so it works with no network: the server's
 * history (pulled again on every visit online) and tests finished here not yet synced, each
 * once by its uuid. Filters apply on the device.
 */
export function HistoryPage() {
  const resultsId = useId();
  const user = useSession((s) => s.user);
  const userId = user?.id ?? null;
  const tests = useLiveQuery(
    () =>
      userId === null
        ? []
        : db.tests
            .where('[userId+finishedAt]')
            .between([userId, 0], [userId, Infinity])
            .reverse()
            .toArray(),
    [userId],
  );
  const due = useDueReviewCount(user?.id);
  const sync = useCachedRemote(userId === null ? null : CACHE_KEYS.history(userId), pulled, () =>
    userId === null ? Promise.resolve(true) : refreshHistory(userId),
  );
  const summaries = useSummaries(userId, tests);
  const times = [sync.savedAt, summaries.savedAt].filter((t): t is number => t !== null);
  const lastSync = times.length > 0 ? Math.max(...times) : null;
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const shown = tests === undefined ? undefined : filterHistory(tests, filter, dayOf);

  return (
    <section className="space-y-4">
      <PageTitle>Historial</PageTitle>
      {due > 0 && (
        <Button asChild variant="outline">
          <Link to={REVIEW_TEST_PATH}>
            <RotateCcw aria-hidden className="h-4 w-4" /> Repasar falladas ({due})
          </Link>
        </Button>
      )}
      {(sync.offline || summaries.offline) && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {lastSyncText(lastSync, formatDateTime)}
        </p>
      )}
      {userId !== null && <HistorySummary summaries={summaries} />}
      <HistoryFilters value={filter} onChange={setFilter} resultsId={resultsId} />
      <div id={resultsId}>
        {shown === undefined ? (
          <p role="status">Cargando...</p>
        ) : shown.length === 0 ? (
          <p>No se han encontrado tests.</p>
        ) : (
          <ul className="space-y-3">
            {shown.map((test) => (
              <li key={test.uuid}>
                <HistoryCard test={test} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
