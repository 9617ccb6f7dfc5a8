import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { PreguntaCorregida } from '@/core/contract';
import { safeCorrections } from '@/core/stats';
import type { LocalTest } from '@/lib/db/schema';
import { HistoryBadges, HistoryFacts, shownDate } from './history-card';

function Corrections({
  title,
  items,
  empty,
  tone,
}: {
  title: string;
  items: PreguntaCorregida[];
  empty: string;
  tone: string;
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className={`font-semibold ${tone}`}>
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="space-y-2">
          {items.map((q, i) => (
            <li key={`${q.id}-${i}`} className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">
                {i + 1}. {q.pregunta}
              </p>
              <p className="text-slate-700">Tu respuesta: {q.respuesta_usuario}</p>
              <p className="text-slate-700">Respuesta correcta: {q.respuesta_correcta}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The detail of one test (spec §2); malformed corrections read as none (spec §3). */
export function HistoryDetailDialog({
  test,
  onClose,
}: {
  test: LocalTest | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={test !== null} onOpenChange={(open) => !open && onClose()}>
      {test && (
        <DialogContent title="Detalle del test" description={shownDate(test)} className="max-w-2xl">
          <div className="space-y-4">
            <div className="flex flex-wrap gap-2">
              <HistoryBadges test={test} />
            </div>
            <div>
              <HistoryFacts test={test} />
            </div>
            <Corrections
              title="Preguntas Acertadas"
              items={safeCorrections(test.acertadas)}
              empty="Sin preguntas acertadas."
              tone="text-green-700"
            />
            <Corrections
              title="Preguntas Falladas"
              items={safeCorrections(test.falladas)}
              empty="Sin preguntas falladas."
              tone="text-red-700"
            />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
