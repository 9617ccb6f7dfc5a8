// `npm run ai:eval`: the evaluation set of tests/fixtures/ai-eval against the local engine and,
// with AI_BASE_URL (and AI_MODEL) set, against that OpenAI-compatible model, side by side.
// `--detalle` also lists every failed item. Prints figures; `npm test` enforces the floors.
import { createOpenAiProvider } from '../server/ai/openai-provider';
import { createLocalProvider } from '../server/ai/provider';
import type { AiProvider } from '../server/ai';
import { loadConfig } from '../server/config';
import { evaluate } from './ai-eval/evaluate';
import { loadPassages, loadQuestions } from './ai-eval/fixtures';
import { formatFailures, formatTable } from './ai-eval/table';

function engines(): AiProvider[] {
  const { ai } = loadConfig(process.env);
  const list = [createLocalProvider()];
  if (ai?.baseUrl) {
    if (!ai.model)
      throw new Error(
        'AI_BASE_URL está configurada pero falta AI_MODEL: indica el modelo que se evalúa.',
      );
    list.push(
      createOpenAiProvider({
        baseUrl: ai.baseUrl,
        apiKey: ai.apiKey,
        model: ai.model,
        timeoutMs: ai.timeoutMs,
      }),
    );
  }
  return list;
}

const passages = loadPassages();
const questions = loadQuestions();
const reports = [];
for (const engine of engines()) reports.push(await evaluate(engine, passages, questions));
console.log(
  `AI evaluation: ${passages.length} passages, ${questions.preguntas.length} questions (tests/fixtures/ai-eval)\n`,
);
console.log(formatTable(reports));
if (process.argv.includes('--detalle'))
  for (const r of reports) console.log(`\n${formatFailures(r)}`);
