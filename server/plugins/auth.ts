import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, PLAN_MSG } from '../../src/core/contract';
import { canStartPlans } from '../../src/core/contract/base';
import type { SessionUser } from '../auth/service';
import { createAccessTokenVerifier } from '../auth/tokens';
import type { HotRows } from '../cache/hot-rows';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid bearer token, or null. */
    user: SessionUser | null;
  }
}

export interface AuthPluginOptions {
  hotRows: Pick<HotRows, 'sessionUser'>;
  jwtSecret: Uint8Array;
}

/**
 * Reads the bearer token of every request. The user is loaded as stored now (from memory while
 * no change to it is known, server/cache/hot-rows.ts) so that a deleted account or a changed
 * level takes effect at once, not when the token expires.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { hotRows, jwtSecret }) => {
    app.decorateRequest('user', null);
    const verifyAccessToken = createAccessTokenVerifier(jwtSecret);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const claims = await verifyAccessToken(header.slice('Bearer '.length).trim());
      if (!claims) throw new HttpError(401, MSG.unauthorized);
      const user = await hotRows.sessionUser(claims.userId);
      if (!user) throw new HttpError(401, MSG.unauthorized);
      request.user = user;
    });
  },
);

/** The request's user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, MSG.unauthorized);
  return request.user;
}

/**
 * Starting a study or physical plan: spec §6 flags plans 'not for the usuario level', so a
 * `usuario` gets 403. Plans that are already the user's stay theirs at every level: reading,
 * following, editing and deleting them only need a login (decision in README).
 */
export function requirePlanCreation(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!canStartPlans(user.nivel)) throw new HttpError(403, PLAN_MSG.notForUsuario);
  return user;
}

export function isStaff(user: SessionUser): boolean {
  return user.nivel === 'SA' || user.nivel === 'admin';
}

/**
 * The one rule for every `user_id` / `id_usuario` a request carries: it must be the token's
 * user, unless the caller is admin or SA. Returns the user id to act on.
 */
export function resolveUserId(
  request: FastifyRequest,
  requested: number | string | null | undefined,
): number {
  const user = requireUser(request);
  if (requested === undefined || requested === null || requested === '') return user.id;
  const id = Number(requested);
  if (!Number.isInteger(id) || id <= 0) throw new HttpError(400, MSG.invalidInput);
  if (id !== user.id && !isStaff(user)) throw new HttpError(403, MSG.forbidden);
  return id;
}

export function requireLevel(
  request: FastifyRequest,
  ...levels: SessionUser['nivel'][]
): SessionUser {
  const user = requireUser(request);
  if (!levels.includes(user.nivel)) throw new HttpError(403, MSG.forbidden);
  return user;
}

/** The API routes anyone may call; auth.php checks the session itself for `profile`. */
export const PUBLIC_API_ROUTES: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/config.php',
  '/api/auth.php',
  '/api/generar_personalidad.php',
  '/api/stripe_webhook.php',
  '/api/procesos.php',
  '/api/preguntas_auxiliares.php',
  '/api/genera_test.php',
  '/api/banco_preguntas.php',
  '/api/noticias.php',
  '/api/ultimas_oposiciones.php',
  // The physical plans' exercise illustrations, loaded by <img> without a token.
  '/api/ejercicios/:file',
]);

const sessionFirst: onRequestHookHandler = async (request) => void requireUser(request);

/**
 * Every route registered after this in `scope` but the public ones answers 401 to a caller
 * without a session before its body is read or validated (onRequest comes before parsing and
 * validation): an anonymous request never learns what a valid body looks like, and never makes
 * the server read a big upload. A new public route must be added to PUBLIC_API_ROUTES.
 */
export function requireSessionOnPrivateRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (PUBLIC_API_ROUTES.has(route.url)) return;
    const own =
      route.onRequest === undefined
        ? []
        : Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest];
    route.onRequest = [sessionFirst, ...own];
  });
}
