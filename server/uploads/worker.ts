// What runs inside a file worker thread (see ./pool.ts): reading an upload's text and parsing a
// question-bank file. Each task first tells the pool it has started (its time limit runs from
// then), and answers a refusal as data: an HttpError's status and Spanish message do not survive
// the trip between threads as an error.
import type { MessagePort } from 'node:worker_threads';
import { readBankFile } from '../banks/read-file';
import type { BankFile, ReadBank } from '../banks/read-file';
import { HttpError } from '../http-error';
import { extractText } from './extract';
import type { Extracted } from './extract';

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

export interface Task {
  /** Receives one message when the task starts running. */
  started: MessagePort;
}

export interface ExtractTask extends Task {
  kind: 'extract';
  bytes: Uint8Array;
}

export interface BankTask extends Task {
  kind: 'readBank';
  file: Omit<BankFile, 'contenido'> & { contenido: Uint8Array };
}

export type FileTask = ExtractTask | BankTask;

async function settle<T>(task: Task, work: () => T | Promise<T>): Promise<Outcome<T>> {
  task.started.postMessage('started');
  task.started.close();
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof HttpError)
      return { ok: false, status: error.statusCode, error: error.message };
    throw error;
  }
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The one handler piscina calls (its default export). */
export default function run(task: FileTask): Promise<Outcome<Extracted | ReadBank>> {
  if (task.kind === 'extract') return settle(task, () => extractText(asBuffer(task.bytes)));
  return settle(task, () =>
    readBankFile({ ...task.file, contenido: asBuffer(task.file.contenido) }),
  );
}
