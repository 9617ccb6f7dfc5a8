// What runs inside a file reader process (see ./pool.ts): reading an upload's text and parsing a
// question-bank file, one file at a time. The process says 'ready' once its code is loaded, then
// answers each file with one Outcome: a refusal travels as data (an HttpError's status and
// Spanish message), and so does any other failure, since an error does not survive the trip
// between processes as itself.
import { readBankFile } from '../banks/read-file';
import type { BankFile, ReadBank } from '../banks/read-file';
import { HttpError } from '../http-error';
import { extractText } from './extract';
import type { Extracted } from './extract';

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; error: string }
  /** Anything but a refusal: a fault of the reader, answered 500 by the server. */
  | { ok: false; failed: string };

export type FileTask =
  | { kind: 'extract'; bytes: Uint8Array }
  | { kind: 'readBank'; file: Omit<BankFile, 'contenido'> & { contenido: Uint8Array } };

/** What the process sends: 'ready' once, when it can take a file, then an Outcome per file. */
export type ReaderMessage = 'ready' | Outcome<Extracted | ReadBank>;

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function read(task: FileTask): Promise<Outcome<Extracted | ReadBank>> {
  try {
    const value =
      task.kind === 'extract'
        ? await extractText(asBuffer(task.bytes))
        : await readBankFile({ ...task.file, contenido: asBuffer(task.file.contenido) });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof HttpError)
      return { ok: false, status: error.statusCode, error: error.message };
    return {
      ok: false,
      failed: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

// Started by the pool with an IPC channel; imported any other way (for its types), it does nothing.
const send = process.send?.bind(process) as ((message: ReaderMessage) => boolean) | undefined;
if (send) {
  process.on('message', (task: FileTask) => {
    void read(task).then((outcome) => send(outcome));
  });
  // The server is gone (or closed the channel): nothing more will come.
  process.on('disconnect', () => process.exit(0));
  send('ready');
}
