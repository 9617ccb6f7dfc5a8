// The file workers: reading an upload's text (extraer_texto.php) and parsing a
// question-bank file (importar_preguntas.php) run in a bounded pool of worker threads (piscina),
// never on the event loop, so a hostile file cannot stall the other requests. Each file gets a
// wall-clock limit, counted from when a worker starts on it, and each worker a heap limit
// (resourceLimits); a worker over either is ended (piscina starts another when needed) and the
// caller gets 422 with MSG.tooComplex. Files waiting for a worker are bounded too (./admission.ts):
// past the queue a new one is answered 503 with Retry-After. Workers load worker.ts with the server's
// loader, tsx, through its require hook (`--require tsx/cjs`): on Node 20 the hooks that
// `--import tsx` registers do not reach worker threads. The same holds under vitest.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import { MSG } from '../../src/core/contract/base';
import type { BankFile, ReadBank } from '../banks/read-file';
import type { FileWorkerSettings } from '../config';
import { HttpError } from '../http-error';
import { QueueFullError, createAdmission } from './admission';
import type { Extracted } from './extract';
import type { BankTask, ExtractTask, Outcome } from './worker';

/** The bytes handed to a worker are moved there with their ArrayBuffer, not copied: the caller must not read them, or that buffer, after. */
export interface FilePool {
  /** extractText (./extract.ts) in a worker. */
  extract(bytes: Buffer): Promise<Extracted>;
  /** readBankFile (../banks/read-file.ts) in a worker. */
  readBank(file: BankFile): Promise<ReadBank>;
  /** The thread ids of the workers alive now (a worker over a limit is gone). */
  threadIds(): number[];
  close(): Promise<void>;
}

const RETRY_AFTER_SECONDS = 5;
const IDLE_MS = 30_000;
const WORKER_NICENESS = 10;
/**
 * An explicit young generation as well as the old one. On Node 24 a worker past its heap limit
 * can abort the whole process (V8's "FATAL ERROR: … Allocation failed", exit 134) instead of
 * being ended: with the old generation limited alone that happened within the first 5
 * over-limit files in each of 5 runs; with this set, far less often (38 files over 3 runs ended
 * cleanly; 1 abort in 5 runs of file-pool.test.ts). Node 20 and 22 ended every such worker.
 * Only a reader in its own process would make it certain (README, Node versions).
 */
const YOUNG_GENERATION_MB = 32;
/** Generous: a worker loads tsx and its modules, slowly on a busy machine. */
const WORKER_START_MS = 60_000;
/** The worker's file, found when the first pool starts (a jsdom test may import the server without one). */
const workerFile = () => path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts');

/**
 * The bytes and the ArrayBuffer to move with them. A view starting an ArrayBuffer larger than
 * Node's buffer pool is an upload's own (./read-part.ts) and moves as it is, with the unread
 * rest of its buffer; anything else (a small Buffer may share the pool) is copied first.
 */
function movable(bytes: Buffer): { view: Uint8Array; buffer: ArrayBuffer } {
  const own =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.buffer.byteLength > Buffer.poolSize;
  const view = own ? new Uint8Array(bytes.buffer, 0, bytes.byteLength) : new Uint8Array(bytes);
  return { view, buffer: view.buffer as ArrayBuffer };
}

function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

export function createFilePool(
  settings: FileWorkerSettings,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): FilePool {
  const pool = new Piscina({
    filename: workerFile(),
    execArgv: ['--require', 'tsx/cjs'],
    minThreads: 0,
    maxThreads: settings.threads,
    idleTimeout: IDLE_MS,
    atomics: 'disabled',
    // Below the event loop's priority: on a busy machine the server answers first.
    niceIncrement: WORKER_NICENESS,
    resourceLimits: {
      maxOldGenerationSizeMb: settings.memoryMb,
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    },
  });
  // A worker that fails with no task of its own (while starting) is reported here, not thrown.
  pool.on('error', (error: unknown) => log.error({ err: error }, 'fallo de un lector de archivos'));
  const admission = createAdmission(settings.threads, settings.queue);

  // Longest a file may wait for a worker: every file ahead of it in the queue taking its whole
  // limit, and a new worker starting. Past it (a worker that cannot start, say) the file is
  // answered 503, never left waiting.
  const waitLimitMs =
    (Math.ceil(settings.queue / settings.threads) + 1) * settings.timeoutMs + WORKER_START_MS;

  async function run<T>(
    task: Omit<ExtractTask, 'started'> | Omit<BankTask, 'started'>,
    transfer: ArrayBuffer[],
  ): Promise<T> {
    const { port1, port2 } = new MessageChannel();
    const controller = new AbortController();
    let started = false;
    let overTime = false;
    let timer = setTimeout(() => controller.abort(), waitLimitMs);
    let leave: (() => void) | null = null;
    port1.once('message', () => {
      started = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        overTime = true;
        controller.abort();
      }, settings.timeoutMs);
    });
    try {
      leave = await admission.enter(controller.signal);
      const outcome = (await pool.run(
        { ...task, started: port2 },
        { signal: controller.signal, transferList: [port2, ...transfer] },
      )) as Outcome<T>;
      if (!outcome.ok) throw new HttpError(outcome.status, outcome.error);
      return outcome.value;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (overTime || isOutOfMemory(error)) {
        log.warn(
          {
            task: task.kind,
            limit: overTime ? `${settings.timeoutMs} ms` : `${settings.memoryMb} MB`,
          },
          'archivo demasiado complejo: lector terminado',
        );
        throw new HttpError(422, MSG.tooComplex);
      }
      if (error instanceof QueueFullError || (controller.signal.aborted && !started))
        throw new HttpError(503, MSG.readersBusy, { 'retry-after': String(RETRY_AFTER_SECONDS) });
      throw error;
    } finally {
      clearTimeout(timer);
      port1.close();
      leave?.();
    }
  }

  return {
    extract: (bytes) => {
      const { view, buffer } = movable(bytes);
      return run<Extracted>({ kind: 'extract', bytes: view }, [buffer]);
    },
    readBank: (file) => {
      const { view, buffer } = movable(file.contenido);
      return run<ReadBank>({ kind: 'readBank', file: { ...file, contenido: view } }, [buffer]);
    },
    threadIds: () => pool.threads.map((thread) => thread.threadId),
    close: () => pool.destroy(),
  };
}
