// Request logging (LOG_REQUESTS): one line per answered request with its method, URL, status and
// time, none when turned off, and errors logged either way.
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

  async function serverLogging(logRequests: boolean) {
    const lines: Line[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n'))
          if (text) lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({ logRequests }),
      database,
      logger: { level: 'info', stream },
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    return { url, lines };
  }

  it('writes one line per answered request', async () => {
    const { url, lines } = await serverLogging(true);
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    await fetch(`${url}/api/no-existe.php`);
    const answered = lines.filter((l) => l.msg === 'petición atendida');
    expect(answered.map((l) => [l.url, l.statusCode])).toEqual([
      ['/api/health', 200],
      ['/api/no-existe.php', 404],
    ]);
    expect(answered.every((l) => typeof l.ms === 'number')).toBe(true);
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(
      false,
    );
  });

  it('writes none with LOG_REQUESTS=false', async () => {
    const { url, lines } = await serverLogging(false);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(lines.filter((l) => l.url !== undefined || l.msg === 'petición atendida')).toEqual([]);
  });
});
