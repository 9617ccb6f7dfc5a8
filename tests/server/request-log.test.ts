// Request logging (LOG_REQUESTS): one line per answered request with its method, URL, status and
// time, at `info` for an answer that went wrong or was slow and at `debug` for any other; none
// when turned off, and errors logged either way.
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import type { Database } from '../../server/db';
import { testConfig } from './harness';

interface Line {
  msg: string;
  url?: string;
  statusCode?: number;
  ms?: number;
  level: number;
}

describe('request log', () => {
  let database: Database;
  let close: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 120_000);
  afterEach(async () => {
    await close?.();
    close = null;
  });
  afterAll(() => database.close());

  async function serverLogging(
    logRequests: boolean,
    { level = 'info', logSlowMs }: { level?: string; logSlowMs?: number } = {},
  ) {
    const lines: Line[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n'))
          if (text) lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({ logRequests, ...(logSlowMs === undefined ? {} : { logSlowMs }) }),
      database,
      logger: { level, stream },
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    return { url, lines };
  }

  const answered = (lines: Line[]) =>
    lines
      .filter((l) => l.msg === 'petición atendida')
      .map((l) => [l.url, l.statusCode, l.level, typeof l.ms]);

  it('writes an answer that went wrong at info, and one that went well only at debug', async () => {
    const { url, lines } = await serverLogging(true);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/api/no-existe.php`)).status).toBe(404);
    expect(answered(lines)).toEqual([['/api/no-existe.php', 404, 30, 'number']]);
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(
      false,
    );
  });

  it('writes every answered request at debug', async () => {
    const { url, lines } = await serverLogging(true, { level: 'debug' });
    await fetch(`${url}/api/health`);
    await fetch(`${url}/api/no-existe.php`);
    expect(answered(lines)).toEqual([
      ['/api/health', 200, 20, 'number'],
      ['/api/no-existe.php', 404, 30, 'number'],
    ]);
  });

  it('writes an answer at info once it took LOG_SLOW_MS', async () => {
    const { url, lines } = await serverLogging(true, { logSlowMs: 0 });
    await fetch(`${url}/api/health`);
    expect(answered(lines)).toEqual([['/api/health', 200, 30, 'number']]);
  });

  it('writes none with LOG_REQUESTS=false', async () => {
    const { url, lines } = await serverLogging(false, { level: 'debug' });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(lines.filter((l) => l.url !== undefined || l.msg === 'petición atendida')).toEqual([]);
  });
});
