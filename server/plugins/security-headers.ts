// The security headers of every answer (helmet's: Content-Security-Policy, the cross-origin
// policies, nosniff, frame options…), computed once when the server starts. @fastify/helmet
// built them from the options again for every request (helmet(options) per request: about a
// fifth of the CPU of a banco_preguntas.php answered 304, in a profile); they never change, so
// they are set as they are.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/** The headers helmet sets with `options`, read by running its middleware once on a recorder. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    // What helmet removes (X-Powered-By) Fastify never sends.
    removeHeader() {},
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  // Static directives make it synchronous; a directive computed per request would not be.
  if (!finished) throw new Error('helmet no terminó al calcular las cabeceras');
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
