// What the server logs per request, instead of Fastify's two lines (on arrival, with the
// client's address and port, and on answering): one line when a request is answered (method,
// URL, status, milliseconds). An answer that went wrong (status 400 or over) or took
// LOG_SLOW_MS or more is written at `info`; any other at `debug`, so the default level keeps
// what needs a look and LOG_LEVEL=debug shows every answer. A line costs about 2–3 µs of CPU,
// and banco_preguntas.php answering 304 about 30–50 µs a request: a line for every answer
// would be 5–10 % of that route, where the default's call for an answer it does not write
// costs about 0.01 µs (bench/load.ts times both). LOG_REQUESTS=false writes none. Errors are
// logged as Fastify logs them either way.
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RequestLogSettings {
  /** A line per answered request at all (LOG_REQUESTS). */
  lineOnAnswer: boolean;
  /** From this many milliseconds an answer is logged at `info` whatever its status. */
  slowMs: number;
}

export class RequestLog extends LogController {
  constructor(private readonly settings: RequestLogSettings) {
    super();
  }

  override incomingRequest(): void {
    // Said once, when answered.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (!this.settings.lineOnAnswer) return;
    const ms = reply.elapsedTime;
    const level =
      reply.statusCode >= 400 || ms >= this.settings.slowMs
        ? ('info' as const)
        : ('debug' as const);
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(ms),
      },
      'petición atendida',
    );
  }
}
