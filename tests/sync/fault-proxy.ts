// A loopback proxy in front of the real server that can misbehave on demand: refuse
// connections (offline), answer 500, hang (timeout), or forward the request and then drop the
// answer (the server applied it, the client never heard), or hold a request in flight until the
// test lets it go on. It logs what reached the server.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Fault = 'ok' | 'error500' | 'hang' | 'dropResponse';

export interface FaultProxy {
  url: string;
  /** Faults applied to the next requests, in order; afterwards requests pass. */
  faults: Fault[];
  offline: boolean;
  /** Method and path of every request that reached the server, in order. */
  forwarded: { method: string; path: string; body: string; idempotencyKey: string | null }[];
  setTarget(url: string): void;
  /**
   * The next request waits here, sent but not yet at the server, until `release`; `arrived`
   * resolves once it is waiting.
   */
  holdNext(): { arrived: Promise<void>; release: () => void };
  close(): Promise<void>;
}

interface Hold {
  arrive: () => void;
  released: Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let targetUrl = target;
  const sockets = new Set<Socket>();
  const holds: Hold[] = [];
  const proxy: FaultProxy = {
    url: '',
    faults: [],
    offline: false,
    forwarded: [],
    setTarget: (url) => {
      targetUrl = url;
    },
    holdNext: () => {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ arrive, released });
      return { arrived, release };
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  async function forward(req: IncomingMessage, body: Buffer) {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string' && !['host', 'connection', 'content-length'].includes(k))
        headers[k] = v;
    }
    proxy.forwarded.push({
      method: req.method ?? 'GET',
      path: req.url ?? '',
      body: body.toString(),
      idempotencyKey: headers['idempotency-key'] ?? null,
    });
    return fetch(`${targetUrl}${req.url ?? ''}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (proxy.offline) {
      req.socket.destroy();
      return;
    }
    const fault = proxy.faults.shift() ?? 'ok';
    const body = await readBody(req);
    const hold = holds.shift();
    if (hold) {
      hold.arrive();
      await hold.released;
    }
    if (fault === 'hang') return; // never answers; the client times out
    if (fault === 'error500') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          success: false,
          error: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
        }),
      );
      return;
    }
    try {
      const upstream = await forward(req, body);
      if (fault === 'dropResponse') {
        await upstream.arrayBuffer();
        req.socket.destroy();
        return;
      }
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, key) => {
        if (
          !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key)
        )
          headers[key] = value;
      });
      res.writeHead(upstream.status, headers);
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      req.socket.destroy();
    }
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
