import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '../../src/core/contract';
import { sqlStateOf } from '../db/sqlstate';
import { HttpError } from '../http-error';

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.unsupportedMedia },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.invalidInput },
};

/**
 * Class 22 is PostgreSQL's 'data exception': a value the column cannot hold (an id beyond the
 * integer range, a NUL character in text, an impossible date). The value came from the request,
 * so it is a 400, not a server error.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}

/** 23503: the row a write points at (a user, a question, a plan) does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23503';
}

const TIMEOUT_MSG = 'La petición ha tardado demasiado. Inténtalo de nuevo.';

/**
 * Errors Node's HTTP parser finds before Fastify sees a request (headers over 16 KB, a request
 * line it cannot parse, a timeout): the same `{success:false, error}` in Spanish, not Fastify's
 * English default. Passed to Fastify as `clientErrorHandler`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message = status === 431 ? MSG.tooLarge : status === 408 ? TIMEOUT_MSG : MSG.invalidInput;
  const body = Buffer.from(JSON.stringify({ success: false, error: message }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${body.length}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n',
    );
    socket.write(body);
  }
  socket.destroy(error);
}

/**
 * Errors Fastify's router answers by itself (a path that is not valid percent-encoding, a path
 * parameter over 100 characters): the same Spanish 400. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error }, 'bad url');
  void reply.status(400).send({ success: false, error: MSG.invalidInput });
}

/** Every error leaves as `{success:false, error}` in Spanish; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ success: false, error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ success: false, error: first?.message ?? MSG.invalidInput });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ success: false, error: known.message });
    if (error.statusCode === 429) {
      return reply.status(429).send({ success: false, error: MSG.rateLimited });
    }
    if (isDataException(error)) {
      request.log.info({ err: error }, 'value out of the database range');
      return reply.status(400).send({ success: false, error: MSG.invalidInput });
    }
    if (isForeignKeyViolation(error)) {
      request.log.info({ err: error }, 'reference to a missing row');
      return reply.status(404).send({ success: false, error: MSG.notFound });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send({ success: false, error: MSG.invalidInput });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, error: MSG.serverError });
  });
}
