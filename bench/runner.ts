// In Debian's Chromium, the benchmark build served by the real server: 200-question tests taken
// offline from a synthetic bank kept on the device (no seeded process has 200 plain questions).
// Every action is dispatched inside the page (a click, or a key press on the page), and timed to
// the frame that shows its effect painted, so the figure is the app's own work, not the browser
// driver's:
// - simulación: choosing an option → its feedback painted; 'Siguiente Pregunta' → the next
//   question painted; and the tab's JS heap while the test runs;
// - examen: choosing an option (a letter key or a click) → the choice painted; ArrowRight → the
//   next question painted; a palette button → that question painted;
// - the results screen with the full review of the 200 questions: from confirming 'Finalizar'
//   to the last question of the review painted, and again when it is opened from the history.
// Alone: `node --import tsx bench/runner.ts`; also part of `npm run bench`.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';
import { startServerProcess } from '../tests/support/server-process';

const QUESTIONS = 200;
const BENCH_DESCRIPCION = 'Banco de prueba (bench)';
const OPTIONS = '[aria-label="Opciones"]';
const CURRENT = 'nav[aria-label="Preguntas del test"] [aria-current="step"]';
const LAST_REVIEWED = `[data-testid="review-item"]:nth-child(${QUESTIONS})`;

interface BenchHooks {
  seedProceso(count: number): Promise<void>;
}

type Action = { type: 'key'; key: string } | { type: 'click'; selector: string };
interface Timed {
  action: Action;
  /** Done when this element exists (and, with `text`, its text is exactly that). */
  selector: string;
  text?: string;
}

// Plain JavaScript run in the page (a string, so no compiler helper such as __name leaks in).
// Starts the action and resolves with the ms until the frame showing its effect was painted:
// rAF runs before that paint, a message posted from it after. The check reads textContent
// only, so it forces no layout of its own.
const TIMED = `({ action, selector, text }) => new Promise((resolve, reject) => {
  const ready = () => {
    const el = document.querySelector(selector);
    return !!el && (text === undefined || (el.textContent || '').trim() === text);
  };
  const start = performance.now();
  let finished = false;
  const painted = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(() => ready() && painted());
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  if (action.type === 'key') {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: action.key, bubbles: true, cancelable: true }));
  } else {
    const target = document.querySelector(action.selector);
    if (!target) {
      observer.disconnect();
      return reject(new Error('no hay ' + action.selector));
    }
    target.click();
  }
  if (ready()) painted();
})`;

function timed(page: Page, args: Timed): Promise<number> {
  return page.evaluate(`(${TIMED})(${JSON.stringify(args)})`) as Promise<number>;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

function report(label: string, times: number[], target = '≤ 50 ms at the median') {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `runner: ${label}: median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, ` +
      `max ${sorted.at(-1)?.toFixed(1)} ms over ${sorted.length} (target ${target})`,
  );
}

async function startTest(page: Page, link: string, heading: string) {
  await page.getByTestId('sidebar').getByRole('link', { name: 'Inicio' }).click();
  await page.getByTestId('sidebar').getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: BENCH_DESCRIPCION });
  await page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/).waitFor();
  await page.getByLabel('Número de preguntas').fill(String(QUESTIONS));
  await page.getByLabel('Minutos').fill('600');
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await page.getByText(`1 / ${QUESTIONS}`, { exact: true }).waitFor();
}

/** Simulación: the feedback of each answer, the next question, and the heap. */
async function simulacion(page: Page) {
  await startTest(page, 'Iniciar Test', 'Configurar Test');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const heapStart = await heapMb(cdp);
  let heapPeak = heapStart;
  const answers: number[] = [];
  const moves: number[] = [];
  for (let i = 1; i <= QUESTIONS; i++) {
    answers.push(
      await timed(page, {
        action: { type: 'click', selector: `${OPTIONS} li:first-child button` },
        selector: '[aria-live="polite"] p + p',
      }),
    );
    if (i % 10 === 0) heapPeak = Math.max(heapPeak, await heapMb(cdp));
    if (i < QUESTIONS) {
      const next = await page.getByRole('button', { name: 'Siguiente Pregunta' }).elementHandle();
      await next?.evaluate((el) => el.setAttribute('data-bench', 'next'));
      moves.push(
        await timed(page, {
          action: { type: 'click', selector: '[data-bench="next"]' },
          selector: CURRENT,
          text: String(i + 1),
        }),
      );
    }
  }
  heapPeak = Math.max(heapPeak, await heapMb(cdp));
  await cdp.send('HeapProfiler.collectGarbage');
  const heapEnd = await heapMb(cdp);
  report(
    `simulación of ${QUESTIONS} questions (offline), choose an option → feedback painted`,
    answers,
  );
  report("simulación, 'Siguiente Pregunta' → next question painted", moves);
  console.log(
    `runner: JS heap while running: ${heapStart.toFixed(1)} MB at the start, peak ${heapPeak.toFixed(1)} MB, ` +
      `${heapEnd.toFixed(1)} MB after the last question (after GC)`,
  );
  await page.getByRole('button', { name: 'Finalizar Test' }).click();
  await page.waitForURL(/\/resultados\//);
}

/** Examen: answering by key and by click, moving with ArrowRight and the palette, then the results. */
async function examen(page: Page) {
  await startTest(page, 'Simulacro', 'Configurar Test');
  const answers: number[] = [];
  const moves: number[] = [];
  const jumps: number[] = [];
  const chosen = `${OPTIONS} button[aria-pressed="true"]`;
  for (let i = 1; i <= QUESTIONS; i++) {
    const action: Action =
      i % 2 === 0
        ? { type: 'key', key: 'ABCD'[i % 4] ?? 'A' }
        : { type: 'click', selector: `${OPTIONS} li:nth-child(${1 + (i % 4)}) button` };
    // Every tenth question is left blank.
    if (i % 10 !== 0) answers.push(await timed(page, { action, selector: chosen }));
    if (i < QUESTIONS)
      moves.push(
        await timed(page, {
          action: { type: 'key', key: 'ArrowRight' },
          selector: CURRENT,
          text: String(i + 1),
        }),
      );
  }
  for (let j = 0; j < 50; j++) {
    const to = 1 + ((j * 37) % QUESTIONS);
    jumps.push(
      await timed(page, {
        action: {
          type: 'click',
          selector: `nav[aria-label="Preguntas del test"] li:nth-child(${to}) button`,
        },
        selector: CURRENT,
        text: String(to),
      }),
    );
  }
  report(
    `examen of ${QUESTIONS} questions (offline), choose an option (key or click) → painted`,
    answers,
  );
  report('examen, ArrowRight → next question painted', moves);
  report('examen, a palette button → that question painted', jumps);

  await page.getByRole('button', { name: 'Finalizar Test' }).click();
  await page.getByRole('alertdialog').waitFor();
  const toResults = await timed(page, {
    action: { type: 'click', selector: '[role="alertdialog"] button:last-child' },
    selector: LAST_REVIEWED,
  });
  console.log(
    `runner: results screen with the review of all ${QUESTIONS} questions, from confirming 'Finalizar' (the test stored, the screen drawn) → painted: ${toResults.toFixed(1)} ms (target ≤ 300 ms)`,
  );
  const opened: number[] = [];
  for (let k = 0; k < 5; k++) {
    await page.getByTestId('sidebar').getByRole('link', { name: 'Historial' }).click();
    await page.getByTestId('history-item').first().waitFor();
    opened.push(
      await timed(page, {
        action: { type: 'click', selector: '[data-testid="history-item"] a' },
        selector: LAST_REVIEWED,
      }),
    );
  }
  report(
    `results screen with the review of all ${QUESTIONS} questions, opened from the history → painted`,
    opened,
    '≤ 300 ms',
  );
}

export async function benchRunner(): Promise<void> {
  const outDir = 'test-results/dist-bench-runner';
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    env: { ...process.env, VITE_BENCH: 'true' },
    stdio: 'ignore',
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-bench-runner-'));
  const server = await startServerProcess(dataDir, { STATIC_DIR: path.resolve(outDir) });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${server.url}/auth`);
    const id = `benchrun${Date.now().toString(36)}`;
    await page.evaluate(async (user) => {
      const res = await fetch('/api/auth.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          action: 'register',
          username: user,
          email: `${user}@example.com`,
          password: 'secreto-123',
        }),
      });
      const s = (await res.json()) as {
        token: string;
        refresh_token: string;
        user_id: number;
        username: string;
        nivel: string;
      };
      localStorage.setItem('auth_token', s.token);
      localStorage.setItem('refresh_token', s.refresh_token);
      localStorage.setItem('user_id', String(s.user_id));
      localStorage.setItem('username', s.username);
      localStorage.setItem('nivel', s.nivel);
    }, id);
    // Online once, so the screens' code is loaded; then the synthetic bank, and offline.
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Inicio' }).waitFor();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Iniciar Test' }).click();
    await page.getByRole('heading', { name: 'Configurar Test', exact: true }).waitFor();
    await page.waitForFunction(() => '__opositorBench' in window);
    await page.evaluate(
      (n) => (window as unknown as { __opositorBench: BenchHooks }).__opositorBench.seedProceso(n),
      QUESTIONS + 50,
    );
    // The results and history screens' code, while online.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Historial' }).click();
    await page.getByRole('heading', { name: 'Historial' }).waitFor();
    // Offline only once the service worker has every screen's code (an active worker has precached it).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.context().setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await simulacion(page);
    await examen(page);
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchRunner();
