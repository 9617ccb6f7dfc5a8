// Load run: autocannon with 200 connections for 30 s against
// the real server process (`node --import tsx server/main.ts`, API only) on `genera_test.php` (a
// logged-in user's simulacro: every section and topic of a process but the psychotechnic ones,
// the official number of questions), on `banco_preguntas.php` answering 304 (If-None-Match with
// the bank's ETag) and 200 (the whole bank, brotli), and on `guardar_tests_realizados.php` (a
// new finished test per request: its own uuid and Idempotency-Key, real question ids, users
// spread over the connections), and, in the same run on the same machine, against a bare
// Fastify app with one GET answering a constant: prints p50/p99 latency, requests/s, errors and
// non-2xx, the server's CPU time per answered request (from /proc, so on Linux), and every
// route's ratio to the bare route's throughput. Each route is measured once all its connections
// have had a first answer (see measure()); how long that took is printed apart. Then what
// request logging costs: the hot reads on a fresh server with the default logging
// (LOG_LEVEL=info: a line for an answer that went wrong or was slow), on one with a line for
// every answer (LOG_LEVEL=debug) and on one without (LOG_REQUESTS=false), in turn, three rounds
// each starting with the next one, every route after a warm-up of at least 3 s, since one pass
// after the other measured order and warm-up more than logging (on a busy machine the CPU time
// per request says it better than requests/s);
// and the time and size of compressing one genera_test.php answer at each brotli and gzip
// level (how server/plugins/compression.ts's levels were chosen).
// Prints figures, asserts nothing.
//
// The server runs on PGlite (a new data directory) and, with BENCH_DATABASE_URL, on PostgreSQL
// too, in a database of its own, dropped afterwards (BENCH_LOAD_DATABASES=pglite or postgres
// runs only one). BENCH_LOAD_SECONDS (30), BENCH_LOAD_CONNECTIONS (200), BENCH_LOAD_USERS (100),
// BENCH_LOAD_WARMUP_SECONDS (0) and BENCH_LOAD_TIMEOUT_SECONDS (60) shorten or change the run;
// BENCH_LOAD_LOGGING=false leaves out the logging passes; BENCH_LOAD_LOGGING_ROUNDS (3) sets
// how many times each of them runs (a multiple of 3 puts each one first, second and third
// equally often).
// Alone: `node --import tsx bench/load.ts`; also part of `npm run bench`.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { Options } from 'autocannon';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { RequestLog } from '../server/plugins/request-log';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 100);
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 0);
/** How long to wait for every connection to have had an answer before measuring anyway. */
const RAMP_LIMIT_SECONDS = 60;
/**
 * autocannon gives up on an answer after this long and counts a timeout. Its default, 10 s, is
 * shorter than a saturated server's queue here: every answer would come too late, and the
 * server would keep working on requests nobody waits for, so the run would measure nothing.
 */
const TIMEOUT_SECONDS = Number(process.env.BENCH_LOAD_TIMEOUT_SECONDS ?? 60);
const LOGGING_PASS = process.env.BENCH_LOAD_LOGGING !== 'false';
const LOGGING_ROUNDS = Number(process.env.BENCH_LOAD_LOGGING_ROUNDS ?? 3);
const LOGGING_WARMUP_SECONDS = Math.max(WARMUP_SECONDS, 3);
const PORT_SERVER = 18_111;
const PORT_BARE = 18_112;
// What a browser sends: the server compresses answers over 1 KB when asked to.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

const BARE_APP = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

interface Child {
  url: string;
  /** The CPU time the process has used so far (user and system), in ms; NaN where unknown. */
  cpuMs(): number;
  stop(): Promise<void>;
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * Read from /proc (Linux): CPU time per answered request does not depend on how the requests
 * queue, so it says what a change costs even on a busy machine, where requests/s do not.
 */
function cpuMsOf(child: ChildProcess): () => number {
  return () => {
    try {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
      const ticks = Number(fields?.[11]) + Number(fields?.[12]);
      return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
    } catch {
      return NaN;
    }
  };
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el proceso terminó (código ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 300_000) throw new Error(`${url} no respondió en 300 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  };
}

async function startServer(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT_SERVER),
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      NEWS_FETCH: 'false',
      SA_PASSWORD: 'bench-password-123',
      RATE_LIMIT_AUTH_IP: '1000000',
      RATE_LIMIT_AUTH_EMAIL: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT_SERVER}`;
  await waitFor(`${url}/api/health`, child);
  return { url, cpuMs: cpuMsOf(child), stop: stopper(child) };
}

async function startBare(): Promise<Child> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_APP], {
    env: { ...process.env, PORT: String(PORT_BARE) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT_BARE}`;
  await waitFor(`${url}/`, child);
  return { url, cpuMs: cpuMsOf(child), stop: stopper(child) };
}

/** A PostgreSQL database of the bench's own on BENCH_DATABASE_URL's server. */
async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `opositor_load_${randomBytes(6).toString('hex')}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function postJson(
  url: string,
  body: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** USERS new accounts (a few registrations at a time), their access tokens. */
async function registerUsers(api: string): Promise<string[]> {
  const tokens: string[] = [];
  const tag = randomBytes(3).toString('hex');
  for (let i = 0; i < USERS; i += 4) {
    const batch = Array.from({ length: Math.min(4, USERS - i) }, (_, j) => {
      const id = `carga${tag}${i + j}`;
      return postJson(`${api}/auth.php`, {
        action: 'register',
        username: id,
        email: `${id}@bench.local`,
        password: 'secreto-123',
      });
    });
    for (const session of await Promise.all(batch)) tokens.push(session.token as string);
  }
  return tokens;
}

interface Scenario {
  /** The query string of genera_test.php. */
  generaQuery: string;
  numPreguntas: number;
  idProceso: number;
  secciones: string[];
  temas: string[];
  questionIds: number[];
}

/** A real process's simulacro: its sections and topics but the psychotechnic ones. */
async function scenario(api: string, token: string): Promise<Scenario> {
  type Proceso = { id: number; descripcion: string; formato: { preguntas: number } | null };
  const procesos = await getJson<Proceso[]>(`${api}/procesos.php`, token);
  const proceso = procesos.find((p) => p.formato) ?? procesos[0];
  if (!proceso) throw new Error('no hay procesos');
  const bank = await getJson<{ preguntas: { id: number; seccion: string; tema: string }[] }>(
    `${api}/banco_preguntas.php?id_proceso=${proceso.id}`,
    token,
  );
  const usable = bank.preguntas.filter((q) => !/^psico/i.test(q.tema));
  const secciones = [...new Set(usable.map((q) => q.seccion))];
  const temas = [...new Set(usable.map((q) => q.tema))];
  const numPreguntas = Math.min(proceso.formato?.preguntas ?? 50, usable.length);
  const params = new URLSearchParams({
    proceso_id: String(proceso.id),
    secciones: secciones.join(','),
    temas: temas.join(','),
    numPreguntas: String(numPreguntas),
  });
  return {
    generaQuery: params.toString(),
    numPreguntas,
    idProceso: proceso.id,
    secciones,
    temas,
    questionIds: usable.map((q) => q.id),
  };
}

function finishedTest(s: Scenario, uuid: string, seq: number) {
  const n = Math.min(30, s.questionIds.length);
  const start = s.questionIds.length > n ? seq % (s.questionIds.length - n) : 0;
  const ids = s.questionIds.slice(start, start + n);
  const now = Date.now();
  return {
    uuid,
    id_proceso: s.idProceso,
    tipo_test: 'simulacion',
    psicotecnico: false,
    secciones: s.secciones.join(','),
    temas: s.temas.join(','),
    num_preguntas: ids.length,
    tiempo: 30,
    tiempo_restante: 600,
    respuestas: Object.fromEntries(
      ids.map((id, i) => [String(id), i % 5 === 4 ? null : 1 + ((id + i) % 4)]),
    ),
    fecha_inicio: new Date(now - 20 * 60_000).toISOString(),
    fecha_finalizacion: new Date(now).toISOString(),
  };
}

/**
 * What one route measured, over the measuring window only: answers a second, latency, counts,
 * and the server's CPU time per answered request.
 */
interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  cpuMsPerRequest: number;
  /** From the first request until every connection had had an answer (s); NaN if never. */
  rampSeconds: number;
  /** How many connections had had an answer when measuring began. */
  answeredFirst: number;
}

function report(name: string, r: Measured): void {
  console.log(
    `load: ${name}: ${r.reqPerSec.toFixed(0)} req/s, latency p50 ${r.p50} ms, ` +
      `p99 ${r.p99} ms; ${r.total} answers, ${r.ok} 2xx, non-2xx ${r.non2xx}, ` +
      `errors ${r.errors} (of them timeouts ${r.timeouts}); server CPU ${r.cpuMsPerRequest.toFixed(2)} ms a request; ` +
      (Number.isNaN(r.rampSeconds)
        ? `only ${r.answeredFirst} of ${CONNECTIONS} connections answered in ${RAMP_LIMIT_SECONDS} s`
        : `all ${CONNECTIONS} connections answered ${r.rampSeconds.toFixed(1)} s after the start`),
  );
}

/**
 * autocannon leaves requests it sent but did not wait for; one more request waits behind them
 * (on PGlite every query is queued on the one connection), so the next run starts clean.
 */
async function settle(url: string): Promise<void> {
  await fetch(url).catch(() => undefined);
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN);

/**
 * One autocannon run of CONNECTIONS connections, measured for SECONDS once every connection has
 * had an answer and at least `warmupSeconds` have passed. The wait matters: a saturated Node
 * server accepts one new connection per turn of its event loop (libuv, since 1.45), and a turn
 * serves every connection with a request ready, so at about a millisecond a request the last of
 * 200 connections opened at once waited seconds for its first answer. Measured from the first
 * request, that ramp made the p99 (genera_test.php: 5.9 s for the slowest connection, 0.1 s for
 * the others). The ramp is printed apart.
 */
async function measure(
  name: string,
  options: Options,
  server: Child,
  settleUrl: string,
  warmupSeconds = WARMUP_SECONDS,
): Promise<Measured> {
  const started = performance.now();
  const answered = new Set<unknown>();
  let rampMs = NaN;
  let answeredFirst = 0;
  // Opened (start > 0) once every connection has had an answer; closed (end > 0) SECONDS later.
  const window = { start: 0, end: 0, cpuStart: NaN, cpuEnd: NaN };
  const latencies: number[] = [];
  const counts = { ok: 0, non2xx: 0, errors: 0, timeouts: 0 };
  const open = () => window.start > 0 && window.end === 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        timeout: TIMEOUT_SECONDS,
        ...options,
        duration: RAMP_LIMIT_SECONDS + warmupSeconds + SECONDS + 1,
      },
      (error) => (error ? reject(error) : resolve()),
    );
    const close = () => {
      window.end = performance.now();
      window.cpuEnd = server.cpuMs();
      instance.stop();
    };
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      const now = performance.now();
      if (window.start === 0) {
        answered.add(client);
        if (answered.size === CONNECTIONS && Number.isNaN(rampMs)) rampMs = now - started;
        const elapsed = now - started;
        const ready = !Number.isNaN(rampMs) || elapsed >= RAMP_LIMIT_SECONDS * 1000;
        if (ready && elapsed >= warmupSeconds * 1000) {
          answeredFirst = answered.size;
          window.start = now;
          window.cpuStart = server.cpuMs();
          setTimeout(close, SECONDS * 1000);
        }
        return;
      }
      if (!open()) return;
      latencies.push(responseTime);
      if (statusCode >= 200 && statusCode < 300) counts.ok += 1;
      else counts.non2xx += 1;
    });
    instance.on('reqError', (error: unknown) => {
      if (!open()) return;
      counts.errors += 1;
      if (error instanceof Error && /timed out/.test(error.message)) counts.timeouts += 1;
    });
  });
  await settle(settleUrl);
  if (window.end === 0) throw new Error(`${name}: autocannon stopped before the measuring ended`);
  latencies.sort((a, b) => a - b);
  const total = latencies.length;
  const result: Measured = {
    reqPerSec: (total * 1000) / (window.end - window.start),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    total,
    ...counts,
    cpuMsPerRequest: (window.cpuEnd - window.cpuStart) / Math.max(1, total),
    rampSeconds: rampMs / 1000,
    answeredFirst,
  };
  report(name, result);
  return result;
}

function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

function withToken(tokens: string[], headers: Record<string, string> = {}): Options['requests'] {
  return [
    {
      method: 'GET',
      // autocannon starts each request with a fresh context: a user at random each time.
      setupRequest: (req) => {
        const token = tokens[Math.floor(Math.random() * tokens.length)] ?? '';
        return {
          ...req,
          headers: { ...BROWSER_HEADERS, ...headers, authorization: `Bearer ${token}` },
        };
      },
    },
  ];
}

interface Row {
  name: string;
  result: Measured;
}

/** The hot GET routes: genera_test.php, and banco_preguntas.php answering 304 and 200. */
async function measureReads(
  server: Child,
  s: Scenario,
  tokens: string[],
  suffix = '',
  warmupSeconds = WARMUP_SECONDS,
): Promise<Row[]> {
  const api = `${server.url}/api`;
  const etag = (
    await fetch(`${api}/banco_preguntas.php?id_proceso=${s.idProceso}`, {
      headers: { authorization: `Bearer ${tokens[0] ?? ''}` },
    })
  ).headers.get('etag');
  if (!etag) throw new Error('banco_preguntas.php no envió ETag');
  const rows: Row[] = [];
  const add = async (name: string, options: Options) =>
    rows.push({
      name: name + suffix,
      result: await measure(name + suffix, options, server, `${api}/health`, warmupSeconds),
    });
  await add(`genera_test.php (${s.numPreguntas} questions, ${s.temas.length} topics)`, {
    url: `${api}/genera_test.php?${s.generaQuery}`,
    connections: CONNECTIONS,
    requests: withToken(tokens),
  });
  await add('banco_preguntas.php 304 (If-None-Match)', {
    url: `${api}/banco_preguntas.php?id_proceso=${s.idProceso}`,
    connections: CONNECTIONS,
    requests: withToken(tokens, { 'if-none-match': etag }),
  });
  await add(`banco_preguntas.php 200 (${s.questionIds.length}+ questions, br)`, {
    url: `${api}/banco_preguntas.php?id_proceso=${s.idProceso}`,
    connections: CONNECTIONS,
    requests: withToken(tokens),
  });
  return rows;
}

async function measureGuardar(server: Child, s: Scenario, tokens: string[]): Promise<Row> {
  const api = `${server.url}/api`;
  let seq = 0;
  const name = 'guardar_tests_realizados.php (a new 30-question test each)';
  const result = await measure(
    name,
    {
      url: `${api}/guardar_tests_realizados.php`,
      connections: CONNECTIONS,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const token = tokens[seq % tokens.length] ?? '';
            const uuid = randomUUID();
            seq += 1;
            return {
              ...req,
              headers: {
                ...BROWSER_HEADERS,
                'content-type': 'application/json',
                'idempotency-key': uuid,
                authorization: `Bearer ${token}`,
              },
              body: JSON.stringify(finishedTest(s, uuid, seq)),
            };
          },
        },
      ],
    },
    server,
    `${api}/health`,
  );
  return { name, result };
}

/** Time and size of compressing one genera_test.php answer at each level. */
async function compressionLevels(api: string, s: Scenario, token: string): Promise<void> {
  const res = await fetch(`${api}/genera_test.php?${s.generaQuery}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  const body = Buffer.from(await res.arrayBuffer());
  const time = (compress: () => Buffer) => {
    let size = 0;
    const rounds = 20;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) size = compress().length;
    return { ms: (performance.now() - started) / rounds, size };
  };
  const line = (name: string, r: { ms: number; size: number }) =>
    `${name} ${r.ms.toFixed(2)} ms → ${(r.size / 1024).toFixed(1)} KB`;
  const brotli = [0, 1, 2, 3, 4, 5, 6, 9, 11].map((q) =>
    line(
      `br ${q}`,
      time(() => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: q } })),
    ),
  );
  // What server/plugins/compression.ts uses: quality 0 with a 256 KB window, or gzip 2.
  brotli.push(
    line(
      'br 0 (window 2^18)',
      time(() =>
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_LGWIN]: 18 },
        }),
      ),
    ),
  );
  const gzip = [1, 2, 4, 6, 9].map((level) =>
    line(
      `gzip ${level}`,
      time(() => gzipSync(body, { level })),
    ),
  );
  console.log(
    `load: compressing one genera_test.php answer (${(body.length / 1024).toFixed(1)} KB): ${[...brotli, ...gzip].join('; ')}`,
  );
}

function ratioLine(row: Row, bare: Measured): string {
  const ratio = row.result.reqPerSec / bare.reqPerSec;
  return `load:   ${row.name}: ${ratio.toFixed(4)} of the bare route (${row.result.reqPerSec.toFixed(0)} / ${bare.reqPerSec.toFixed(0)} req/s), p99 ${row.result.p99} ms`;
}

/**
 * The hot reads on the same data, served by a fresh server with the default logging (LOG_LEVEL=
 * info: a line for an answer that went wrong or was slow), by one that writes a line for every
 * answer (LOG_LEVEL=debug) and by one that writes none (LOG_REQUESTS=false), in turn,
 * LOGGING_ROUNDS times each; prints each pass and what each logging costs on average.
 */
async function measureLogging(
  serverEnv: Record<string, string>,
  s: Scenario,
  tokens: string[],
): Promise<void> {
  const modes: { name: string; env: Record<string, string> }[] = [
    { name: 'request logging off (LOG_REQUESTS=false)', env: { LOG_REQUESTS: 'false' } },
    { name: 'request logging as default (LOG_LEVEL=info)', env: { LOG_REQUESTS: 'true' } },
    {
      name: 'a line for every answer (LOG_LEVEL=debug)',
      env: { LOG_REQUESTS: 'true', LOG_LEVEL: 'debug' },
    },
  ];
  const totals = modes.map(() => new Map<string, number>());
  const cpuTotals = modes.map(() => new Map<string, number>());
  for (let round = 1; round <= LOGGING_ROUNDS; round++) {
    // Each round starts with the next mode, so over rounds every mode takes every place in turn:
    // run in one fixed order, the second place measured lower in every round whatever ran there.
    const order = modes.map((_, i) => (i + round - 1) % modes.length);
    for (const m of order) {
      const mode = modes[m]!;
      const server = await startServer({ ...serverEnv, LOG_LEVEL: 'info', ...mode.env });
      try {
        const suffix = `, ${mode.name}, round ${round}`;
        for (const row of await measureReads(server, s, tokens, suffix, LOGGING_WARMUP_SECONDS)) {
          const route = row.name.slice(0, -suffix.length);
          totals[m]?.set(route, (totals[m]?.get(route) ?? 0) + row.result.reqPerSec);
          const cpu = cpuTotals[m];
          cpu?.set(route, (cpu.get(route) ?? 0) + row.result.cpuMsPerRequest);
        }
      } finally {
        await server.stop();
      }
    }
  }
  const [off, ...logging] = totals;
  const [cpuOff, ...cpuLogging] = cpuTotals;
  for (const [i, on] of logging.entries()) {
    const name = modes[i + 1]?.name ?? '';
    for (const [route, offTotal] of off ?? []) {
      const onTotal = on.get(route) ?? 0;
      // Where the server is what limits throughput, requests/s go as 1 / (CPU time a request).
      const cpuOnMs = (cpuLogging[i]?.get(route) ?? NaN) / LOGGING_ROUNDS;
      const cpuOffMs = (cpuOff?.get(route) ?? NaN) / LOGGING_ROUNDS;
      console.log(
        `load: ${name} costs ${(100 * (1 - onTotal / offTotal)).toFixed(1)} % of ${route} ` +
          `(${(onTotal / LOGGING_ROUNDS).toFixed(0)} req/s on, ${(offTotal / LOGGING_ROUNDS).toFixed(0)} off, ` +
          `mean of ${LOGGING_ROUNDS} passes each; target under 5 %); by server CPU ` +
          `${(100 * (1 - cpuOffMs / cpuOnMs)).toFixed(1)} % (${cpuOnMs.toFixed(3)} ms a request on, ${cpuOffMs.toFixed(3)} off)`,
      );
    }
  }
}

/**
 * What the request log adds to one answer, measured in this process: RequestLog's call for a
 * request answered 304 in 0.05 ms, under each logging, the line (when there is one) written to
 * /dev/null the way pino writes to stdout. The load passes of one logging differ from one to the
 * next by more than these few microseconds a request, so the code is timed alone and set against
 * the server CPU time a request took on `route` in the load run.
 */
function measureLogCall(route: Row | undefined): void {
  const CALLS = 100_000;
  const ROUNDS = 5;
  const modes = [
    { name: 'none', level: 'info', lineOnAnswer: false },
    { name: 'default', level: 'info', lineOnAnswer: true },
    { name: 'every answer', level: 'debug', lineOnAnswer: true },
  ].map((mode) => {
    const log = Fastify({ logger: { level: mode.level, file: '/dev/null' } }).log;
    const request = {
      method: 'GET',
      url: '/api/banco_preguntas.php?id_proceso=1',
      log: log.child({ reqId: 'req-1' }),
    } as unknown as FastifyRequest;
    const reply = { statusCode: 304, elapsedTime: 0.05 } as unknown as FastifyReply;
    const controller = new RequestLog({ lineOnAnswer: mode.lineOnAnswer, slowMs: 1000 });
    return {
      ...mode,
      run: () => controller.requestCompleted(null, request, reply),
      times: [] as number[],
    };
  });
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of modes) {
      const started = performance.now();
      for (let i = 0; i < CALLS; i++) mode.run();
      mode.times.push(((performance.now() - started) * 1000) / CALLS);
    }
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const perAnswer = modes.map((mode) => ({ name: mode.name, us: median(mode.times) }));
  const routeUs = (route?.result.cpuMsPerRequest ?? NaN) * 1000;
  const [none] = perAnswer;
  console.log(
    `load: the request log's call per answer (a 304), in-process, median of ${ROUNDS} × ${CALLS}: ` +
      perAnswer.map((m) => `${m.name} ${m.us.toFixed(2)} µs`).join(', ') +
      `; against the ${routeUs.toFixed(1)} µs of server CPU a request of ${route?.name ?? '?'} above: ` +
      perAnswer
        .slice(1)
        .map((m) => `${m.name} ${((100 * (m.us - (none?.us ?? 0))) / routeUs).toFixed(1)} %`)
        .join(', '),
  );
}

async function benchOne(
  kind: 'PGlite' | 'PostgreSQL',
  databaseAdminUrl: string | null,
): Promise<void> {
  const created = databaseAdminUrl ? await createDatabase(databaseAdminUrl) : null;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-load-'));
  const serverEnv = {
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(created ? { DATABASE_URL: created.url } : {}),
  };
  let server: Child | null = null;
  let bare: Child | null = null;
  try {
    server = await startServer(serverEnv);
    const api = `${server.url}/api`;
    const tokens = await registerUsers(api);
    const s = await scenario(api, tokens[0] ?? '');
    console.log(
      `load: server on ${kind}, ${CONNECTIONS} connections, ${SECONDS} s each ` +
        `(warm-up ${WARMUP_SECONDS} s, timeout ${TIMEOUT_SECONDS} s), ${tokens.length} users, ${cpus().length} CPUs, ` +
        `load average ${loadAverage()}`,
    );

    bare = await startBare();
    const bareResult = await measure(
      'bare Fastify GET (constant)',
      { url: `${bare.url}/`, connections: CONNECTIONS },
      bare,
      `${bare.url}/`,
    );
    await bare.stop();
    bare = null;

    const rows = [
      ...(await measureReads(server, s, tokens)),
      await measureGuardar(server, s, tokens),
    ];
    await compressionLevels(api, s, tokens[0] ?? '');
    measureLogCall(rows.find((row) => row.name.startsWith('banco_preguntas.php 304')));

    if (LOGGING_PASS) {
      await server.stop();
      server = null;
      await measureLogging(serverEnv, s, tokens);
    }

    console.log(
      `load: ${kind}, ratios to the bare Fastify route of this run (load average now ${loadAverage()}):`,
    );
    for (const row of rows) console.log(ratioLine(row, bareResult));
  } finally {
    await bare?.stop();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await created?.drop();
  }
}

export async function benchLoad(): Promise<void> {
  const databaseAdminUrl = process.env.BENCH_DATABASE_URL ?? null;
  const only = process.env.BENCH_LOAD_DATABASES;
  if (only !== 'postgres') await benchOne('PGlite', null);
  if (databaseAdminUrl && only !== 'pglite') await benchOne('PostgreSQL', databaseAdminUrl);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchLoad();
