import { useLiveQuery } from 'dexie-react-hooks';
import { ArrowLeft, Layers, PencilLine } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session/session-store';
import { deckOf } from '../data/deck';
import { fileTypeLabel, formatKb } from '../data/format';
import type { SummaryView } from '../data/store';
import { findSummary, pullSummary } from '../data/store';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useNow } from '../hooks/use-now';
import { useServerRefresh } from '../hooks/use-refresh';
import { SUM_MSG, errorDetail } from '../messages';
import { CardReview } from './card-review';
import { EngineLabel } from './engine-label';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';
import { SummaryDialog } from './summary-dialog';
import { TechniqueEditor } from './technique-editor';

function BackToList() {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.summaries}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> Volver a mis resúmenes
      </Link>
    </Button>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function SummaryDetail({ userId, summary }: { userId: number; summary: SummaryView }) {
  const [editing, setEditing] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const now = useNow();
  const deck = deckOf(summary.tecnica, summary.repaso, now);
  return (
    <>
      <PageTitle>{summary.tema}</PageTitle>
      <div className="flex flex-wrap items-center gap-2">
        {summary.pending && <PendingSyncBadge />}
      </div>
      <Card className="p-4">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Sección">{summary.seccion || '-'}</Detail>
          <Detail label="Fecha">{formatDateTime(summary.fecha)}</Detail>
          <Detail label="Archivo original">{summary.archivo_nombre ?? 'Sin archivo'}</Detail>
          {summary.archivo_tamano !== null && (
            <Detail label="Tamaño">{formatKb(summary.archivo_tamano)}</Detail>
          )}
          {summary.archivo_tipo && (
            <Detail label="Tipo de archivo">{fileTypeLabel(summary.archivo_tipo)}</Detail>
          )}
        </dl>
      </Card>
      <Card className="space-y-3">
        <h2 className="font-semibold text-slate-900">Resumen</h2>
        <p className="text-sm whitespace-pre-wrap text-slate-800" data-testid="resumen-texto">
          {summary.resumen}
        </p>
        {summary.etiqueta && <EngineLabel etiqueta={summary.etiqueta} />}
      </Card>
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-900">Técnica de memorización</h2>
          <div className="flex flex-wrap gap-2">
            {deck.cards.length > 0 && (
              <Button variant="outline" size="sm" onClick={() => setReviewing(true)}>
                <Layers aria-hidden className="h-4 w-4" /> Repasar tarjetas ({deck.due.length})
              </Button>
            )}
            <Button size="sm" onClick={() => setEditing(true)}>
              <PencilLine aria-hidden className="h-4 w-4" />
              {summary.tecnica ? 'Editar técnica' : 'Crear técnica'}
            </Button>
          </div>
        </div>
        {summary.tecnica ? (
          <p className="text-sm whitespace-pre-wrap text-slate-800" data-testid="tecnica-texto">
            {summary.tecnica}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{SUM_MSG.noTechnique}</p>
        )}
      </Card>
      <SummaryDialog
        title="Técnica de memorización"
        tema={summary.tema}
        className="max-w-2xl"
        open={editing}
        onOpenChange={setEditing}
      >
        {(close) => <TechniqueEditor userId={userId} summary={summary} onDone={close} />}
      </SummaryDialog>
      <SummaryDialog
        title="Repasar tarjetas"
        tema={summary.tema}
        open={reviewing}
        onOpenChange={setReviewing}
      >
        {(close) => <CardReview userId={userId} summary={summary} onClose={close} />}
      </SummaryDialog>
    </>
  );
}

/**
 * Spec §2 /resumenes/{id}: the summary as this device keeps it (so it opens offline), refreshed
 * from the server online. `id` is the server's id, or the uuid of one not yet synced.
 */
export function SummaryDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? null);
  const summary = useLiveQuery(
    () => (userId === null ? null : findSummary(userId, id)),
    [userId, id],
  );
  const serverId = /^\d+$/.test(id) ? Number(id) : (summary?.serverId ?? null);
  const refresh = useServerRefresh(
    userId === null || serverId === null ? null : `resumen-${userId}-${serverId}`,
    () =>
      userId === null || serverId === null ? Promise.resolve() : pullSummary(userId, serverId),
    (error) => {
      // 'Resumen no encontrado' shows when this device has no copy either.
      if (error instanceof ApiError && error.status === 404) return;
      console.error('No se pudo actualizar el resumen', error);
      toast.error(SUM_MSG.loadFailed, errorDetail(error));
      // The device's copy stays on screen; with none, there is nothing to show here.
      if (!summary) void navigate(paths.summaries, { replace: true });
    },
  );
  const waiting =
    summary === undefined || (summary === null && serverId !== null && !refresh.settled);

  return (
    <section className="space-y-4">
      <BackToList />
      {waiting ? (
        <p role="status">{SUM_MSG.loading}</p>
      ) : summary === null || userId === null ? (
        <p className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-700">
          {SUM_MSG.notFound}
        </p>
      ) : (
        <SummaryDetail userId={userId} summary={summary} />
      )}
    </section>
  );
}
