import { useEffect, useMemo, useReducer } from 'react';
import type { Respuestas } from '@/core/contract';
import { remainingMs } from '@/core/quiz';
import type { RunnerInit, RunnerState } from './runner-state';
import { initRunner, runnerReducer } from './runner-state';

export type { RunnerInit } from './runner-state';

export interface RunnerSnapshot {
  actual: number;
  respuestas: Respuestas;
  marcadas: number[];
  remainingMs: number;
}

/** What is saved of the runner at this moment (the time left read from the wall clock). */
export function snapshotOf(state: RunnerState, now: number = Date.now()): RunnerSnapshot {
  return {
    actual: state.index,
    respuestas: state.respuestas,
    marcadas: state.marcadas,
    remainingMs: remainingMs(state.timer, now),
  };
}

/**
 * The runner's state. The clock is checked every 250 ms, but a check that changes nothing does
 * not draw the runner again: the time on screen is the clock's own component (runner-clock.tsx).
 */
export function useRunner(initial: RunnerInit) {
  const [state, dispatch] = useReducer(runnerReducer, initial, (init) =>
    initRunner(init, Date.now()),
  );

  useEffect(() => {
    const id = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 250);
    return () => clearInterval(id);
  }, []);

  const actions = useMemo(
    () => ({
      choose: (indice: number) => dispatch({ type: 'choose', indice, now: Date.now() }),
      blank: () => dispatch({ type: 'blank', now: Date.now() }),
      mark: () => dispatch({ type: 'mark' }),
      goto: (index: number) => dispatch({ type: 'goto', index, now: Date.now() }),
    }),
    [],
  );

  // Simulación: the questions corrected so far (answered or left blank) and the right ones.
  // Examen: the questions with an answer.
  const counts = useMemo(() => {
    let decided = 0;
    let correct = 0;
    for (const q of state.questions) {
      const chosen = state.respuestas[String(q.id)];
      if (chosen === undefined || (state.examen && chosen === null)) continue;
      decided += 1;
      if (chosen === q.correcta_indice) correct += 1;
    }
    return { decided, correct };
  }, [state.questions, state.respuestas, state.examen]);

  return { state, decidedCount: counts.decided, correctCount: counts.correct, ...actions };
}
