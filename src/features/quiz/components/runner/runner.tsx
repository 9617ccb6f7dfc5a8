import { ChevronLeft, ChevronRight, Flag, LogOut } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import type { Opcion, TestQuestion } from '@/core/contract';
import { answerCounts, optionOrder } from '@/core/quiz';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { setTestRunning } from '@/lib/pwa/pwa-store';
import type { RunnerInit, RunnerSnapshot } from '../../hooks/use-runner';
import { snapshotOf, useRunner } from '../../hooks/use-runner';
import { frontier, isCorrected } from '../../hooks/runner-state';
import { AUTOSAVE_MS } from '../../messages';
import { finishSummary } from '../../texts';
import { Palette } from './palette';
import { QuestionCard } from './question-card';
import { RunnerClock } from './runner-clock';

export type { RunnerSnapshot } from '../../hooks/use-runner';

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

const IGNORED_TARGETS =
  'textarea, input, select, a, [contenteditable="true"], [role="dialog"], [role="alertdialog"]';
/** Options beyond the 13th would take 'M' from marking. */
const M_POSITION = 12;

/** The screen position a key chooses: 1–9 or A–Z; -1 for any other key. */
function positionOfKey(key: string): number {
  if (/^[1-9]$/.test(key)) return Number(key) - 1;
  if (/^[a-z]$/i.test(key)) return key.toUpperCase().charCodeAt(0) - 65;
  return -1;
}

export function Runner({
  init,
  barajar,
  saved,
  onSave,
  onFinish,
  onExit,
  onAnswer,
  afterAnswer,
}: {
  init: RunnerInit;
  /** 'Barajar respuestas': the options of each question in an order of their own. */
  barajar: boolean;
  /** Whether the test is saved as it goes (a logged-in user): what leaving it says. */
  saved: boolean;
  onSave: (snapshot: RunnerSnapshot) => void;
  onFinish: (snapshot: RunnerSnapshot, timedOut: boolean) => void;
  onExit: (snapshot: RunnerSnapshot) => void;
  /** Simulación: called when the user chooses an option (the answer is final). */
  onAnswer?: (question: TestQuestion, indice: number) => void;
  /** Simulación: what shows below a corrected question (comments, Profesor Virtual…). */
  afterAnswer?: (
    question: TestQuestion,
    chosen: number | null,
    shown: readonly Opcion[],
  ) => ReactNode;
}) {
  const { state, decidedCount, correctCount, choose, blank, mark, goto } = useRunner(init);
  const { questions, index, respuestas, marcadas, examen, timedOut } = state;
  const question = questions[index] as TestQuestion;
  const ids = useMemo(() => questions.map((q) => q.id), [questions]);
  const orders = useMemo(
    () => new Map(questions.map((q) => [q.id, optionOrder(q.respuestas, barajar, ids, q.id)])),
    [questions, barajar, ids],
  );
  const options = orders.get(question.id) ?? question.respuestas;
  const chosen = respuestas[String(question.id)];
  const revealed = isCorrected(state, question);
  const expired = state.timer.status === 'expired';
  const lastOpen = frontier(state);
  // Simulación at 0: the question on screen was recorded unanswered; the test can only finish.
  const isLast = index === questions.length - 1 || (!examen && expired);
  const marked = marcadas.includes(question.id);
  const [asking, setAsking] = useState<'finish' | 'exit' | null>(null);

  // The latest state, for the timers and handlers that outlive a render.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const snapshot = useCallback(() => snapshotOf(latest.current), []);

  useEffect(() => {
    setTestRunning(true);
    return () => setTestRunning(false);
  }, []);
  // The test opens at its top ('Salir del Test', the clock, the first question), not where the
  // configurator was scrolled to reach 'Comenzar Test' (the address does not change, so the
  // scroll memory of the routes does not act). In a block: Chromium's scrollTo returns a promise,
  // which React would take for the effect's cleanup.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // Autosave every 30 s and after every change (answer, blank, mark, move), once it is painted.
  useEffect(() => {
    const id = setInterval(() => onSave(snapshot()), AUTOSAVE_MS);
    return () => clearInterval(id);
  }, [onSave, snapshot]);
  const firstSave = useRef(true);
  useEffect(() => {
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    return afterPaint(() => onSave(snapshot()));
  }, [index, respuestas, marcadas, onSave, snapshot]);

  useEffect(() => {
    if (timedOut) onFinish(snapshot(), true);
  }, [timedOut, onFinish, snapshot]);

  // A jump (palette, or simulación's next question) takes the focus to the new question.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    heading.current?.focus();
  }, [index]);
  const jump = useCallback(
    (to: number) => {
      focusNext.current = true;
      goto(to);
    },
    [goto],
  );

  const answer = useCallback(
    (indice: number) => {
      if (revealed) return;
      choose(indice);
      if (!examen && onAnswer) afterPaint(() => onAnswer(question, indice));
    },
    [revealed, choose, examen, onAnswer, question],
  );

  const finishNow = () => onFinish(snapshot(), false);
  const goOn = () => {
    if (isLast) finishNow();
    else jump(index + 1);
  };

  // Read when a key arrives, so it always acts on the question on screen (an effect re-added after
  // every render could still hold the previous one for a moment after a fast move).
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || asking) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest(IGNORED_TARGETS)) return;
    const { key } = event;
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      goto(index + (key === 'ArrowLeft' ? -1 : 1));
    } else if (key === 'Enter') {
      if (examen || !revealed || target instanceof HTMLButtonElement) return;
      event.preventDefault();
      goOn();
    } else if ((key === 'm' || key === 'M') && options.length <= M_POSITION) {
      event.preventDefault();
      mark();
    } else if (key === '0' || key === 'Backspace') {
      if (!examen) return;
      event.preventDefault();
      blank();
    } else {
      const option = options[positionOfKey(key)];
      if (!option || revealed) return;
      event.preventDefault();
      answer(option.indice);
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const counts = answerCounts(ids, respuestas, marcadas);
  const progress = Math.round((decidedCount / questions.length) * 100);

  return (
    <div className="mx-auto grid max-w-6xl gap-4 lg:grid-cols-[minmax(0,1fr)_17rem]">
      <div className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" onClick={() => setAsking('exit')}>
            <LogOut aria-hidden className="h-4 w-4" /> Salir del Test
          </Button>
          <div className="flex items-center gap-3">
            {examen && (
              <span className="rounded-full bg-red-100 px-3 py-1 text-xs font-bold tracking-wide text-red-800">
                MODO EXAMEN
              </span>
            )}
            <RunnerClock timer={state.timer} startMs={init.remainingMs} />
          </div>
        </div>
        <div>
          <div className="mb-1 flex justify-between text-sm text-slate-600">
            <span>
              {index + 1} / {questions.length}
            </span>
            <span>{progress}%</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label="Progreso del test"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
        <QuestionCard
          question={question}
          n={index + 1}
          options={options}
          chosen={chosen}
          revealed={revealed}
          locked={!examen && expired}
          onChoose={answer}
          headingRef={heading}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            {examen
              ? `Respondidas: ${counts.respondidas} de ${counts.total}`
              : `Puntuación actual: ${correctCount}/${decidedCount}`}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant={marked ? 'secondary' : 'outline'} aria-pressed={marked} onClick={mark}>
              <Flag
                aria-hidden
                className={marked ? 'h-4 w-4 fill-amber-400 text-amber-700' : 'h-4 w-4'}
              />{' '}
              Marcar para revisar
            </Button>
            {(examen || (!revealed && !expired)) && (
              <Button
                variant="outline"
                onClick={blank}
                disabled={examen && (chosen === undefined || chosen === null)}
              >
                Dejar en blanco
              </Button>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" onClick={() => goto(index - 1)} disabled={index === 0}>
            <ChevronLeft aria-hidden className="h-4 w-4" /> Anterior
          </Button>
          {examen ? (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() => goto(index + 1)}
                disabled={index === questions.length - 1}
              >
                Siguiente <ChevronRight aria-hidden className="h-4 w-4" />
              </Button>
              <Button onClick={() => setAsking('finish')}>Finalizar Test</Button>
            </div>
          ) : (
            revealed && (
              <Button onClick={goOn}>{isLast ? 'Finalizar Test' : 'Siguiente Pregunta'}</Button>
            )
          )}
        </div>
        {revealed && afterAnswer?.(question, chosen ?? null, options)}
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <Palette
          questions={questions}
          respuestas={respuestas}
          marcadas={marcadas}
          index={index}
          lastOpen={lastOpen}
          examen={examen}
          onSelect={jump}
        />
      </div>
      <ConfirmDialog
        open={asking === 'finish'}
        onOpenChange={(open) => !open && setAsking(null)}
        title="¿Finalizar el test?"
        description={`${finishSummary(counts)}. Después verás la corrección de cada pregunta.`}
        cancelLabel="Seguir respondiendo"
        confirmLabel="Finalizar"
        onConfirm={finishNow}
      />
      <ConfirmDialog
        open={asking === 'exit'}
        onOpenChange={(open) => !open && setAsking(null)}
        title="¿Salir del test?"
        description={
          saved
            ? 'El test queda guardado tal como está: al volver a empezarlo con la misma configuración podrás continuar donde lo dejaste.'
            : 'No has iniciado sesión: este test no se guardará.'
        }
        cancelLabel="Seguir con el test"
        confirmLabel="Salir"
        onConfirm={() => onExit(snapshot())}
      />
    </div>
  );
}
