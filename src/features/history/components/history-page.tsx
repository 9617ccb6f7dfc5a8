import { useLiveQuery } from 'dexie-react-hooks';
import { CloudUpload, RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { db } from '@/lib/db/db';
import type { LocalTest } from '@/lib/db/schema';
import { formatNumber } from '@/lib/format';
import { REVIEW_TEST_PATH, useDueReviewCount } from '@/lib/review';
import { useSession } from '@/lib/session/session-store';

function Badge({ children, tone }: { children: React.ReactNode; tone: 'red' | 'blue' | 'green' | 'amber' | 'slate' }) {
  const tones = {
    red: 'bg-red-100 text-red-800',
    blue: 'bg-blue-100 text-blue-800',
    green: 'bg-green-100 text-green-800',
    amber: 'bg-amber-100 text-amber-800',
    slate: 'bg-slate-100 text-slate-700',
  };
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

function HistoryCard({ test }: { test: LocalTest }) {
  const date = new Date(test.fecha_finalizacion ?? test.fecha_inicio).toLocaleString('es-ES', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <Card className="p-4" data-testid="history-item">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        {test.tipo_test === 'examen' ? <Badge tone="red">EXAMEN</Badge> : <Badge tone="blue">Simulación</Badge>}
        {test.estado === 'finalizado' ? <Badge tone="green">Finalizado</Badge> : <Badge tone="slate">En progreso</Badge>}
        {test.serverId === null && (
          <Badge tone="amber">
            <CloudUpload aria-hidden className="mr-1 inline h-3 w-3" />
            Pendiente de sincronizar
          </Badge>
        )}
        <span className="ml-auto text-sm text-slate-500">{date}</span>
      </div>
      <p className="font-medium text-slate-900">{test.descripcion || 'Sin descripción'}</p>
      <p className="text-sm text-slate-600">Temas: {test.temas || '-'}</p>
      <p className="text-sm text-slate-600">Secciones: {test.secciones || '-'}</p>
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
    </Card>
  );
}

/** The user's finished tests, from this device: it works with no network. */
export function HistoryPage() {
  const user = useSession((s) => s.user);
  const tests = useLiveQuery(
    () => (user ? db.tests.where('[userId+finishedAt]').between([user.id, 0], [user.id, Infinity]).reverse().toArray() : []),
    [user?.id],
  );
  const due = useDueReviewCount(user?.id);
  return (
    <section>
      <PageTitle>Historial</PageTitle>
      {due > 0 && (
        <Button asChild variant="outline" className="mb-4">
          <Link to={REVIEW_TEST_PATH}>
            <RotateCcw aria-hidden className="h-4 w-4" /> Repasar falladas ({due})
          </Link>
        </Button>
      )}
      {tests === undefined ? (
        <p role="status">Cargando...</p>
      ) : tests.length === 0 ? (
        <p>No se han encontrado tests.</p>
      ) : (
        <ul className="space-y-3">
          {tests.map((test) => (
            <li key={test.uuid}>
              <HistoryCard test={test} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
