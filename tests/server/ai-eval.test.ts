// The evaluation set of tests/fixtures/ai-eval scored for the local engine, with the
// floors `npm test` enforces, and the same evaluation through `npm run ai:eval` against a model
// (the fake OpenAI-compatible server on loopback), printed side by side.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluate, figuresOf } from '../../bench/ai-eval/evaluate';
import type { Figures } from '../../bench/ai-eval/evaluate';
import { loadPassages, loadQuestions } from '../../bench/ai-eval/fixtures';
import { createLocalProvider } from '../../server/ai/provider';
import { startFakeOpenAi } from './fake-openai';
import type { FakeOpenAi } from './fake-openai';

const run = promisify(execFile);
const passages = loadPassages();
const questions = loadQuestions();

describe('the evaluation set', () => {
  it('has at least 20 passages with expected facts and 30 questions with the points to make', () => {
    expect(passages.length).toBeGreaterThanOrEqual(20);
    for (const { name, facts } of passages)
      expect(
        facts.cifras.length + facts.plazos.length + facts.mayorias.length + facts.organos.length,
        name,
      ).toBeGreaterThan(0);
    expect(questions.preguntas.length).toBeGreaterThanOrEqual(30);
    for (const q of questions.preguntas) expect(q.puntos.length, q.id).toBeGreaterThan(0);
  });
});

describe('the local engine meets its floors', () => {
  let f: Figures;
  beforeAll(async () => {
    f = figuresOf(await evaluate(createLocalProvider(), passages, questions));
  }, 120_000);

  it('summaries keep ≥ 90 % of numbers, periods and majorities and ≥ 80 % of named bodies, within 35 % of the source, in whole sentences', () => {
    expect(f.numericRecall).toBeGreaterThanOrEqual(0.9);
    expect(f.bodiesRecall).toBeGreaterThanOrEqual(0.8);
    expect(f.maxShare).toBeLessThanOrEqual(0.35);
    expect(f.summariesWithinLength).toBe(f.summaries);
    expect(f.summariesWholeSentences).toBe(f.summaries);
  });

  it('at least 90 % of cloze questions and of the "preguntas" technique items pass the checker', () => {
    expect(f.clozeItems).toBeGreaterThan(0);
    expect(f.clozePass).toBeGreaterThanOrEqual(0.9);
    expect(f.techniqueItems).toBeGreaterThan(0);
    expect(f.techniquePass).toBeGreaterThanOrEqual(0.9);
  });

  it('the Profesor Virtual makes the points of each explanation, with no forbidden phrase or broken sentence', () => {
    expect(f.pointsMade).toBeGreaterThanOrEqual(0.9);
    expect(f.forbidden).toBe(0);
    expect(f.malformed).toBe(0);
    expect(f.fallbacks).toBe(0);
  });
});

describe('npm run ai:eval with AI_BASE_URL', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  it('runs the same set against the model and prints both engines side by side', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/ai-eval.ts'], {
      env: {
        ...process.env,
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'modelo-falso',
        AI_API_KEY: 'clave-falsa',
      },
      timeout: 240_000,
    });
    const header = stdout.split('\n').find((line) => line.includes('local'));
    expect(header).toMatch(/local\s+modelo-falso/);
    // The model was asked, with the model's name: at least one summary per passage.
    const summaries = fake.requests.filter(
      (r) =>
        r.body.model === 'modelo-falso' && r.body.response_format?.json_schema?.name === 'resumen',
    );
    expect(summaries).toHaveLength(passages.length);
    // Each row has a figure per engine; the model's are its own (the fake's plain summaries are
    // longer than the local engine's), and answers it failed to give are counted, not borrowed.
    const n = passages.length;
    expect(stdout).toMatch(new RegExp(`Summary: whole sentences only\\s+${n}/${n}\\s+${n}/${n}`));
    expect(stdout).toMatch(
      new RegExp(`Summary: within 35 % of the source\\s+${n}/${n}\\s+\\d+/${n}`),
    );
    expect(stdout).toMatch(/Answers the engine failed to give\s+0\s+\d+/);
  }, 300_000);
});
