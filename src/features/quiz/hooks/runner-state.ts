// The runner as a pure state machine, for both modes.
// Examen is the paper exam: any question can be opened at any time, an answer chosen, changed
// or cleared, and nothing says whether it is right until the end; the clock never stops.
// Simulación corrects each question as it is answered (or left blank with 'Dejar en blanco'),
// which locks it; earlier questions can be opened again to read them, later ones only once the
// questions before them are corrected. Its clock runs only while the question on screen is not
// corrected yet (spec §1: it pauses while an answer or explanation is shown).
// In `respuestas` a question answered has its indice, one left blank in simulación null, and an
// examen's blank question no entry at all.
import type { Respuestas, TestQuestion } from '@/core/contract';
import type { TimerState } from '@/core/quiz';
import { pauseTimer, resumeTimer, startTimer, tick } from '@/core/quiz';

export interface RunnerInit {
  questions: TestQuestion[];
  examen: boolean;
  actual: number;
  respuestas: Respuestas;
  marcadas: readonly number[];
  remainingMs: number;
}

export interface RunnerState {
  questions: TestQuestion[];
  examen: boolean;
  index: number;
  respuestas: Respuestas;
  marcadas: number[];
  timer: TimerState;
  /** Examen ran out of time: the test ends by itself. */
  timedOut: boolean;
}

export type RunnerAction =
  | { type: 'choose'; indice: number; now: number }
  /** Examen: clears the answer. Simulación: 'Dejar en blanco' (locks the question unanswered). */
  | { type: 'blank'; now: number }
  | { type: 'mark' }
  | { type: 'goto'; index: number; now: number }
  | { type: 'tick'; now: number };

const keyOf = (q: TestQuestion | undefined) => (q ? String(q.id) : '');

/** Simulación: the question has been corrected (answered or left blank), so it is locked. */
export function isCorrected(
  state: Pick<RunnerState, 'examen' | 'respuestas'>,
  q: TestQuestion | undefined,
): boolean {
  return !state.examen && q !== undefined && keyOf(q) in state.respuestas;
}

/** The furthest question the user may open: any in examen; in simulación the first not corrected. */
export function frontier(state: Pick<RunnerState, 'examen' | 'respuestas' | 'questions'>): number {
  const last = state.questions.length - 1;
  if (state.examen) return last;
  const open = state.questions.findIndex((q) => !(keyOf(q) in state.respuestas));
  return open === -1 ? last : open;
}

/** Simulación's clock runs only while the question on screen waits for its answer. */
function clockFor(state: RunnerState, index: number, now: number): TimerState {
  if (state.examen) return state.timer;
  return isCorrected(state, state.questions[index])
    ? pauseTimer(state.timer, now)
    : resumeTimer(state.timer, now);
}

export function runnerReducer(state: RunnerState, action: RunnerAction): RunnerState {
  const current = state.questions[state.index];
  switch (action.type) {
    case 'choose': {
      if (!current || !current.respuestas.some((r) => r.indice === action.indice)) return state;
      if (state.examen) {
        if (state.respuestas[keyOf(current)] === action.indice) return state;
        return { ...state, respuestas: { ...state.respuestas, [keyOf(current)]: action.indice } };
      }
      if (isCorrected(state, current) || state.timer.status === 'expired') return state;
      return {
        ...state,
        respuestas: { ...state.respuestas, [keyOf(current)]: action.indice },
        timer: pauseTimer(state.timer, action.now),
      };
    }
    case 'blank': {
      if (!current) return state;
      if (state.examen) {
        if (!(keyOf(current) in state.respuestas)) return state;
        const { [keyOf(current)]: _cleared, ...respuestas } = state.respuestas;
        return { ...state, respuestas };
      }
      if (isCorrected(state, current) || state.timer.status === 'expired') return state;
      return {
        ...state,
        respuestas: { ...state.respuestas, [keyOf(current)]: null },
        timer: pauseTimer(state.timer, action.now),
      };
    }
    case 'mark': {
      if (!current) return state;
      const marcadas = state.marcadas.includes(current.id)
        ? state.marcadas.filter((id) => id !== current.id)
        : [...state.marcadas, current.id];
      return { ...state, marcadas };
    }
    case 'goto': {
      const index = Math.trunc(action.index);
      if (index === state.index || index < 0 || index > frontier(state)) return state;
      // Simulación at 0: nothing after the question on screen can be opened any more.
      if (!state.examen && state.timer.status === 'expired' && index > state.index) return state;
      return { ...state, index, timer: clockFor(state, index, action.now) };
    }
    case 'tick': {
      const timer = tick(state.timer, action.now);
      if (timer === state.timer) return state;
      if (timer.status !== 'expired') return { ...state, timer };
      if (state.examen) return { ...state, timer, timedOut: true };
      // Simulación at 0: the question on screen is recorded as unanswered (README).
      if (!current || isCorrected(state, current)) return { ...state, timer };
      return { ...state, timer, respuestas: { ...state.respuestas, [keyOf(current)]: null } };
    }
  }
}

export function initRunner(
  { questions, examen, actual, respuestas, marcadas, remainingMs }: RunnerInit,
  now: number,
): RunnerState {
  const ids = new Set(questions.map((q) => q.id));
  const base: RunnerState = {
    questions,
    examen,
    index: 0,
    respuestas,
    marcadas: marcadas.filter((id) => ids.has(id)),
    timer: startTimer(remainingMs, now),
    timedOut: false,
  };
  const index = Math.min(Math.max(0, Math.trunc(actual)), frontier(base));
  return { ...base, index, timer: clockFor(base, index, now) };
}
