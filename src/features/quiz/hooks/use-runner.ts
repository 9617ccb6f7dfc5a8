import { useCallback, useEffect, useReducer, useState } from 'react';
import type { Pregunta, Respuestas } from '@/core/contract';
import type { TimerState } from '@/core/quiz';
import { pauseTimer, remainingMs, resumeTimer, startTimer, tick } from '@/core/quiz';

export interface RunnerInit {
  questions: Pregunta[];
  examen: boolean;
  actual: number;
  respuestas: Respuestas;
  remainingMs: number;
}

interface RunnerState {
  questions: Pregunta[];
  examen: boolean;
  index: number;
  respuestas: Respuestas;
  /** The current question's answer is locked and its feedback shows. */
  revealed: boolean;
  timer: TimerState;
  /** Examen ran out of time: the test ends by itself. */
  timedOut: boolean;
}

type Action =
  | { type: 'answer'; indice: number | null; now: number }
  | { type: 'next'; now: number }
  | { type: 'tick'; now: number };

function isAnswered(respuestas: Respuestas, q: Pregunta | undefined) {
  return q !== undefined && String(q.id) in respuestas;
}

function reducer(state: RunnerState, action: Action): RunnerState {
  const current = state.questions[state.index];
  switch (action.type) {
    case 'answer': {
      if (!current || state.revealed) return state;
      const respuestas = { ...state.respuestas, [String(current.id)]: action.indice };
      // Simulacion: the clock stops while the answer and its explanation show.
      const timer = state.examen ? state.timer : pauseTimer(state.timer, action.now);
      return { ...state, respuestas, revealed: true, timer };
    }
    case 'next': {
      if (!state.revealed || state.index >= state.questions.length - 1) return state;
      const index = state.index + 1;
      const timer = state.examen ? state.timer : resumeTimer(state.timer, action.now);
      return { ...state, index, revealed: isAnswered(state.respuestas, state.questions[index]), timer };
    }
    case 'tick': {
      const timer = tick(state.timer, action.now);
      if (timer === state.timer) return state;
      if (timer.status !== 'expired') return { ...state, timer };
      if (state.examen) return { ...state, timer, timedOut: true };
      // Simulacion at 0: the question on screen is recorded as unanswered (README).
      if (!current || state.revealed) return { ...state, timer };
      return { ...state, timer, revealed: true, respuestas: { ...state.respuestas, [String(current.id)]: null } };
    }
  }
}

function init({ questions, examen, actual, respuestas, remainingMs: ms }: RunnerInit): RunnerState {
  const index = Math.min(Math.max(0, actual), Math.max(0, questions.length - 1));
  const now = Date.now();
  const revealed = isAnswered(respuestas, questions[index]);
  let timer = startTimer(ms, now);
  if (revealed && !examen) timer = pauseTimer(timer, now);
  return { questions, examen, index, respuestas, revealed, timer, timedOut: false };
}

/** The runner's state: answers, position and a wall-clock timer that ticks every 250 ms. */
export function useRunner(initial: RunnerInit) {
  const [state, dispatch] = useReducer(reducer, initial, init);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      dispatch({ type: 'tick', now: t });
    }, 250);
    return () => clearInterval(id);
  }, []);

  const answer = useCallback((indice: number | null) => dispatch({ type: 'answer', indice, now: Date.now() }), []);
  const next = useCallback(() => dispatch({ type: 'next', now: Date.now() }), []);

  const answered = Object.values(state.respuestas).filter((v) => v !== undefined);
  const correct = state.questions.filter((q) => state.respuestas[String(q.id)] === q.correcta_indice).length;
  return {
    state,
    remaining: remainingMs(state.timer, now),
    answeredCount: answered.length,
    correctCount: correct,
    answer,
    next,
  };
}
