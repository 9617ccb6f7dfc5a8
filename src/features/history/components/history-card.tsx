import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import type { LocalTest } from '@/lib/db/schema';
import { formatDateTime, formatList, formatNumber } from '@/lib/format';
import { resultsPath } from '@/config/paths';

const TONES = {
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-800',
  slate: 'bg-slate-100 text-slate-700',
};

export function Badge({ children, tone }: { children: ReactNode; tone: keyof typeof TONES }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}

/** The finalization date, else the start date, es-ES in local time (spec §2). */
export function shownDate(test: Pick<LocalTest, 'fecha_finalizacion' | 'fecha_inicio'>): string {
  return formatDateTime(test.fecha_finalizacion ?? test.fecha_inicio);
}

export function HistoryBadges({ test }: { test: LocalTest }) {
  return (
    <>
      {test.tipo_test === 'examen' ? (
        <Badge tone="red">EXAMEN</Badge>
      ) : (
        <Badge tone="blue">Simulación</Badge>
      )}
      {test.estado === 'finalizado' ? (
        <Badge tone="green">Finalizado</Badge>
      ) : (
        <Badge tone="slate">En progreso</Badge>
      )}
      {test.serverId === null && <PendingSyncBadge />}
    </>
  );
}

export function HistoryFacts({ test }: { test: LocalTest }) {
  return (
    <>
      <p className="font-medium text-slate-900">{test.descripcion || 'Sin descripción'}</p>
      <p className="text-sm text-slate-600">Temas: {formatList(test.temas) || '-'}</p>
      <p className="text-sm text-slate-600">Secciones: {formatList(test.secciones) || '-'}</p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="inline text-slate-500">Aciertos: </dt>
          <dd className="inline font-medium text-green-700">{test.aciertos}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">Fallos: </dt>
          <dd className="inline font-medium text-red-700">{test.fallos}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">Preguntas: </dt>
          <dd className="inline font-medium">{test.num_preguntas}</dd>
        </div>
        {test.nota !== null && (
          <div>
            <dt className="inline text-slate-500">Nota: </dt>
            <dd className="inline font-medium">{formatNumber(test.nota)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

/** One test of the history; it opens the test's results screen. */
export function HistoryCard({ test }: { test: LocalTest }) {
  const navigate = useNavigate();
  const to = resultsPath(test.uuid);
  return (
    <Card
      className="cursor-pointer p-4 hover:border-slate-300"
      data-testid="history-item"
      onClick={() => void navigate(to)}
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <HistoryBadges test={test} />
        <span className="ml-auto text-sm text-slate-500">{shownDate(test)}</span>
      </div>
      <HistoryFacts test={test} />
      <Link
        to={to}
        className="mt-2 inline-block text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        onClick={(e) => e.stopPropagation()}
      >
        Ver detalle
      </Link>
    </Card>
  );
}
