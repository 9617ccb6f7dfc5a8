import { useLiveQuery } from 'dexie-react-hooks';
import { CloudOff, RefreshCw, TriangleAlert, Wifi } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { db } from '@/lib/db/db';
import { formatDateTime } from '@/lib/format';
import { discardDeadLetter, discardPending, retryDeadLetter } from '@/lib/sync/outbox';
import { requestSync, useSyncState } from '@/lib/sync/engine';

function changesText(n: number): string {
  return n === 1 ? '1 cambio pendiente' : `${n} cambios pendientes`;
}

/**
 * Header indicator: online or 'Sin conexión', changes waiting, and the panel to manage them.
 * The button counts the outbox; only the open panel reads its entries, so replaying a long
 * queue does not read it whole again after every acknowledged batch.
 */
export function SyncStatus({ userId }: { userId: number }) {
  const online = useSyncState((s) => s.online);
  const pending =
    useLiveQuery(() => db.outbox.where('userId').equals(userId).count(), [userId]) ?? 0;
  const failed =
    useLiveQuery(() => db.deadLetters.where('userId').equals(userId).count(), [userId]) ?? 0;

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1.5" aria-label="Estado de sincronización">
          {online ? (
            <Wifi aria-hidden className="h-4 w-4 text-green-600" />
          ) : (
            <CloudOff aria-hidden className="h-4 w-4 text-amber-600" />
          )}
          <span className="text-xs">{online ? 'En línea' : 'Sin conexión'}</span>
          {pending > 0 && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
              {changesText(pending)}
            </span>
          )}
          {failed > 0 && (
            <TriangleAlert aria-label="Cambios rechazados" className="h-4 w-4 text-red-600" />
          )}
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Sincronización"
        description={
          online
            ? 'Tus cambios se envían al servidor en el orden en que los hiciste.'
            : 'Sin conexión: tus cambios se guardan en este dispositivo y se enviarán al volver la conexión.'
        }
      >
        <SyncPanel userId={userId} online={online} waiting={pending} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The panel's lists, read only while it is open: the entries waiting, oldest first, and those the
 * server refused.
 */
function SyncPanel({
  userId,
  online,
  waiting,
}: {
  userId: number;
  online: boolean;
  /** The header's count, shown at once while the list loads. */
  waiting: number;
}) {
  const pending =
    useLiveQuery(() => db.outbox.where('userId').equals(userId).sortBy('seq'), [userId]) ?? [];
  const failed =
    useLiveQuery(() => db.deadLetters.where('userId').equals(userId).toArray(), [userId]) ?? [];
  const [discard, setDiscard] = useState<{ kind: 'pending' | 'failed'; id: number } | null>(null);

  return (
    <>
      <section aria-labelledby="pending-title" className="space-y-2">
        <div className="flex items-center justify-between">
          <h3 id="pending-title" className="font-medium text-slate-900">
            Pendientes ({waiting})
          </h3>
          <Button
            variant="outline"
            size="sm"
            onClick={requestSync}
            disabled={!online || waiting === 0}
          >
            <RefreshCw aria-hidden className="h-3.5 w-3.5" /> Sincronizar ahora
          </Button>
        </div>
        {waiting === 0 ? (
          <p className="text-sm text-slate-600">No hay cambios pendientes.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {pending.map((entry) => (
              <li key={entry.seq} className="flex items-center justify-between gap-2 p-2 text-sm">
                <div>
                  <p className="text-slate-900">{entry.label}</p>
                  <p className="text-xs text-slate-500">
                    {formatDateTime(entry.createdAt)}
                    {entry.attempts > 0 &&
                      ` · ${entry.attempts} intentos · ${entry.lastError ?? ''}`}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDiscard({ kind: 'pending', id: entry.seq ?? -1 })}
                >
                  Descartar
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {failed.length > 0 && (
        <section aria-labelledby="failed-title" className="mt-4 space-y-2">
          <h3 id="failed-title" className="font-medium text-red-700">
            Rechazados por el servidor ({failed.length})
          </h3>
          <ul className="divide-y divide-slate-100 rounded-md border border-red-200">
            {failed.map((letter) => (
              <li key={letter.id} className="flex items-center justify-between gap-2 p-2 text-sm">
                <div>
                  <p className="text-slate-900">{letter.label}</p>
                  <p className="text-xs text-red-700">{letter.error}</p>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void retryDeadLetter(letter.id ?? -1)}
                  >
                    Reintentar
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDiscard({ kind: 'failed', id: letter.id ?? -1 })}
                  >
                    Descartar
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={discard !== null}
        onOpenChange={(open) => !open && setDiscard(null)}
        title="¿Descartar este cambio?"
        description="No se enviará al servidor y no se podrá recuperar."
        confirmLabel="Descartar"
        destructive
        onConfirm={() => {
          if (!discard) return;
          void (discard.kind === 'pending'
            ? discardPending(discard.id)
            : discardDeadLetter(discard.id));
        }}
      />
    </>
  );
}
