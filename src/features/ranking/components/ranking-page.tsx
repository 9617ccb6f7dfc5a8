import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useState } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Proceso } from '@/core/contract';
import { rankingResponseSchema } from '@/core/contract';
import { lastSyncText } from '@/core/stats';
import { loadProcesos } from '@/lib/banks/banks';
import { formatDateTime } from '@/lib/format';
import { useCachedRemote } from '@/lib/remote-cache';
import { useSession } from '@/lib/session/session-store';
import type { RankingProceso, RankingTab } from '../data/ranking-api';
import { lastProceso, loadRanking, rankingKey } from '../data/ranking-api';
import { RankingTable } from './ranking-table';

const TABS: { value: RankingTab; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'simulacion', label: 'Simulaciones' },
  { value: 'examen', label: 'Exámenes' },
];

/** The processes to choose from: the server's list, or the one kept on the device. */
function useProcesos(): Proceso[] {
  const [procesos, setProcesos] = useState<Proceso[]>([]);
  useEffect(() => {
    loadProcesos().then(setProcesos, (error: unknown) => console.error(error));
  }, []);
  return procesos;
}

/**
 * /ranking (spec §2): the top 50 by nota media of one process (the user's last one to start
 * with, or all of them) and test type, and the user's own place even beyond it. A user enters a
 * ranking after answering its minimum of questions (README); until then the screen says how many
 * are left.
 */
export function RankingPage() {
  const userId = useSession((s) => s.user?.id ?? null);
  const [tab, setTab] = useState<RankingTab>('todos');
  const [chosen, setChosen] = useState<RankingProceso | null>(null);
  const last = useLiveQuery(() => (userId === null ? 0 : lastProceso(userId)), [userId]);
  const proceso = chosen ?? last ?? null;
  const procesos = useProcesos();
  const ids = { results: useId(), proceso: useId() };
  const remote = useCachedRemote(
    userId === null || proceso === null ? null : rankingKey(userId, tab, proceso),
    rankingResponseSchema,
    () =>
      userId === null || proceso === null
        ? Promise.resolve(null)
        : loadRanking(userId, tab, proceso),
  );
  // A server error empties the list (spec §8); offline the last copy stays, with its date.
  const data = remote.failed ? null : remote.data;
  const missing =
    data && data.mi_fila === null ? Math.max(0, data.minimo_respondidas - data.mis_respondidas) : 0;
  // Until the list arrives (or for a process it no longer has) the chosen one still shows.
  const unlisted = proceso !== null && proceso !== 0 && !procesos.some((p) => p.id === proceso);

  return (
    <section className="space-y-4">
      <PageTitle description="Los 50 mejores por nota media">Ranking</PageTitle>
      <div className="max-w-md space-y-1.5">
        <Label htmlFor={ids.proceso}>Proceso del ranking</Label>
        <select
          id={ids.proceso}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
          value={proceso ?? ''}
          onChange={(e) => setChosen(Number(e.target.value))}
          disabled={proceso === null}
        >
          <option value={0}>Todos los procesos</option>
          {procesos.map((p) => (
            <option key={p.id} value={p.id}>
              {p.descripcion}
            </option>
          ))}
          {unlisted && <option value={proceso}>Proceso {proceso}</option>}
        </select>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as RankingTab)}>
        <TabsList aria-label="Tipo de test" controls={ids.results}>
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {remote.offline && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {lastSyncText(remote.savedAt, formatDateTime)}
        </p>
      )}
      {data && missing > 0 && (
        <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
          Para entrar en este ranking hay que haber respondido al menos {data.minimo_respondidas}{' '}
          preguntas en él (las que se dejan en blanco no cuentan). Llevas {data.mis_respondidas}: te
          faltan {missing}.
        </p>
      )}
      <Card id={ids.results} className="p-0">
        {remote.loading || proceso === null ? (
          <p role="status" className="p-6">
            Cargando ranking...
          </p>
        ) : !data || data.ranking.length === 0 ? (
          <p className="p-6 text-slate-600">No hay datos de ranking disponibles.</p>
        ) : (
          <>
            <RankingTable ranking={data.ranking} mine={data.mi_fila} userId={userId} />
            {data.mi_posicion !== null && (
              <p className="border-t border-slate-100 p-3 text-sm text-slate-600">
                Tu posición:{' '}
                <span className="font-semibold text-slate-900">#{data.mi_posicion}</span>
              </p>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
