// Runs one AI engine (the local one, or a model through the OpenAI-compatible provider) over the
// whole evaluation set with the same tasks the server uses, and scores every answer. An answer
// the model could not give (the provider fell back to the local engine) counts as failed for the
// model, so a model that times out never borrows the local engine's score.
import type { AiProvider, AiTask } from '../../server/ai';
import { explainTask, questionsTask, summaryTask, techniqueTask } from '../../server/ai/tasks';
import type { CheckedItem } from './question-check';
import { checkChoiceQuestion, checkTechnique } from './question-check';
import type { ExplanationScore } from './explanation-score';
import { scoreExplanation } from './explanation-score';
import type { Passage, QuestionSet } from './fixtures';
import type { Recall, SummaryScore } from './summary-score';
import { scoreSummary } from './summary-score';

export const QUESTIONS_PER_PASSAGE = 6;

export interface EngineReport {
  motor: string;
  summaries: { name: string; score: SummaryScore }[];
  cloze: CheckedItem[];
  technique: CheckedItem[];
  explanations: ExplanationScore[];
  /** Answers the model did not give (timeout, bad JSON, wrong shape). */
  fallbacks: number;
}

async function answer<I, O, T>(
  ai: AiProvider,
  task: AiTask<I, O, T>,
  input: I,
  failed: T,
  report: EngineReport,
): Promise<T> {
  const { value, meta } = await ai.run(task, input);
  if (!meta.respaldo) return value;
  report.fallbacks += 1;
  return failed;
}

export async function evaluate(
  ai: AiProvider,
  passages: readonly Passage[],
  questions: QuestionSet,
): Promise<EngineReport> {
  const report: EngineReport = {
    motor: ai.motor,
    summaries: [],
    cloze: [],
    technique: [],
    explanations: [],
    fallbacks: 0,
  };
  for (const p of passages) {
    const summary = await answer(
      ai,
      summaryTask,
      { texto: p.text, nivel_detalle: 'largo' },
      '',
      report,
    );
    report.summaries.push({ name: p.name, score: scoreSummary(p.text, summary, p.facts) });
    const generated = await answer(
      ai,
      questionsTask,
      { texto: p.text, cantidad: QUESTIONS_PER_PASSAGE, semilla: p.name },
      [],
      report,
    );
    // Fewer questions than asked count as failed ones: an engine cannot pass by asking little.
    for (let i = 0; i < QUESTIONS_PER_PASSAGE; i++) {
      const q = generated[i];
      report.cloze.push(
        q
          ? checkChoiceQuestion(q, p.text)
          : {
              pregunta: `(${p.name}: pregunta no generada)`,
              respuesta: '',
              ok: false,
              kind: null,
              problems: ['no generada'],
            },
      );
    }
    const tema = p.text.split('\n')[0] ?? p.name;
    const tecnica = await answer(
      ai,
      techniqueTask,
      { resumen: p.text, tema, metodo: 'preguntas' },
      '',
      report,
    );
    report.technique.push(...checkTechnique(tecnica, p.text));
  }
  for (const q of questions.preguntas) {
    const input = {
      pregunta: q.pregunta,
      respuestas: q.respuestas.map((respuesta, i) => ({ indice: i + 1, respuesta })),
      correcta: q.correcta,
      elegida: q.elegida,
      fuente: q.fuente,
      explicacion: q.explicacion,
      psicotecnico: q.psicotecnico ?? false,
      resumenes: [],
    };
    const text = await answer(ai, explainTask, input, '', report);
    report.explanations.push(scoreExplanation(q, text, questions.prohibido_siempre));
  }
  return report;
}

export interface Figures {
  numericRecall: number;
  bodiesRecall: number;
  meanShare: number;
  maxShare: number;
  summariesWithinLength: number;
  summariesWholeSentences: number;
  summaries: number;
  clozePass: number;
  clozeItems: number;
  techniquePass: number;
  techniqueItems: number;
  pointsMade: number;
  explanationsOk: number;
  explanations: number;
  forbidden: number;
  malformed: number;
  fallbacks: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const sum = (r: Recall[]) =>
  r.reduce((acc, x) => ({ found: acc.found + x.found, total: acc.total + x.total }), {
    found: 0,
    total: 0,
  });

/** The figures of the table, and of the floors `npm test` enforces. */
export function figuresOf(report: EngineReport): Figures {
  const scores = report.summaries.map((s) => s.score);
  const numeric = sum(scores.map((s) => s.numeric));
  const bodies = sum(scores.map((s) => s.bodies));
  const shares = scores.map((s) => s.share);
  const points = report.explanations.reduce(
    (acc, e) => ({ made: acc.made + e.made, total: acc.total + e.total }),
    { made: 0, total: 0 },
  );
  return {
    numericRecall: ratio(numeric.found, numeric.total),
    bodiesRecall: ratio(bodies.found, bodies.total),
    meanShare: ratio(
      shares.reduce((a, b) => a + b, 0),
      shares.length,
    ),
    maxShare: Math.max(0, ...shares),
    summariesWithinLength: scores.filter((s) => s.share <= 0.35).length,
    summariesWholeSentences: scores.filter((s) => s.wholeSentences).length,
    summaries: scores.length,
    clozePass: ratio(report.cloze.filter((c) => c.ok).length, report.cloze.length),
    clozeItems: report.cloze.length,
    techniquePass: ratio(report.technique.filter((c) => c.ok).length, report.technique.length),
    techniqueItems: report.technique.length,
    pointsMade: ratio(points.made, points.total),
    explanationsOk: report.explanations.filter((e) => e.ok).length,
    explanations: report.explanations.length,
    forbidden: report.explanations.filter((e) => e.forbidden.length > 0).length,
    malformed: report.explanations.filter((e) => e.malformed.length > 0).length,
    fallbacks: report.fallbacks,
  };
}
