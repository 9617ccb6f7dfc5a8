import { FilePlus2, RefreshCw, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { TipoTest } from '@/core/contract';
import { formatDateTime } from '@/lib/format';
import { REVIEW_TEST_PATH } from '@/lib/review/due';
import { useSession } from '@/lib/session/session-store';
import { paths } from '@/config/paths';
import type { ResultView } from '../../data/result-view';
import { loadResultView } from '../../data/results';
import { ResultsBreakdown } from './results-breakdown';
import { ResultsReview } from './results-review';
import { ResultsSummary } from './results-summary';

/** The test screen a test of this kind is taken on. */
function testPath(tipo: TipoTest, psicotecnico: boolean): string {
  if (psicotecnico)
    return tipo === 'examen' ? paths.psychotechnicMockExam : paths.psychotechnicTest;
  return tipo === 'examen' ? paths.mockExam : paths.test;
}

type Loaded = { uuid: string; view: ResultView | null };

/**
 * /resultados/:uuid — the results of a finished test: notas, counts, time, the tables
 * per section and topic, the official minimum where the process has one, and the review of
 * every question. Read from the device, so it works offline and for an anonymous run.
 */
export function ResultsPage() {
  const { uuid = '' } = useParams();
  const user = useSession((s) => s.user);
  const userId = user?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    loadResultView(uuid, userId).then(
      (view) => live && setLoaded({ uuid, view }),
      (error: unknown) => {
        console.error(error);
        if (live) setLoaded({ uuid, view: null });
      },
    );
    return () => {
      live = false;
    };
  }, [uuid, userId]);

  const current = loaded?.uuid === uuid ? loaded : null;
  // Arriving from the runner or the history: the screen reader starts at the results.
  useEffect(() => {
    if (current?.view) heading.current?.focus();
  }, [current?.view]);

  if (!current) return <Spinner label="Cargando..." />;
  const { view } = current;
  if (!view) {
    return (
      <section className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Resultados del test</h1>
        <p>No se encontró este test en este dispositivo.</p>
        <Button asChild variant="outline">
          <Link to={paths.history}>Ir al historial</Link>
        </Button>
      </section>
    );
  }

  const route = testPath(view.tipo, view.psicotecnico);
  const failed = view.items.filter(
    (item) => item.estado !== 'acertada' && item.options !== null,
  ).length;
  const actions = (
    <>
      {user &&
        (failed > 0 ? (
          <Button asChild>
            <Link to={`${REVIEW_TEST_PATH}&resultado=${encodeURIComponent(view.uuid)}`}>
              <RotateCcw aria-hidden className="h-4 w-4" /> Repasar falladas
            </Link>
          </Button>
        ) : (
          <Button disabled title="No hay preguntas falladas ni en blanco que repasar">
            <RotateCcw aria-hidden className="h-4 w-4" /> Repasar falladas
          </Button>
        ))}
      {view.repeat && (
        <Button asChild variant="outline">
          <Link to={`${route}?repetir=${encodeURIComponent(view.uuid)}`}>
            <RefreshCw aria-hidden className="h-4 w-4" /> Repetir test
          </Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to={`${route}?proceso=${view.idProceso}`}>
          <FilePlus2 aria-hidden className="h-4 w-4" /> Nuevo test
        </Link>
      </Button>
    </>
  );

  return (
    <section className="space-y-6">
      <div className="space-y-1">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          Resultados del test
        </h1>
        <p className="text-slate-600">
          {view.descripcion || 'Sin descripción'} ·{' '}
          {view.tipo === 'examen' ? 'Examen' : 'Simulación'} · {view.total} preguntas ·{' '}
          {formatDateTime(view.finishedAt)}
        </p>
      </div>
      <ResultsSummary view={view} actions={actions} />
      {view.breakdown && (
        <ResultsBreakdown secciones={view.breakdown.secciones} temas={view.breakdown.temas} />
      )}
      <ResultsReview items={view.items} idProceso={view.idProceso} author={user} />
    </section>
  );
}
