// Issue 20's hostile-upload run against a real server process: a user sends 10 hostile files to
// extraer_texto.php at once (half the DOCX, half the PDF of tests/fixtures/uploads/hostile-files.ts)
// while /api/health is asked every 50 ms and the server's resident memory is read from /proc
// every 50 ms. The test asserts on what it returns; bench/hostile-uploads.ts prints it.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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

/** The process's resident memory now, in MB (VmRSS of /proc/PID/status). */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`Sin VmRSS en /proc/${pid}/status`);
  return Number(kb) / 1024;
}

/** A new account on the server; its access token. */
export async function registerUser(url: string): Promise<string> {
  const id = `hostil${randomBytes(4).toString('hex')}`;
  const res = await fetch(`${url}/api/auth.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'register', username: id, email: `${id}@example.com`, password: 'secreto-123' }),
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

/** Calls `sample` every TICK_MS until stopped, without waiting for one call before the next. */
function every<T>(sample: () => Promise<T>): { stop(): Promise<T[]> } {
  const pending: Promise<T>[] = [];
  const timer = setInterval(() => pending.push(sample()), TICK_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      return Promise.all(pending);
    },
  };
}

async function healthSample(url: string): Promise<HealthSample> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(120_000) });
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.ok };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

export async function runHostileUploads(
  server: Pick<ServerProcess, 'url' | 'pid'>,
  files: HostileFiles,
  options: { token: string; uploadTimeoutMs: number },
): Promise<HostileRun> {
  const docx = await readFile(files.docx);
  const pdf = await readFile(files.pdf);
  const rssBeforeMb = await residentMb(server.pid);
  let rssPeakMb = rssBeforeMb;
  const rss = every(async () => {
    const mb = await residentMb(server.pid).catch(() => 0);
    rssPeakMb = Math.max(rssPeakMb, mb);
    return mb;
  });
  const health = every(() => healthSample(server.url));
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
  const samples = await health.stop();
  await rss.stop();
  return { uploads, health: samples, rssBeforeMb, rssPeakMb, totalMs };
}

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
