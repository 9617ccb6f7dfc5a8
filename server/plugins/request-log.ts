// What the server logs per request: one `info` line when a request is answered (method, URL,
// status, milliseconds), or none with LOG_REQUESTS=false, instead of Fastify's two lines (on
// arrival, with the client's address and port, and on answering); bench/load.ts prints what
// this line costs. Errors are logged as Fastify logs them either way.
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

export class RequestLog extends LogController {
  constructor(private readonly lineOnAnswer: boolean) {
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
    if (!this.lineOnAnswer) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'petición atendida',
    );
  }
}
