import { CheckCircle2, LogOut, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Pregunta, Respuestas } from '@/core/contract';
import { WARNING_MS, formatClock, letterOf, timeWarning } from '@/core/quiz';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { setTestRunning } from '@/lib/pwa/pwa-store';
import type { RunnerInit } from '../hooks/use-runner';
import { useRunner } from '../hooks/use-runner';
import { AUTOSAVE_MS } from '../messages';

/** Runs `task` once the next frame has been painted; returns a canceller. */
function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export interface RunnerSnapshot {
  actual: number;
  respuestas: Respuestas;
  remainingMs: number;
}

export function Runner({
  init,
  onSave,
  onFinish,
  onExit,
  onAnswer,
  afterAnswer,
}: {
  init: RunnerInit;
  onSave: (snapshot: RunnerSnapshot) => void;
  onFinish: (snapshot: RunnerSnapshot, timedOut: boolean) => void;
  onExit: (snapshot: RunnerSnapshot) => void;
  /** Called when the user chooses an option. */
  onAnswer?: (question: Pregunta, indice: number) => void;
  /** What shows below the question once it is answered (comments, Profesor Virtual…). */
  afterAnswer?: (question: Pregunta, chosen: number | null) => ReactNode;
}) {
  const { state, remaining, answeredCount, correctCount, answer: choose, next } = useRunner(init);
  const { questions, index, respuestas, revealed, examen, timedOut } = state;
  const question = questions[index] as Pregunta;
  // Simulacion at 0: the question on screen was recorded unanswered; the test can only finish.
  const isLast = index === questions.length - 1 || state.timer.status === 'expired';
  // The latest answers and time, for the timers and handlers that outlive a render.
  const latest = useRef<RunnerSnapshot>({ actual: index, respuestas, remainingMs: remaining });
  useEffect(() => {
    latest.current = { actual: index, respuestas, remainingMs: remaining };
  });
  const snapshotRef = useRef(() => latest.current);

  useEffect(() => {
    setTestRunning(true);
    return () => setTestRunning(false);
  }, []);

  // Autosave every 30 s and whenever an answer is given or the test moves on.
  useEffect(() => {
    const id = setInterval(() => onSave(snapshotRef.current()), AUTOSAVE_MS);
    return () => clearInterval(id);
  }, [onSave]);
  const answeredKey = `${index}:${answeredCount}`;
  const firstSave = useRef(true);
  useEffect(() => {
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    // After the feedback is on screen: writing the progress must not delay it.
    return afterPaint(() => onSave(snapshotRef.current()));
  }, [answeredKey, onSave]);

  useEffect(() => {
    if (timedOut) onFinish(snapshotRef.current(), true);
  }, [timedOut, onFinish]);

  const announcement = timeWarning(remaining, init.remainingMs);

  const goOn = () => (isLast ? onFinish(snapshotRef.current(), false) : next());
  const answer = (indice: number) => {
    if (revealed) return;
    choose(indice);
    if (onAnswer) afterPaint(() => onAnswer(question, indice));
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('textarea, input, select, a, [contenteditable="true"], [role="dialog"], [role="alertdialog"]')) return;
      if (event.key === 'Enter' && revealed && !(target instanceof HTMLButtonElement)) {
        event.preventDefault();
        goOn();
        return;
      }
      const indice = event.key.length === 1 ? event.key.toUpperCase().charCodeAt(0) - 64 : 0;
      if (!revealed && question.respuestas.some((r) => r.indice === indice)) {
        event.preventDefault();
        answer(indice);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const chosen = respuestas[String(question.id)];
  const correctOption = question.respuestas.find((r) => r.indice === question.correcta_indice);
  const progress = Math.round((answeredCount / questions.length) * 100);
  const warning = remaining <= WARNING_MS;

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" onClick={() => onExit(snapshotRef.current())}>
          <LogOut aria-hidden className="h-4 w-4" /> Salir del Test
        </Button>
        <div className="flex items-center gap-3">
          {examen && (
            <span className="rounded-full bg-red-100 px-3 py-1 text-xs font-bold tracking-wide text-red-800">
              MODO EXAMEN
            </span>
          )}
          <span
            role="timer"
            aria-label="Tiempo restante"
            className={cn('font-mono text-lg font-semibold tabular-nums', warning ? 'animate-pulse text-red-600' : 'text-slate-900')}
          >
            {formatClock(remaining)}
          </span>
        </div>
      </div>
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>
      <div>
        <div className="mb-1 flex justify-between text-sm text-slate-600">
          <span>
            {index + 1} / {questions.length}
          </span>
          <span>{progress}%</span>
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} aria-label="Progreso del test">
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      </div>
      <Card>
        <h2 className="mb-4 text-lg font-medium text-slate-900">{question.pregunta}</h2>
        <ul className="space-y-2">
          {question.respuestas.map((option) => {
            const isCorrect = option.indice === question.correcta_indice;
            const isChosen = option.indice === chosen;
            return (
              <li key={option.indice}>
                <button
                  type="button"
                  disabled={revealed}
                  onClick={() => answer(option.indice)}
                  aria-pressed={isChosen}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-md border px-4 py-3 text-left text-sm transition-colors',
                    !revealed && 'border-slate-300 hover:border-primary hover:bg-blue-50',
                    revealed && isCorrect && 'border-green-600 bg-green-50 text-green-900',
                    revealed && isChosen && !isCorrect && 'border-red-600 bg-red-50 text-red-900',
                    revealed && !isCorrect && !isChosen && 'border-slate-200 text-slate-500',
                  )}
                >
                  <span className="font-semibold">{letterOf(option.indice)}.</span>
                  <span className="flex-1">{option.respuesta}</span>
                  {revealed && isCorrect && <CheckCircle2 aria-label="Respuesta correcta" className="h-5 w-5 text-green-600" />}
                  {revealed && isChosen && !isCorrect && <XCircle aria-label="Tu respuesta" className="h-5 w-5 text-red-600" />}
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
                chosen === question.correcta_indice ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900',
              )}
            >
              <p className="font-semibold">{chosen === question.correcta_indice ? 'Correcto!' : 'Incorrecto'}</p>
              <p>
                La respuesta correcta es: {letterOf(question.correcta_indice)}. {correctOption?.respuesta}
              </p>
            </div>
          )}
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            Puntuación actual: {correctCount}/{answeredCount}
          </p>
          {revealed && <Button onClick={goOn}>{isLast ? 'Finalizar Test' : 'Siguiente Pregunta'}</Button>}
        </div>
      </Card>
      {revealed && afterAnswer?.(question, chosen ?? null)}
    </div>
  );
}
