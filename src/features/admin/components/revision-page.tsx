import { useEffect, useState } from 'react';
import type { Pendiente, PreguntaEdicion } from '@/core/contract';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { descartar, editar, listPendingQuestions, publicar } from '../data/revision';
import { ADMIN_UI } from '../messages';
import { CorrectDialog } from './correct-dialog';
import { Badge, QuestionView } from './question-view';
import { SaOnly } from './sa-only';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);
const preguntas = (n: number) => (n === 1 ? '1 pregunta' : `${n} preguntas`);

const EDIT_TEXTS = {
  title: 'Editar la pregunta',
  description: 'Sigue pendiente de revisión hasta que la publiques.',
  submit: 'Guardar cambios',
};

function DraftCard({
  q,
  selected,
  onSelect,
  onPublish,
  onEdit,
  onDiscard,
  busy,
}: {
  q: Pendiente;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onPublish: () => void;
  onEdit: () => void;
  onDiscard: () => void;
  busy: boolean;
}) {
  return (
    <Card role="article" aria-label={q.pregunta} className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <Checkbox
          checked={selected}
          onCheckedChange={(v) => onSelect(v === true)}
          aria-label={`Seleccionar «${q.pregunta}»`}
        />
        <span>
          {q.proceso} · {q.seccion} · {q.tema} · {formatDateTime(q.fecha)}
        </span>
        <Badge tone="amber">Pendiente de revisión</Badge>
        {!q.fuente && <Badge tone="red">Sin fuente</Badge>}
      </div>
      {q.imagen && <img src={q.imagen} alt="Figura de la pregunta" className="max-h-48" />}
      <QuestionView q={q} />
      {q.explicacion && <p className="text-sm text-slate-700">Explicación: {q.explicacion}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={onPublish} disabled={busy || !q.fuente}>
          Publicar
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} disabled={busy}>
          Editar
        </Button>
        <Button size="sm" variant="destructive" onClick={onDiscard} disabled={busy}>
          Descartar
        </Button>
        {!q.fuente && (
          <span className="text-xs text-red-700">
            Añade la fuente (Editar) para poder publicarla.
          </span>
        )}
      </div>
    </Card>
  );
}

function RevisionList() {
  const [items, setItems] = useState<Pendiente[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<Pendiente | null>(null);
  const [discarding, setDiscarding] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped to read the list again after a change.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    listPendingQuestions().then(
      (res) => {
        if (!live) return;
        setItems(res.preguntas);
        setTotal(res.total);
        setLoadError(null);
        setSelected((old) => new Set(res.preguntas.filter((q) => old.has(q.id)).map((q) => q.id)));
      },
      (error: unknown) => {
        if (!live) return;
        setItems([]);
        setLoadError(messageOf(error) ?? ADMIN_UI.revisionFailed);
        toast.error(ADMIN_UI.revisionFailed, messageOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, [version]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setVersion((v) => v + 1);
    } catch (error) {
      toast.error(ADMIN_UI.revisionActionFailed, messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const doPublish = (ids: number[]) =>
    run(async () => {
      const n = await publicar(ids);
      toast.success(
        ADMIN_UI.published,
        `Se ha${n === 1 ? '' : 'n'} publicado ${preguntas(n)}: ya salen en los tests y en los bancos sin conexión.`,
      );
    });
  const doDiscard = (ids: number[]) =>
    run(async () => {
      const n = await descartar(ids);
      setDiscarding(null);
      toast.success(ADMIN_UI.discarded, `Se ha${n === 1 ? '' : 'n'} descartado ${preguntas(n)}.`);
    });
  const doEdit = (id: number, pregunta: PreguntaEdicion) =>
    run(async () => {
      await editar(id, pregunta);
      setEditing(null);
      toast.success(ADMIN_UI.edited, 'Sigue pendiente de revisión hasta que la publiques.');
    });

  if (items === null) return <p className="text-slate-500">Cargando...</p>;
  const chosen = items.filter((q) => selected.has(q.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className="space-y-4">
      {loadError && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {loadError}
        </p>
      )}
      {items.length === 0 ? (
        !loadError && <p className="text-slate-500">{ADMIN_UI.noPending}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-slate-700">
              {total === 1
                ? '1 pregunta pendiente de revisión'
                : `${total} preguntas pendientes de revisión`}
              {total > items.length && ` (se muestran ${items.length})`}
            </p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setSelected(new Set(items.map((q) => q.id)))}
              disabled={busy}
            >
              Seleccionar todas
            </Button>
            <Button
              size="sm"
              onClick={() => void doPublish(chosen.map((q) => q.id))}
              disabled={busy || chosen.length === 0}
            >
              Publicar seleccionadas ({chosen.length})
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => setDiscarding(chosen.map((q) => q.id))}
              disabled={busy || chosen.length === 0}
            >
              Descartar seleccionadas ({chosen.length})
            </Button>
          </div>
          {items.map((q) => (
            <DraftCard
              key={q.id}
              q={q}
              busy={busy}
              selected={selected.has(q.id)}
              onSelect={(on) => toggle(q.id, on)}
              onPublish={() => void doPublish([q.id])}
              onEdit={() => setEditing(q)}
              onDiscard={() => setDiscarding([q.id])}
            />
          ))}
        </>
      )}
      {editing && (
        <CorrectDialog
          key={editing.id}
          item={editing}
          open
          busy={busy}
          texts={EDIT_TEXTS}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(pregunta) => void doEdit(editing.id, pregunta)}
        />
      )}
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title={`¿Descartar ${preguntas(discarding?.length ?? 0)}?`}
        description="Se borran para siempre y no llegan a ningún test."
        confirmLabel="Descartar"
        destructive
        onConfirm={() => discarding && void doDiscard(discarding)}
      />
    </div>
  );
}

/** 'Revisar Preguntas' (super-admin): what the generators made waits here until it is published. */
export function RevisionPage() {
  return (
    <section>
      <PageTitle description="Las preguntas de los generadores no salen en ningún test hasta que las publicas. Revisa cada una, corrígela si hace falta y publícala o descártala.">
        Revisar Preguntas
      </PageTitle>
      <SaOnly>
        <RevisionList />
      </SaOnly>
    </section>
  );
}
