// The file readers: reading an upload's text (extraer_texto.php) and parsing a question-bank
// file (importar_preguntas.php) run in a bounded pool of child processes, never on the event
// loop, so a hostile file cannot stall the other requests. Each file gets a wall-clock limit,
// counted from when a reader starts on it, and each reader a heap limit (--max-old-space-size);
// a reader over either is ended (the next file starts another when needed) and the caller gets
// 422 with MSG.tooComplex. Files waiting for a reader are bounded too (./admission.ts): past the
// queue a new one is answered 503 with Retry-After.
// Processes, not worker threads: V8 ends a worker thread past its heap limit on Node 20 and 22,
// but on Node 24 it can abort the whole process instead ("FATAL ERROR: … Allocation failed"),
// and with it every request in flight. A process past its limit aborts alone. Readers load
// worker.ts with the server's loader (`--import tsx`).
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { MSG } from '../../src/core/contract/base';
import type { BankFile, ReadBank } from '../banks/read-file';
import type { FileWorkerSettings } from '../config';
import { HttpError } from '../http-error';
import { QueueFullError, createAdmission } from './admission';
import type { Extracted } from './extract';
import type { FileTask, Outcome, ReaderMessage } from './worker';

/** The bytes are copied to the reader: the caller keeps its buffer. */
export interface FilePool {
  /** extractText (./extract.ts) in a reader. */
  extract(bytes: Buffer): Promise<Extracted>;
  /** readBankFile (../banks/read-file.ts) in a reader. */
  readBank(file: BankFile): Promise<ReadBank>;
  /** The process ids of the readers alive now (a reader over a limit is gone). */
  readerIds(): number[];
  close(): Promise<void>;
}

const RETRY_AFTER_SECONDS = 5;
const IDLE_MS = 30_000;
const READER_NICENESS = 10;
/** Generous: a reader loads tsx and its modules, slowly on a busy machine. */
const READER_START_MS = 60_000;
/** The last of a reader's standard error kept, for the log when it ends unexpectedly. */
const STDERR_KEPT = 2_000;

/** 503 with Retry-After: no reader free in time, or the pool is closing. */
const readersBusy = () =>
  new HttpError(503, MSG.readersBusy, { 'retry-after': String(RETRY_AFTER_SECONDS) });

const here = path.dirname(fileURLToPath(import.meta.url));
/** The project's root, where `--import tsx` is resolved from. */
const root = path.resolve(here, '../..');

interface Reader {
  child: ChildProcess;
  /** Resolves when it can take a file; rejects if it ends first. */
  ready: Promise<void>;
  /** Set while it waits, unused, to be ended. */
  idle: NodeJS.Timeout | null;
  stderr: string;
}

/**
 * How V8 ends a process past its heap limit: the message, then abort(). Read once the reader's
 * streams have closed ('close', not 'exit'), so its standard error is all there.
 */
function outOfMemory(reader: Reader, code: number | null, signal: NodeJS.Signals | null): boolean {
  return (
    signal === 'SIGABRT' ||
    code === 134 ||
    /heap out of memory|Allocation failed/i.test(reader.stderr)
  );
}

export function createFilePool(
  settings: FileWorkerSettings,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): FilePool {
  const admission = createAdmission(settings.threads, settings.queue);
  const alive = new Set<Reader>();
  const idle: Reader[] = [];
  let closed = false;

  // Longest a file may wait for a reader: every file ahead of it in the queue taking its whole
  // limit, and a new reader starting. Past it (a reader that cannot start, say) the file is
  // answered 503, never left waiting.
  const waitLimitMs =
    (Math.ceil(settings.queue / settings.threads) + 1) * settings.timeoutMs + READER_START_MS;

  function end(reader: Reader): void {
    if (reader.idle) clearTimeout(reader.idle);
    reader.idle = null;
    const at = idle.indexOf(reader);
    if (at >= 0) idle.splice(at, 1);
    alive.delete(reader);
    if (reader.child.exitCode === null && reader.child.signalCode === null)
      reader.child.kill('SIGKILL');
  }

  function start(): Reader {
    const child = fork(path.join(here, 'worker.ts'), [], {
      cwd: root,
      // Its own flags, not the server's (an inspector or a profiler is not inherited).
      execArgv: ['--import', 'tsx', `--max-old-space-size=${settings.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const reader: Reader = { child, ready: Promise.resolve(), idle: null, stderr: '' };
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      reader.stderr = (reader.stderr + chunk).slice(-STDERR_KEPT);
    });
    reader.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: ReaderMessage) => {
        if (message !== 'ready') return;
        child.off('message', onMessage);
        child.off('close', onExit);
        resolve();
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        child.off('message', onMessage);
        reject(new Error(`el lector terminó al arrancar (${code ?? signal}): ${reader.stderr}`));
      };
      child.on('message', onMessage);
      child.once('close', onExit);
    });
    // Read by whoever waits for it; this only keeps a failed start from going unhandled.
    reader.ready.catch(() => undefined);
    child.once('exit', () => end(reader));
    child.once('error', (error) => log.error({ err: error }, 'fallo de un lector de archivos'));
    if (child.pid !== undefined) {
      try {
        // Below the server's priority: on a busy machine the server answers first.
        setPriority(child.pid, READER_NICENESS);
      } catch {
        // Not allowed here (some containers): the reader runs at the server's priority.
      }
    }
    alive.add(reader);
    return reader;
  }

  /** An idle reader, or a new one; admitted files never outnumber the readers allowed. */
  async function acquire(signal: AbortSignal): Promise<Reader> {
    const reader = idle.pop() ?? start();
    if (reader.idle) clearTimeout(reader.idle);
    reader.idle = null;
    const aborted = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    try {
      await Promise.race([reader.ready, aborted]);
      return reader;
    } catch (error) {
      end(reader);
      if (!signal.aborted) log.error({ err: error }, 'fallo de un lector de archivos');
      throw readersBusy();
    }
  }

  function release(reader: Reader): void {
    if (closed || !alive.has(reader)) return end(reader);
    reader.idle = setTimeout(() => end(reader), IDLE_MS);
    reader.idle.unref();
    idle.push(reader);
  }

  /** Sends the file to `reader` and waits for its answer, within the time limit. */
  function readIn<T>(reader: Reader, task: FileTask): Promise<T> {
    const { child } = reader;
    return new Promise<T>((resolve, reject) => {
      let overTime = false;
      const timer = setTimeout(() => {
        overTime = true;
        child.kill('SIGKILL');
      }, settings.timeoutMs);
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('close', onExit);
      };
      const onMessage = (message: ReaderMessage) => {
        if (message === 'ready') return;
        done();
        release(reader);
        const outcome = message as Outcome<T>;
        if (outcome.ok) resolve(outcome.value);
        else if ('failed' in outcome) reject(new Error(`lector de archivos: ${outcome.failed}`));
        else reject(new HttpError(outcome.status, outcome.error));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        if (overTime || outOfMemory(reader, code, signal)) {
          log.warn(
            {
              task: task.kind,
              limit: overTime ? `${settings.timeoutMs} ms` : `${settings.memoryMb} MB`,
            },
            'archivo demasiado complejo: lector terminado',
          );
          reject(new HttpError(422, MSG.tooComplex));
          return;
        }
        reject(
          new Error(`el lector de archivos terminó (${code ?? signal}): ${reader.stderr.trim()}`),
        );
      };
      child.on('message', onMessage);
      child.once('close', onExit);
      child.send(task, (error) => {
        if (!error) return;
        // The channel failed (the reader is ending): its exit answers the file.
        log.error({ err: error }, 'fallo de un lector de archivos');
        child.kill('SIGKILL');
      });
    });
  }

  async function run<T>(task: FileTask): Promise<T> {
    if (closed) throw readersBusy();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), waitLimitMs);
    let leave: (() => void) | null = null;
    try {
      leave = await admission.enter(controller.signal);
      const reader = await acquire(controller.signal);
      clearTimeout(timer);
      return await readIn<T>(reader, task);
    } catch (error) {
      if (
        error instanceof QueueFullError ||
        (controller.signal.aborted && !(error instanceof HttpError))
      )
        throw readersBusy();
      throw error;
    } finally {
      clearTimeout(timer);
      leave?.();
    }
  }

  return {
    extract: (bytes) => run<Extracted>({ kind: 'extract', bytes }),
    readBank: (file) => run<ReadBank>({ kind: 'readBank', file }),
    readerIds: () =>
      [...alive].flatMap(({ child }) => (child.pid === undefined ? [] : [child.pid])),
    async close() {
      closed = true;
      const exits = [...alive].map(
        (reader) =>
          new Promise<void>((resolve) => {
            if (reader.child.exitCode !== null || reader.child.signalCode !== null) resolve();
            else reader.child.once('exit', () => resolve());
            end(reader);
          }),
      );
      await Promise.all(exits);
    },
  };
}
