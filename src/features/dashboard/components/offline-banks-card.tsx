import { useLiveQuery } from 'dexie-react-hooks';
import { CheckCircle2, Download, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Proceso } from '@/core/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { loadProcesos, removeBank, syncBank } from '@/lib/banks/banks';
import { db } from '@/lib/db/db';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';

/** Which processes' banks are on this device, to download or remove them. */
export function OfflineBanksCard() {
  const [procesos, setProcesos] = useState<Proceso[] | null>(null);
  const [working, setWorking] = useState<number | null>(null);
  const metas = useLiveQuery(() => db.bankMeta.toArray(), []) ?? [];

  useEffect(() => {
    loadProcesos().then(setProcesos, () => setProcesos([]));
  }, []);

  const act = async (id: number, action: () => Promise<unknown>, failure: string) => {
    setWorking(id);
    try {
      await action();
    } catch {
      toast.error(failure);
    } finally {
      setWorking(null);
    }
  };

  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold text-slate-900">
        Bancos de preguntas sin conexión
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Con el banco en el dispositivo puedes hacer tests y simulacros sin cobertura.
      </p>
      {procesos === null ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando...
        </p>
      ) : procesos.length === 0 ? (
        <p className="text-sm text-slate-600">No hay procesos disponibles.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {procesos.map((p) => {
            const meta = metas.find((m) => m.idProceso === p.id);
            return (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-medium text-slate-900">{p.descripcion}</p>
                  {meta ? (
                    <p className="flex items-center gap-1 text-sm text-green-700">
                      <CheckCircle2 aria-hidden className="h-4 w-4" /> Disponible sin conexión ·{' '}
                      {meta.count} preguntas · {formatDateTime(meta.downloadedAt)}
                    </p>
                  ) : (
                    <p className="text-sm text-slate-500">Solo con conexión</p>
                  )}
                </div>
                {meta ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={working === p.id}
                    onClick={() =>
                      void act(p.id, () => removeBank(p.id), 'No se pudo quitar el banco')
                    }
                    aria-label={`Quitar el banco de ${p.descripcion}`}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" /> Quitar
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    disabled={working === p.id}
                    onClick={() =>
                      void act(
                        p.id,
                        () => syncBank(p.id),
                        'No se pudo descargar el banco. Comprueba la conexión.',
                      )
                    }
                    aria-label={`Descargar el banco de ${p.descripcion}`}
                  >
                    <Download aria-hidden className="h-4 w-4" />{' '}
                    {working === p.id ? 'Descargando...' : 'Descargar'}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
