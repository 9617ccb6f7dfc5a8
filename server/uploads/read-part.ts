import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Bytes copied before the event loop gets a turn. Chunks that arrived while the loop was busy
 * are handed over one after another without one, and copying into pages never touched before
 * is slow on a virtual machine (about 70 µs a page here): 6.5 MB in one go took 115 ms.
 */
const BYTES_PER_TURN = 256 * 1024;

/**
 * A multipart file's bytes, each chunk copied into one buffer as it arrives, so the work is
 * spread over the upload instead of done at its end. @fastify/multipart's `toBuffer` keeps the
 * chunks and joins them with one Buffer.concat when the file ends: for ten uploads of 6.5 MB at
 * once that held the event loop for 100 to 180 ms at a time (CPU profile of
 * bench/hostile-uploads.ts), and for a moment it holds the file twice.
 *
 * The buffer is an ArrayBuffer of its own, sized for the request's declared body (never more
 * than `limit`), whose pages are only touched as bytes arrive; the answer views its start, so
 * a file worker can take it without a copy (./pool.ts). Null when the file is over `limit`
 * (busboy cut it short, and a cut file must never pass as whole).
 */
export async function readFilePart(
  request: FastifyRequest,
  part: MultipartFile,
  limit: number,
): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length']);
  const capacity =
    Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, limit) : limit;
  const store = Buffer.from(new ArrayBuffer(capacity));
  let length = 0;
  let over = false;
  let sinceTurn = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    // Past the room left the file is over the limit; the stream is still read to its end.
    if (over || length + chunk.length > capacity) {
      over = true;
      continue;
    }
    chunk.copy(store, length);
    length += chunk.length;
    sinceTurn += chunk.length;
    if (sinceTurn >= BYTES_PER_TURN) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  if (over || part.file.truncated) return null;
  return store.subarray(0, length);
}
