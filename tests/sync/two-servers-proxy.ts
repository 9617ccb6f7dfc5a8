// A loopback reverse proxy in front of several server processes, as nginx would be: each
// request goes to the next upstream in turn (round robin), and one that is down answers 502.
// It can also misbehave on demand like fault-proxy.ts — refuse connections (offline), answer
// 500, hang (the client times out), forward and drop the answer — and send one request to two
// upstreams at once ('duplicate': the same Idempotency-Key reaching two processes together).
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type BalancerFault = 'error500' | 'hang' | 'dropResponse' | 'duplicate';

export interface Balancer {
  url: string;
  /** Faults applied to the next requests, in order; afterwards requests pass. */
  faults: BalancerFault[];
  offline: boolean;
  /** Requests forwarded to each upstream (a duplicate counts on both). */
  forwarded: number[];
  /** Upstream answers 502 because the upstream could not be reached. */
  badGateways: number;
  /** Waits for forwards still under way (the second copy of a duplicate). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const BAD_GATEWAY = JSON.stringify({ success: false, error: 'Bad Gateway' });

export async function startBalancer(upstreams: string[]): Promise<Balancer> {
  const sockets = new Set<Socket>();
  const pending = new Set<Promise<unknown>>();
  let next = 0;
  const balancer: Balancer = {
    url: '',
    faults: [],
    offline: false,
    forwarded: upstreams.map(() => 0),
    badGateways: 0,
    settle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  function forward(index: number, req: IncomingMessage, body: Buffer): Promise<Response> {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string' && !['host', 'connection', 'content-length'].includes(k))
        headers[k] = v;
    }
    balancer.forwarded[index] = (balancer.forwarded[index] ?? 0) + 1;
    return fetch(`${upstreams[index]}${req.url ?? ''}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
    });
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => undefined);
    return promise;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (balancer.offline) {
      req.socket.destroy();
      return;
    }
    const fault = balancer.faults.shift() ?? 'ok';
    const body = await readBody(req);
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
    const index = next;
    next = (next + 1) % upstreams.length;
    if (fault === 'duplicate') {
      // The copy goes to the next upstream at the same moment; its answer is thrown away.
      const other = (index + 1) % upstreams.length;
      void track(forward(other, req, body).then((r) => r.arrayBuffer())).catch(() => undefined);
    }
    let upstream: Response;
    let payload: Buffer;
    try {
      upstream = await track(forward(index, req, body));
      payload = Buffer.from(await upstream.arrayBuffer());
    } catch {
      // Connection refused or reset: the upstream is down or restarting.
      balancer.badGateways += 1;
      if (fault === 'dropResponse') req.socket.destroy();
      else {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(BAD_GATEWAY);
      }
      return;
    }
    if (fault === 'dropResponse') {
      req.socket.destroy();
      return;
    }
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, key) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key))
        headers[key] = value;
    });
    res.writeHead(upstream.status, headers);
    res.end(payload);
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  balancer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return balancer;
}
