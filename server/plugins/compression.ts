// How answers are compressed. An answer built on every request (a test from genera_test.php,
// 89 KB for 110 questions) is compressed synchronously at brotli 0 with a 256 KB window, or gzip
// 2 for a client without brotli. Compressing it was about 60 % of the server's CPU time on that
// route even at brotli 1 (a CPU profile under load), so the level is chosen for CPU: on one
// 90.8 KB answer, brotli 0 took 0.15-0.21 ms for 26.2 KB and brotli 1 0.24-0.26 ms for
// 24.3 KB; earlier, on another, brotli 1 0.26 ms for 23.8 KB, brotli 2 0.55 ms for 22.4 KB,
// brotli 3 0.62 ms for 22.0 KB, brotli 4 0.97 ms for 21.2 KB, gzip 1 0.53 ms for 25.0 KB, gzip 2
// 0.60 ms for 23.9 KB. Under load (bench/load.ts, PGlite) the route took 0.42-0.49 ms of CPU a
// request at brotli 0 against 0.56-0.62 ms at brotli 1, for 2 KB (8 %) more per test sent.
// Node's default, brotli 11, took over 100 ms for 17.8 KB (bench/load.ts prints the levels).
// Compressing in libuv's pool instead (zlib's callback API) costs more CPU in all, and on 2
// cores there is no idle core for it. Bodies built once are compressed harder
// (server/banks/active-bank.ts).
import { constants } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers are sent as they are. */
const THRESHOLD_BYTES = 1024;
const DYNAMIC_BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_LGWIN]: 18 },
};
const DYNAMIC_GZIP = { level: 2 };

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Up to 256 KB in one synchronous call: on 2 cores the plugin's default (8 KB) sends such a
  // body through a zlib stream, which cost 28 ms of CPU per genera_test.php against 13 ms.
  await app.register(compress, {
    threshold: THRESHOLD_BYTES,
    brotliOptions: DYNAMIC_BROTLI,
    zlibOptions: DYNAMIC_GZIP,
    syncThreshold: 256 * 1024,
  });
}

const codings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/** brotli or gzip when the request accepts one (brotli first), else null for plain bytes. */
export function acceptedCoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const negotiated = codings.negotiate(request.headers['accept-encoding'] ?? 'identity');
  return negotiated === 'br' || negotiated === 'gzip' ? negotiated : null;
}

/** JSON already serialized (and maybe compressed), sent as it is. */
export function sendJsonBytes(
  reply: FastifyReply,
  bytes: Buffer,
  coding: 'br' | 'gzip' | null,
): FastifyReply {
  reply.header('vary', 'accept-encoding').header('content-type', 'application/json; charset=utf-8');
  if (coding) reply.header('content-encoding', coding);
  // Fastify recognises bytes by their ArrayBuffer's class; where the globals are another realm's
  // (a jsdom test's) it would take them for an object and serialize it.
  return reply.serializer((payload: unknown) => payload as string).send(bytes);
}
