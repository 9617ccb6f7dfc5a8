// Hostile-upload run against a real server process: a user sends 10 hostile files to
// extraer_texto.php at once (half the DOCX, half the PDF of tests/fixtures/uploads/hostile-files.ts)
// while /api/health is asked every 50 ms and the resident memory of the server and of every
// process under it (its file readers) is read from /proc every 50 ms. The asking runs in a
// thread of its own, so the work of sending the uploads does not delay it: what it sees is the
// server. That thread asks once before the uploads start, keeps that connection and does not
// count that answer: a thread's first fetch
// loads the fetch implementation and connects, which took 90–97 ms against a bare node:http
// server on a 2-core machine (5–10 ms for the next ones), the client warming up, not the server
// answering. The test asserts on what it returns; bench/hostile-uploads.ts prints it.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFile, readdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { HostileFiles } from '../fixtures/uploads/hostile-files';
import type { ServerProcess } from './server-process';

export const HOSTILE_UPLOADS = 10;
const TICK_MS = 50;

export interface UploadAnswer {
  file: 'docx' | 'pdf';
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

export interface HealthSample {
  /** From sending the request to reading the whole answer. */
  ms: number;
  ok: boolean;
}

export interface HostileRun {
  uploads: UploadAnswer[];
  health: HealthSample[];
  rssBeforeMb: number;
  rssPeakMb: number;
  /** From sending the uploads to the last answer. */
  totalMs: number;
}

/** A process's resident memory in kB (VmRSS of /proc/PID/status); 0 once it is gone. */
async function residentKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
}

/** The processes started by `pid`'s threads (/proc/PID/task/TID/children). */
async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  const lists = await Promise.all(
    tasks.map((tid) => readFile(`/proc/${pid}/task/${tid}/children`, 'utf8').catch(() => '')),
  );
  return lists.flatMap((list) => list.split(' ').filter(Boolean).map(Number));
}

/**
 * The resident memory now, in MB, of the process and every process under it: the server's file
 * readers are processes of their own, and what a hostile file costs is their memory too.
 */
export async function residentMb(pid: number): Promise<number> {
  const own = await residentKb(pid);
  if (own === 0) throw new Error(`Sin VmRSS en /proc/${pid}/status`);
  let kb = own;
  for (let level = await childrenOf(pid); level.length > 0;) {
    kb += (await Promise.all(level.map(residentKb))).reduce((a, b) => a + b, 0);
    level = (await Promise.all(level.map(childrenOf))).flat();
  }
  return kb / 1024;
}

/** A new account on the server; its access token. */
export async function registerUser(url: string): Promise<string> {
  const id = `hostil${randomBytes(4).toString('hex')}`;
  const res = await fetch(`${url}/api/auth.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      action: 'register',
      username: id,
      email: `${id}@example.com`,
      password: 'secreto-123',
    }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`Registro fallido: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

export async function uploadFile(
  url: string,
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  timeoutMs: number,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('archivo', new Blob([bytes]), name);
  const res = await fetch(`${url}/api/extraer_texto.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * The watcher thread: one /api/health request first, not counted, then 'ready'; from then on,
 * every TICK_MS it sends a /api/health request (without waiting for the last one); on 'stop' it
 * waits for the requests still out and posts what it saw.
 */
const WATCHER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, tick } = workerData;
const health = [];
async function probe() {
  const started = performance.now();
  try {
    const res = await fetch(url + '/api/health', { signal: AbortSignal.timeout(120000) });
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.ok };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}
let timer;
parentPort.once('message', async () => {
  clearInterval(timer);
  parentPort.postMessage({ health: await Promise.all(health) });
});
void probe().then((warmUp) => {
  timer = setInterval(() => health.push(probe()), tick);
  parentPort.postMessage({ ready: warmUp.ok });
});
`;

/** Resolves once the watcher has made its first request and is asking every TICK_MS. */
async function watch(url: string): Promise<{ stop(): Promise<{ health: HealthSample[] }> }> {
  const worker = new Worker(WATCHER, { eval: true, workerData: { url, tick: TICK_MS } });
  const [ready] = (await once(worker, 'message')) as [{ ready: boolean }];
  if (!ready.ready) {
    await worker.terminate();
    throw new Error('/api/health no contestó antes de los envíos');
  }
  return {
    stop: async () => {
      const result = once(worker, 'message');
      worker.postMessage('stop');
      const [seen] = (await result) as [{ health: HealthSample[] }];
      await worker.terminate();
      return seen;
    },
  };
}

export async function runHostileUploads(
  server: Pick<ServerProcess, 'url' | 'pid'>,
  files: HostileFiles,
  options: { token: string; uploadTimeoutMs: number },
): Promise<HostileRun> {
  const docx = await readFile(files.docx);
  const pdf = await readFile(files.pdf);
  const rssBeforeMb = await residentMb(server.pid);
  const watcher = await watch(server.url);
  // Read here, between the uploads' awaits: reading /proc is not delayed by a busy server.
  let rssPeakMb = rssBeforeMb;
  let reading = Promise.resolve();
  const sampler = setInterval(() => {
    reading = reading
      .then(() => residentMb(server.pid))
      .then((mb) => void (rssPeakMb = Math.max(rssPeakMb, mb)))
      .catch(() => undefined);
  }, TICK_MS);
  const started = performance.now();
  const uploads = await Promise.all(
    Array.from({ length: HOSTILE_UPLOADS }, async (_, i): Promise<UploadAnswer> => {
      const file = i % 2 === 0 ? 'docx' : 'pdf';
      const t0 = performance.now();
      const answer = await uploadFile(
        server.url,
        options.token,
        file === 'docx' ? docx : pdf,
        `hostil-${i}.${file}`,
        options.uploadTimeoutMs,
      ).catch((error: unknown) => ({ status: 0, body: { error: String(error) } }));
      return { file, ...answer, ms: performance.now() - t0 };
    }),
  );
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  await reading;
  const seen = await watcher.stop();
  return { uploads, health: seen.health, rssBeforeMb, rssPeakMb, totalMs };
}

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
