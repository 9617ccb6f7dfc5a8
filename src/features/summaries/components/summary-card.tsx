import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDate } from '@/lib/format';
import type { SummaryView } from '../data/store';
import { summaryPath } from '@/config/paths';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';

/** One summary of the list: its topic, section and text (3 lines), to its detail. */
export function SummaryCard({ summary }: { summary: SummaryView }) {
  return (
    <Link
      to={summaryPath(summary.routeId)}
      className="block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
    >
      <article aria-label={summary.tema} className="flex h-full flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold text-slate-900">{summary.tema}</h2>
          {summary.pending && <PendingSyncBadge />}
        </div>
        {summary.seccion && <p className="text-xs font-medium text-primary">{summary.seccion}</p>}
        <p
          className="line-clamp-3 text-sm whitespace-pre-line text-slate-700"
          data-testid="resumen-texto"
        >
          {summary.resumen}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-slate-500">
          <span>{formatDate(summary.fecha)}</span>
          {summary.archivo_nombre && (
            <span className="inline-flex items-center gap-1">
              <FileText aria-hidden className="h-3 w-3" />
              {summary.archivo_nombre}
            </span>
          )}
        </p>
      </article>
    </Link>
  );
}
