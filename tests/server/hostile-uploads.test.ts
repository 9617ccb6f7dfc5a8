// Against the real server process (node --import tsx server/main.ts, its RSS
// read from /proc): 10 hostile uploads at once (a DOCX whose XML inflates to ~50 MB, a PDF of
// 20,000 pages) while /api/health is asked every 50 ms. Every upload gets the 422 in Spanish,
// every health request made meanwhile succeeds within a bound that a stall of tens of seconds
// breaks but a busy shared machine does not, the RSS stays far below the gigabytes these files
// once took, and the server answers normally afterwards. The exact targets (p99 ≤ 100
// ms, RSS ≤ 600 MB) are printed by bench/hostile-uploads.ts, not asserted here.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/core/contract/base';
import { writeHostileFiles } from '../fixtures/uploads/hostile-files';
import type { HostileFiles } from '../fixtures/uploads/hostile-files';
import {
  HOSTILE_UPLOADS,
  registerUser,
  runHostileUploads,
  uploadFile,
} from '../support/hostile-run';
import { startServerProcess } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';

/** Before the file workers, /api/health waited 47.7 s behind one such DOCX. */
const HEALTH_BOUND_MS = 2_000;
/**
 * Before, one such DOCX took the server from 467 MB to 2.96 GB. Counted over the server and its
 * reader processes.
 */
const RSS_BOUND_MB = 1_200;

describe('10 hostile uploads at once against the server process', () => {
  let work: string;
  let server: ServerProcess;
  let files: HostileFiles;
  let token: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'opositor-hostile-'));
    server = await startServerProcess(path.join(work, 'data'), { NEWS_FETCH: 'false' });
    // A server opens an existing database; the first start, which creates it, takes more memory.
    await server.restart();
    files = await writeHostileFiles(path.join(work, 'files'));
    token = await registerUser(server.url);
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it(
    'refuses every one with 422 in Spanish and keeps answering everyone else',
    { timeout: 300_000 },
    async () => {
      const run = await runHostileUploads(server, files, { token, uploadTimeoutMs: 240_000 });

      expect(run.uploads).toHaveLength(HOSTILE_UPLOADS);
      for (const upload of run.uploads) {
        expect(upload.status, `${upload.file}: ${JSON.stringify(upload.body)}`).toBe(422);
        expect(upload.body).toEqual({ success: false, error: MSG.tooComplex });
      }
      expect(run.health.length).toBeGreaterThan(0);
      const failed = run.health.filter((h) => !h.ok);
      const slow = run.health.filter((h) => h.ms > HEALTH_BOUND_MS);
      expect(failed, 'peticiones a /api/health fallidas').toEqual([]);
      expect(slow, `peticiones a /api/health de más de ${HEALTH_BOUND_MS} ms`).toEqual([]);
      expect(run.rssPeakMb).toBeLessThan(RSS_BOUND_MB);

      const normal = await uploadFile(
        server.url,
        token,
        await readFile('tests/fixtures/uploads/congreso.docx'),
        'congreso.docx',
        60_000,
      );
      expect(normal.status).toBe(200);
      expect(normal.body).toMatchObject({
        success: true,
        archivo_tipo: expect.stringContaining('wordprocessingml'),
      });
      expect(String(normal.body.texto)).toContain('Congreso');
    },
  );
});
