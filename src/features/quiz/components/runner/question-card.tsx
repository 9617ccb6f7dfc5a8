import { CheckCircle2, XCircle } from 'lucide-react';
import { memo } from 'react';
import type { Ref } from 'react';
import type { Opcion, TestQuestion } from '@/core/contract';
import { letterAt } from '@/core/quiz';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A question's figure (figure-series psychotechnics), when it has one. */
export function QuestionFigure({ imagen, n }: { imagen: string | null | undefined; n: number }) {
  if (!imagen) return null;
  return (
    <img
      src={imagen}
      alt={`Figura de la pregunta ${n}`}
      className="mb-4 max-h-72 max-w-full rounded border border-slate-200 bg-white"
    />
  );
}

/** 'La respuesta correcta es: B. …' with the letter the option has on screen. */
export function correctText(
  question: Pick<TestQuestion, 'correcta_indice'>,
  options: readonly Opcion[],
): string {
  const position = options.findIndex((o) => o.indice === question.correcta_indice);
  return position === -1 ? '' : `${letterAt(position)}. ${options[position]?.respuesta ?? ''}`;
}

/**
 * The question on screen with its options, lettered by their place on screen. `revealed`
 * (simulación, once corrected) locks them and shows which is right; in examen nothing is shown.
 */
export const QuestionCard = memo(function QuestionCard({
  question,
  n,
  options,
  chosen,
  revealed,
  locked,
  onChoose,
  headingRef,
}: {
  question: TestQuestion;
  n: number;
  options: readonly Opcion[];
  chosen: number | null | undefined;
  revealed: boolean;
  /** The options cannot be chosen (simulación out of time). */
  locked: boolean;
  onChoose: (indice: number) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Card>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-lg font-medium text-slate-900 outline-none"
      >
        {question.pregunta}
      </h2>
      <QuestionFigure imagen={question.imagen} n={n} />
      <ul className="space-y-2" aria-label="Opciones">
        {options.map((option, position) => {
          const isCorrect = option.indice === question.correcta_indice;
          const isChosen = option.indice === chosen;
          return (
            <li key={option.indice}>
              <button
                type="button"
                disabled={revealed || locked}
                onClick={() => onChoose(option.indice)}
                aria-pressed={isChosen}
                className={cn(
                  'flex w-full items-start gap-3 rounded-md border px-4 py-3 text-left text-sm transition-colors',
                  !revealed &&
                    !isChosen &&
                    'border-slate-300 hover:border-primary hover:bg-blue-50',
                  !revealed &&
                    isChosen &&
                    'border-primary bg-blue-50 font-medium text-slate-900 ring-1 ring-primary',
                  revealed && isCorrect && 'border-green-600 bg-green-50 text-green-900',
                  revealed && isChosen && !isCorrect && 'border-red-600 bg-red-50 text-red-900',
                  revealed && !isCorrect && !isChosen && 'border-slate-200 text-slate-500',
                )}
              >
                <span className="font-semibold">{letterAt(position)}.</span>
                <span className="flex-1">{option.respuesta}</span>
                {revealed && isCorrect && (
                  <CheckCircle2
                    aria-label="Respuesta correcta"
                    className="h-5 w-5 text-green-600"
                  />
                )}
                {revealed && isChosen && !isCorrect && (
                  <XCircle aria-label="Tu respuesta" className="h-5 w-5 text-red-600" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">
        {revealed && (
          <div
            className={cn(
              'mt-4 rounded-md p-4 text-sm',
              chosen === question.correcta_indice
                ? 'bg-green-50 text-green-900'
                : chosen === null
                  ? 'bg-slate-100 text-slate-900'
                  : 'bg-red-50 text-red-900',
            )}
          >
            <p className="font-semibold">
              {chosen === question.correcta_indice
                ? 'Correcto!'
                : chosen === null
                  ? 'En blanco (sin penalización)'
                  : 'Incorrecto'}
            </p>
            <p>La respuesta correcta es: {correctText(question, options)}</p>
          </div>
        )}
      </div>
    </Card>
  );
});
