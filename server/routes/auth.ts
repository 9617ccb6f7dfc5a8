import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../src/core/contract/zod';
import {
  AUTH_MSG,
  MSG,
  authActionSchemas,
  authRequestSchema,
  authResponseSchema,
  errorBodySchema,
  profileResponseSchema,
  successSchema,
} from '../../src/core/contract';
import type { LoginInput } from '../../src/core/contract';
import { createLoginThrottle, loginWaitMessage } from '../auth/login-throttle';
import type { AuthService } from '../auth/service';
import { DEFAULT_LOGIN_FAILURES } from '../config';
import type { RateLimits } from '../config';
import { HttpError } from '../http-error';
import { requireUser, resolveUserId } from '../plugins/auth';
import { parseBody } from './route-kit';

export async function authRoutes(
  app: FastifyInstance,
  { auth, rateLimits }: { auth: AuthService; rateLimits: RateLimits },
) {
  const perIp = app.createRateLimit({ max: rateLimits.authPerIpPerMinute, timeWindow: 60_000 });
  const perEmail = app.createRateLimit({
    max: rateLimits.authPerEmailPer15Min,
    timeWindow: 15 * 60_000,
    keyGenerator: (req) => {
      const email = (req.body as { email?: unknown } | undefined)?.email;
      return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
  async function limit(request: FastifyRequest, byEmail: boolean) {
    for (const check of byEmail ? [perIp, perEmail] : [perIp]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(429, MSG.rateLimited, {
          'retry-after': String(Math.max(1, Math.ceil(result.ttl / 1000))),
        });
      }
    }
  }
  const failures = createLoginThrottle(rateLimits.loginFailures ?? DEFAULT_LOGIN_FAILURES);
  async function login(request: FastifyRequest, input: Required<LoginInput>) {
    const wait = failures.waitMs(input.email, request.ip);
    if (wait > 0) {
      throw new HttpError(429, loginWaitMessage(wait), {
        'retry-after': String(Math.ceil(wait / 1000)),
      });
    }
    try {
      const session = await auth.login(input);
      failures.succeeded(input.email, request.ip);
      return session;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401)
        failures.failed(input.email, request.ip);
      throw error;
    }
  }

  app.withTypeProvider<ZodTypeProvider>().post('/auth.php', {
    schema: {
      body: authRequestSchema,
      response: {
        // Most specific first: zod unions take the first match and strip unknown keys.
        200: z.union([authResponseSchema, profileResponseSchema, successSchema]),
        201: authResponseSchema,
        '4xx': errorBodySchema,
        '5xx': errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const { body } = request;
      switch (body.action) {
        case 'login':
          await limit(request, false);
          return login(request, parseBody(authActionSchemas.login, body));
        case 'register': {
          await limit(request, false);
          const session = await auth.register(parseBody(authActionSchemas.register, body));
          return reply.status(201).send(session);
        }
        case 'refresh_token':
          return auth.refresh(parseBody(authActionSchemas.refresh_token, body).refresh_token);
        case 'logout':
          await auth.logout(parseBody(authActionSchemas.logout, body).refresh_token);
          return { success: true as const };
        case 'recover':
          await limit(request, true);
          auth.recover(parseBody(authActionSchemas.recover, body).email);
          return { success: true as const };
        case 'reset_password': {
          await limit(request, false);
          const { token, password } = parseBody(authActionSchemas.reset_password, body);
          await auth.resetPassword(token, password);
          return { success: true as const };
        }
        case 'profile': {
          requireUser(request);
          const id = resolveUserId(request, parseBody(authActionSchemas.profile, body).id);
          return { success: true as const, user: await auth.profile(id) };
        }
        default:
          throw new HttpError(400, AUTH_MSG.unknownAction);
      }
    },
  });
}
