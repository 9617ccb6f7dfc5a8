import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { REPORTES_PARA_RETIRAR } from '@/core/contract';
import type { Incidencia, PreguntaCorreccion } from '@/core/contract';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { QuestionReports } from '../data/issue-reports';
import { groupByQuestion, listIssueReports, resolveIssueReport } from '../data/issue-reports';
import { ADMIN_UI } from '../messages';
import { CorrectDialog } from './correct-dialog';
import { Badge, QuestionView } from './question-view';
import { SaOnly } from './sa-only';

type Estado = Incidencia['estado'];
type Action = { kind: 'corregir' | 'retirar' | 'descartar'; group: QuestionReports };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

function QuestionCard({
  group,
  estado,
  onAction,
}: {
  group: QuestionReports;
  estado: Estado;
  onAction: (a: Action) => void;
}) {
  const q = group.first;
  const open = estado === 'abierta';
  return (
    <Card role="article" aria-label={q.pregunta} className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span>
          {q.proceso} · {q.seccion} · {q.tema}
        </span>
        {open && (
          <Badge tone="slate">
            {q.abiertas === 1 ? '1 reporte abierto' : `${q.abiertas} reportes abiertos`}
          </Badge>
        )}
        {open && q.abiertas >= REPORTES_PARA_RETIRAR && (
          <Badge tone="amber">
            <AlertTriangle aria-hidden className="mr-1 inline h-3 w-3" />
            Fuera de los tests hasta revisarla
          </Badge>
        )}
        {!q.activa && <Badge tone="red">Retirada</Badge>}
      </div>
      <QuestionView q={q} />
      <ul className="space-y-2 border-t border-slate-200 pt-3 text-sm">
        {group.reports.map((r) => (
          <li key={r.id}>
            <p className="text-slate-900">«{r.motivo}»</p>
            <p className="text-xs text-slate-500">
              {r.username ?? 'Usuario'} · {formatDateTime(r.fecha)}
            </p>
          </li>
        ))}
      </ul>
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onAction({ kind: 'corregir', group })}>
            Corregir
          </Button>
          <Button
            size="sm"
            variant="destructive"
            onClick={() => onAction({ kind: 'retirar', group })}
          >
            Retirar pregunta
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onAction({ kind: 'descartar', group })}
          >
            La pregunta está bien
          </Button>
        </div>
      )}
    </Card>
  );
}

function IncidenciasList() {
  const resultsId = useId();
  const [estado, setEstado] = useState<Estado>('abierta');
  const [loaded, setLoaded] = useState<{ estado: Estado; items: Incidencia[] } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);

  // Bumped to read the list again after a change.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    listIssueReports(estado).then(
      (items) => {
        if (!live) return;
        setLoaded({ estado, items });
        setLoadError(null);
      },
      (error: unknown) => {
        if (!live) return;
        setLoaded({ estado, items: [] });
        setLoadError(messageOf(error) ?? ADMIN_UI.incidenciasFailed);
        toast.error(ADMIN_UI.incidenciasFailed, messageOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, [estado, version]);

  const resolve = async (group: QuestionReports, pregunta?: PreguntaCorreccion) => {
    setBusy(true);
    try {
      const n = await resolveIssueReport(group.first.id, pregunta);
      const what =
        pregunta?.activa === false
          ? 'Pregunta retirada'
          : pregunta
            ? 'Pregunta corregida'
            : 'Pregunta sin cambios';
      toast.success(
        ADMIN_UI.resolved,
        `${what}; ${n === 1 ? 'se ha cerrado 1 reporte' : `se han cerrado ${n} reportes`}.`,
      );
      setAction(null);
      setVersion((v) => v + 1);
    } catch (error) {
      toast.error(ADMIN_UI.resolveFailed, messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const items = loaded?.estado === estado ? loaded.items : null;
  const groups = items ? groupByQuestion(items) : [];
  return (
    <div className="space-y-4">
      <Tabs value={estado} onValueChange={(v) => setEstado(v as Estado)}>
        <TabsList aria-label="Estado de las incidencias" className="max-w-xs" controls={resultsId}>
          <TabsTrigger value="abierta">Abiertas</TabsTrigger>
          <TabsTrigger value="resuelta">Resueltas</TabsTrigger>
        </TabsList>
      </Tabs>
      {loadError && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {loadError}
        </p>
      )}
      <div id={resultsId}>
        {items === null ? (
          <p className="text-slate-500">Cargando...</p>
        ) : groups.length === 0 ? (
          <p className="text-slate-500">
            {estado === 'abierta' ? ADMIN_UI.noOpen : ADMIN_UI.noResolved}
          </p>
        ) : (
          <div className="space-y-4">
            {groups.map((group) => (
              <QuestionCard
                key={group.first.id_pregunta}
                group={group}
                estado={estado}
                onAction={setAction}
              />
            ))}
          </div>
        )}
      </div>
      {action?.kind === 'corregir' && (
        <CorrectDialog
          key={action.group.first.id}
          item={action.group.first}
          open
          busy={busy}
          onOpenChange={(open) => !open && setAction(null)}
          onSave={(pregunta) => void resolve(action.group, pregunta)}
        />
      )}
      <ConfirmDialog
        open={action?.kind === 'retirar'}
        onOpenChange={(open) => !open && setAction(null)}
        title="¿Retirar la pregunta?"
        description="Dejará de salir en los tests y en los bancos sin conexión. Se cierran todos sus reportes abiertos."
        confirmLabel="Retirar pregunta"
        destructive
        onConfirm={() => action && void resolve(action.group, { activa: false })}
      />
      <ConfirmDialog
        open={action?.kind === 'descartar'}
        onOpenChange={(open) => !open && setAction(null)}
        title="¿La pregunta está bien?"
        description="Se cierran sus reportes abiertos sin cambiarla y vuelve a salir en los tests."
        confirmLabel="Cerrar reportes"
        onConfirm={() => action && void resolve(action.group)}
      />
    </div>
  );
}

/** 'Incidencias' (super-admin): the reported questions, to fix, retire or dismiss. */
export function IssueReportsPage() {
  return (
    <section>
      <PageTitle description="Preguntas que los usuarios han reportado como erróneas.">
        Incidencias
      </PageTitle>
      <SaOnly>
        <IncidenciasList />
      </SaOnly>
    </section>
  );
}
