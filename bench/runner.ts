// In Debian's Chromium, the benchmark build served by the real server: a 200-question test taken
// offline from a synthetic bank kept on the device (no seeded process has 200 plain questions).
// For every question, the time from choosing an option to the frame with the feedback painted
// (the click is dispatched inside the page, so the figure is the app's own work, not the
// browser driver's), and the tab's JS heap while the test runs.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';
import { startServerProcess } from '../tests/support/server-process';

const QUESTIONS = 200;
const BENCH_DESCRIPCION = 'Banco de prueba (bench)';

interface BenchHooks {
  seedProceso(count: number): Promise<void>;
}

// Plain JavaScript run in the page (a string, so no compiler helper such as __name leaks in).
// Clicks the first option of the question on screen and resolves with the ms until the frame
// with the feedback was painted: rAF runs before that paint, a message posted from it after.
const ANSWER_AND_TIME = `new Promise((resolve, reject) => {
  const option = document.querySelector('button[aria-pressed]:not([disabled])');
  if (!option) return reject(new Error('no hay opción que elegir'));
  const shown = () => document.body.innerText.includes('La respuesta correcta es:');
  const start = performance.now();
  const painted = () =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  option.click();
  if (shown()) return painted();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    painted();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

function answerAndTime(page: Page): Promise<number> {
  return page.evaluate(ANSWER_AND_TIME) as Promise<number>;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

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
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth`);
    const id = `benchrun${Date.now().toString(36)}`;
    await page.evaluate(async (user) => {
      const res = await fetch('/api/auth.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'register', username: user, email: `${user}@example.com`, password: 'secreto-123' }),
      });
      const s = (await res.json()) as { token: string; refresh_token: string; user_id: number; username: string; nivel: string };
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
    await page.evaluate((n) => (window as unknown as { __opositorBench: BenchHooks }).__opositorBench.seedProceso(n), QUESTIONS + 50);
    await page.context().setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByTestId('sidebar').getByRole('link', { name: 'Inicio' }).click();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Iniciar Test' }).click();
    await page.getByLabel('Proceso').selectOption({ label: BENCH_DESCRIPCION });
    await page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/).waitFor();
    await page.getByLabel('Número de preguntas').fill(String(QUESTIONS));
    await page.getByLabel('Minutos').fill('600');
    await page.getByRole('button', { name: 'Comenzar Test' }).click();
    const position = await page.getByText(/^1 \/ \d+$/).innerText();
    const total = Number(position.split('/')[1]);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const heapStart = await heapMb(cdp);
    let heapPeak = heapStart;
    const times: number[] = [];
    for (let i = 1; i <= total; i++) {
      times.push(await answerAndTime(page));
      if (i % 10 === 0) heapPeak = Math.max(heapPeak, await heapMb(cdp));
      if (i < total) {
        await page.getByRole('button', { name: 'Siguiente Pregunta' }).click();
        await page.getByText(`${i + 1} / ${total}`, { exact: true }).waitFor();
      }
    }
    heapPeak = Math.max(heapPeak, await heapMb(cdp));
    await cdp.send('HeapProfiler.collectGarbage');
    const heapEnd = await heapMb(cdp);
    times.sort((a, b) => a - b);
    console.log(
      `runner: ${total}-question test (offline), choose an option → feedback painted: median ${percentile(times, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms (target ≤ 50 ms at the median)`,
    );
    console.log(
      `runner: JS heap while running: ${heapStart.toFixed(1)} MB at the start, peak ${heapPeak.toFixed(1)} MB, ` +
        `${heapEnd.toFixed(1)} MB after the last question (after GC)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
