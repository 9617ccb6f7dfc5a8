import { useLiveQuery } from 'dexie-react-hooks';
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import type { UltimoProceso } from '@/core/contract';
import { ultimosProcesosResponseSchema } from '@/core/contract';
import { CACHE_KEYS, mergeRecentProcesses } from '@/core/stats';
import { db } from '@/lib/db/db';
import { formatStamp } from '@/lib/format';
import { useCachedRemote } from '@/lib/remote-cache';
import { paths } from '@/config/paths';
import { loadRecentProcesses } from '../data/dashboard-api';

export const RECENT_PROCESSES_SHOWN = 4;

/** Process photos live under the uploads path unless they are a full address (spec §7). */
function photoUrl(foto: string | null): string | null {
  if (!foto) return null;
  if (/^https?:\/\//.test(foto) || foto.startsWith('/')) return foto;
  return `/uploads/${foto}`;
}

function Photo({ foto }: { foto: string | null }) {
  const [broken, setBroken] = useState(false);
  const url = photoUrl(foto);
  if (!url || broken) {
    return (
      <span
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md bg-slate-100"
        data-testid="process-icon"
      >
        <Briefcase aria-hidden className="h-6 w-6 text-slate-400" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      className="h-12 w-12 shrink-0 rounded-md object-cover"
      onError={() => setBroken(true)}
    />
  );
}

export function RecentProcessesCard({ userId }: { userId: number }) {
  const remote = useCachedRemote(
    CACHE_KEYS.processes(userId),
    ultimosProcesosResponseSchema,
    loadRecentProcesses,
  );
  // The device's tests too: a test finished a moment ago shows its process at once.
  const local = useLiveQuery(() => db.tests.where('userId').equals(userId).toArray(), [userId]);
  const list: UltimoProceso[] = mergeRecentProcesses(remote.data ?? [], local ?? []).slice(
    0,
    RECENT_PROCESSES_SHOWN,
  );
  return (
    <Card className="space-y-3" role="region" aria-labelledby="ultimos-procesos">
      <h2 id="ultimos-procesos" className="text-lg font-semibold text-slate-900">
        Tus últimos procesos
      </h2>
      {remote.loading && list.length === 0 ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando...
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">No tienes procesos recientes.</p>
      ) : (
        <ul className="space-y-2">
          {list.map((p) => (
            <li key={p.id_proceso}>
              <Link
                to={`${paths.test}?proceso=${p.id_proceso}`}
                className="flex items-center gap-3 rounded-md p-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <Photo foto={p.foto} />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{p.descripcion}</span>
                  <span className="block text-xs text-slate-500">
                    Último test: {formatStamp(p.ultima_fecha)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
