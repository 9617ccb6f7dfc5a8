// Hostile uploads: 10 uploads at once to extraer_texto.php, 5 copies of a
// DOCX whose XML inflates to ~50 MB in ~146 KB and 5 of a 20,000-page PDF of ~6.8 MB (made into
// a temporary directory by tests/fixtures/uploads/hostile-files.ts), against the real server
// process on PGlite (a data directory created by a first start, then opened again, as a server
// runs in production), while /api/health is asked every 50 ms and the RSS of the server and of
// every process under it (its file readers) is read from /proc every 50 ms. Prints the answers,
// health p50/p99/max, that RSS before and at its peak, and whether the server still answers a
// normal upload afterwards. Targets from the issue: health p99 ≤ 100 ms, RSS ≤ 600 MB. Prints
// figures, asserts nothing.
// Alone: `node --import tsx bench/hostile-uploads.ts`; also part of `npm run bench`.
// BENCH_HOSTILE_TIMEOUT_SECONDS (600) is how long one upload may take before it is given up.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeHostileFiles } from '../tests/fixtures/uploads/hostile-files';
import {
  HOSTILE_UPLOADS,
  percentile,
  registerUser,
  residentMb,
  runHostileUploads,
  uploadFile,
} from '../tests/support/hostile-run';
import { startServerProcess } from '../tests/support/server-process';

const TIMEOUT_MS = Number(process.env.BENCH_HOSTILE_TIMEOUT_SECONDS ?? 600) * 1000;
const NORMAL_DOCX = 'tests/fixtures/uploads/congreso.docx';

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number) => `${n.toFixed(0)} MB`;

export async function benchHostileUploads(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'opositor-hostile-'));
  const dataDir = path.join(work, 'data');
  const server = await startServerProcess(dataDir, { NEWS_FETCH: 'false' });
  try {
    // The first start created the database; a running server opened an existing one.
    await server.restart();
    const files = await writeHostileFiles(path.join(work, 'files'));
    const token = await registerUser(server.url);
    console.log(
      `hostile uploads: ${HOSTILE_UPLOADS} at once to extraer_texto.php (half a DOCX of ~50 MB of XML in ` +
        `${((await readFile(files.docx)).length / 1024).toFixed(0)} KB, half a 20,000-page PDF of ` +
        `${((await readFile(files.pdf)).length / 1024 / 1024).toFixed(1)} MB), PGlite, ${cpus().length} CPUs, ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    const run = await runHostileUploads(server, files, { token, uploadTimeoutMs: TIMEOUT_MS });
    const statuses = new Map<string, number>();
    for (const u of run.uploads) {
      const key = `${u.file} ${u.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const slowest = Math.max(...run.uploads.map((u) => u.ms));
    console.log(
      `hostile uploads: answers ${[...statuses].map(([k, n]) => `${k} ×${n}`).join(', ')}; ` +
        `all answered in ${(run.totalMs / 1000).toFixed(1)} s (slowest ${(slowest / 1000).toFixed(1)} s)`,
    );
    const first = run.uploads.find((u) => u.status !== 200);
    if (first)
      console.log(
        `hostile uploads: e.g. ${first.file} → ${first.status} ${JSON.stringify(first.body)}`,
      );
    const latencies = run.health.map((h) => h.ms);
    console.log(
      `hostile uploads: /api/health every 50 ms: ${run.health.length} requests, ` +
        `${run.health.filter((h) => !h.ok).length} failed; p50 ${ms(percentile(latencies, 50))}, ` +
        `p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))} (target p99 ≤ 100 ms)`,
    );
    console.log(
      `hostile uploads: RSS of the server and its readers before ${mb(run.rssBeforeMb)}, peak ${mb(run.rssPeakMb)} ` +
        `(target ≤ 600 MB), after ${mb(await residentMb(server.pid))}`,
    );
    const t0 = performance.now();
    const normal = await uploadFile(
      server.url,
      token,
      await readFile(NORMAL_DOCX),
      'congreso.docx',
      TIMEOUT_MS,
    );
    console.log(
      `hostile uploads: afterwards a normal DOCX → ${normal.status} in ${ms(performance.now() - t0)}` +
        (normal.status === 200 ? '' : ` ${JSON.stringify(normal.body)}`),
    );
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchHostileUploads();
