import { solveNumberAnalogies } from './solve-analogies';
import { solveAttention } from './solve-attention';
import { solveCalendarsClocks } from './solve-calendar';
import { solveCoding } from './solve-coding';
import { solveFigureSeries } from './solve-figures';
import { solveSpelling } from './solve-spelling';
import { solveVerbal } from './solve-verbal';
import { solveOddOneOut } from './solve-odd-one-out';
import { solveArithmeticProblems, solvePercentages } from './solve-problems';
import { solveAlphanumericSeries, solveLetterSeries, solveNumericSeries } from './solve-series';
import type { Solver } from './types';

/** One independent solver per generator id. */
export const SOLVERS: Readonly<Record<string, Solver>> = {
  'numeric-series': solveNumericSeries,
  'letter-series': solveLetterSeries,
  'alphanumeric-series': solveAlphanumericSeries,
  'number-analogies': solveNumberAnalogies,
  'arithmetic-problems': solveArithmeticProblems,
  'percentages-rule-of-three': solvePercentages,
  'odd-one-out': solveOddOneOut,
  coding: solveCoding,
  'calendars-clocks': solveCalendarsClocks,
  attention: solveAttention,
  'figure-series': solveFigureSeries,
  verbal: solveVerbal,
  spelling: solveSpelling,
};

export type { SeenQuestion, Solver } from './types';
