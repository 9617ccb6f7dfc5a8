// In Debian's Chromium against the real server: import a 20,000-question bank into Dexie,
// generate a 100-question test from it offline, and replay 1,000 outbox entries: one request per
// entry (as before sincronizar.php) and in batches of the app's size.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { SYNC_BATCH_SIZE } from '../src/core/contract/sync';
import { startServerProcess } from '../tests/support/server-process';

interface BenchHooks {
  importBank(count: number): Promise<number>;
  generate(count: number): Promise<{ ms: number; questions: number }>;
  replay(
    count: number,
    batchSize: number,
  ): Promise<{ queueMs: number; ms: number; sent: number; stoppedBy: string | null }>;
}

export async function benchOffline(): Promise<void> {
  const outDir = 'test-results/dist-bench';
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    env: { ...process.env, VITE_BENCH: 'true' },
    stdio: 'ignore',
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-bench-offline-'));
  const database: Record<string, string> = process.env.BENCH_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
    : {};
  const server = await startServerProcess(dataDir, {
    STATIC_DIR: path.resolve(outDir),
    ...database,
  });
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
    await page.goto(`${server.url}/auth`);
    const id = `bench${Date.now().toString(36)}`;
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
    await page.reload();
    await page.waitForFunction(() => '__opositorBench' in window);

    const importMs = await page.evaluate(() =>
      (window as unknown as { __opositorBench: BenchHooks }).__opositorBench.importBank(20_000),
    );
    const gens: number[] = [];
    for (let i = 0; i < 20; i++) {
      const g = await page.evaluate(() =>
        (window as unknown as { __opositorBench: BenchHooks }).__opositorBench.generate(100),
      );
      gens.push(g.ms);
    }
    gens.sort((a, b) => a - b);
    const replays = [];
    // BENCH_SYNC_BATCH tries another batch size than the app's.
    for (const batchSize of [1, Number(process.env.BENCH_SYNC_BATCH ?? SYNC_BATCH_SIZE)]) {
      const replay = await page.evaluate(
        (size) =>
          (window as unknown as { __opositorBench: BenchHooks }).__opositorBench.replay(
            1_000,
            size,
          ),
        batchSize,
      );
      replays.push({ batchSize, ...replay });
    }
    console.log(`offline (server on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`);
    console.log(
      `offline: import 20,000 questions into Dexie ${importMs.toFixed(0)} ms (target ≤ 2000 ms)`,
    );
    console.log(
      `offline: generate a 100-question test from the kept bank: median ${gens[10]?.toFixed(1)} ms, max ${gens.at(-1)?.toFixed(1)} ms over 20 (target ≤ 50 ms)`,
    );
    for (const replay of replays) {
      const how =
        replay.batchSize === 1
          ? 'one request per entry'
          : `batches of ${replay.batchSize} (sincronizar.php)`;
      console.log(
        `offline: replay ${replay.sent} queued outbox entries, ${how}, in ${(replay.ms / 1000).toFixed(2)} s = ${((replay.sent / replay.ms) * 1000).toFixed(0)} entries/s (target ≥ 500/s; queueing them took ${replay.queueMs.toFixed(0)} ms before)` +
          (replay.stoppedBy ? `; stopped early by: ${replay.stoppedBy}` : ''),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchOffline();
