import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../src/core/contract';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { HttpError } from '../http-error';
import type { AppliedWrite } from '../plugins/idempotency';
import { idempotencyKeyOf, storedAnswer } from '../plugins/idempotency';

export const DEFAULT_AI_PER_USER_PER_MINUTE = 20;

export type AiQuota = (request: FastifyRequest) => Promise<void>;

// One quota per server, shared by every route module that calls the AI: the functions, the
// summaries and both kinds of plans spend the same per-user allowance. Keyed by the HTTP server,
// which all the encapsulated route contexts of one Fastify instance share.
const quotas = new WeakMap<object, AiQuota>();

/** Spends one AI call of the request's user; 429 in Spanish when the minute's allowance is gone. */
export function aiQuota(app: FastifyInstance, config: ServerConfig): AiQuota {
  const existing = quotas.get(app.server);
  if (existing) return existing;
  const perUser = app.createRateLimit({
    max: config.rateLimits.aiPerUserPerMinute ?? DEFAULT_AI_PER_USER_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `ai:${request.user?.id ?? request.ip}`,
  });
  const quota: AiQuota = async (request) => {
    const result = await perUser(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, MSG.rateLimited);
  };
  quotas.set(app.server, quota);
  return quota;
}

/**
 * The stored response of a write already applied with this request's Idempotency-Key, or null.
 * AI writes ask this before calling the model: the model runs outside the write's transaction
 * (a slow model must not hold the database), and a repeat should not run it again.
 */
export async function storedReplay<T>(
  request: FastifyRequest,
  db: Db,
): Promise<AppliedWrite<T> | null> {
  const key = idempotencyKeyOf(request);
  return key === null ? null : storedAnswer<T>(request, db, key);
}
