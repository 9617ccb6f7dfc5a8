// A request that reaches the server process after SIGTERM, while it finishes
// the requests in flight, gets 503 `{success:false, error}` in Spanish with Retry-After, not
// Fastify's English 503. One keep-alive connection holds a request whose body is not all sent
// yet (so the server waits for it before it exits); the signal comes; then the body ends and a
// second request follows on the same connection.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/core/contract';
import { startServerProcess } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';

/** Collects what the socket receives until `done` says the text is complete. */
function receive(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (done(text)) finish();
    };
    const finish = () => {
      socket.off('data', onData);
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('close', finish);
    socket.once('error', reject);
  });
}

describe('a request during shutdown', () => {
  let work: string;
  let server: ServerProcess;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'opositor-shutdown-'));
    server = await startServerProcess(path.join(work, 'data'), { NEWS_FETCH: 'false' });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('gets a Spanish 503 with Retry-After', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const body = JSON.stringify({ action: 'login', email: 'nadie@example.com', password: 'x' });
    socket.write(
      'POST /api/auth.php HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<void>((resolve) => void server.stop().then(resolve));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const answers = receive(
      socket,
      (text) => (text.match(/HTTP\/1\.1 /g) ?? []).length >= 2 && text.endsWith('}'),
    );
    socket.write(body.slice(10));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const text = await answers;
    socket.destroy();
    await exited;

    const [first = '', second = ''] = text.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 401 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nretry-after: 5\r\n/i);
    const json = JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(json).toEqual({ success: false, error: MSG.shuttingDown });
  });
});
