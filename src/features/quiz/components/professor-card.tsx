import { Bot, Cpu } from 'lucide-react';
import { useState } from 'react';
import type { Opcion, Pregunta } from '@/core/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AiResult } from '@/lib/ai';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { explainQuestion } from '../data/professor';
import { QUIZ_MSG } from '../messages';

/** Spec §2 "Profesor Virtual": an explanation of the right answer on request, with the engine that made it. */
export function ProfessorCard({
  question,
  elegida,
  shown,
}: {
  question: Pregunta;
  elegida: number | null;
  /** The options in the order the test showed them ('Barajar respuestas'). */
  shown?: readonly Opcion[];
}) {
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<AiResult<string> | null>(null);

  const ask = async () => {
    setLoading(true);
    try {
      setResult(await explainQuestion(question, elegida, shown));
    } catch (error) {
      console.error(error);
      const unreachable = error instanceof ApiError && error.status >= 500;
      toast.error(
        unreachable ? QUIZ_MSG.professorFailed : QUIZ_MSG.explainFailed,
        error instanceof ApiError ? error.message : undefined,
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <Bot aria-hidden className="h-4 w-4" /> Profesor Virtual
        </h3>
        <Button size="sm" variant="secondary" onClick={() => void ask()} disabled={loading}>
          {loading ? 'Pensando...' : 'Pedir Explicación'}
        </Button>
      </div>
      {result ? (
        <div aria-live="polite" className="space-y-2">
          <p className="text-sm whitespace-pre-wrap text-slate-800" data-testid="explicacion">
            {result.value}
          </p>
          <p className="flex items-center gap-1 text-xs text-slate-500">
            <Cpu aria-hidden className="h-3 w-3" />
            <span>Generado con: </span>
            <span
              className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700"
              data-testid="motor"
            >
              {result.etiqueta}
            </span>
          </p>
          {result.aviso && <p className="text-xs text-amber-700">{result.aviso}</p>}
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          Pulsa «Pedir Explicación» y el Profesor Virtual te explicará por qué la respuesta correcta
          es la que es.
        </p>
      )}
    </Card>
  );
}
