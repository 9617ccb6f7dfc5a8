// Time from starting the server (as `npm start` does, after the build) to the first 200 on
// /api/health: cold (a new PGlite data directory) and warm (the same directory again).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SA_PASSWORD: 'bench-password',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('el servidor no respondió en 60 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function benchStartup(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-bench-'));
  try {
    const cold = await timeToHealthy(dataDir, 18_091);
    const warm = await timeToHealthy(dataDir, 18_092);
    console.log(
      `startup: cold (new database, migrations, seed) ${(cold / 1000).toFixed(2)} s; warm ${(warm / 1000).toFixed(2)} s`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
