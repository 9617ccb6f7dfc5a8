import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MSG } from '../src/core/contract/base';
import { createAuthService } from './auth/service';
import { createActiveBanks, keptBanksOf } from './banks/active-bank';
import { createHotRows } from './cache/hot-rows';
import type { HotRowsOptions } from './cache/hot-rows';
import { DEFAULT_LOG_SLOW_MS, defaultFileWorkers } from './config';
import type { ServerConfig } from './config';
import type { Database } from './db';
import { createJobQueue } from './jobs';
import type { JobQueue } from './jobs';
import { createMailer } from './mail';
import type { Mailer } from './mail';
import { authPlugin, requireSessionOnPrivateRoutes } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { RequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb } from './plugins/web';
import { createFilePool } from './uploads/pool';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { commentsRoutes } from './routes/comments';
import { donationsRoutes } from './routes/donations';
import { generatorsRoutes } from './routes/generators';
import { issueReportRoutes } from './routes/issue-reports';
import { revisionRoutes } from './routes/revision';
import { physicalPlansRoutes } from './routes/physical-plans';
import { functionsRoutes } from './routes/functions';
import { personalityRoutes } from './routes/personality';
import { progressRoutes } from './routes/progress';
import { quizRoutes } from './routes/quiz';
import { resultsRoutes } from './routes/results';
import { statsRoutes } from './routes/stats';
import { newsRoutes } from './news/routes';
import { studyPlansRoutes } from './routes/study-plans';
import { summariesRoutes } from './routes/summaries';
import { syncBatchRoutes } from './routes/sync-batch';
import { systemRoutes } from './routes/system';
import { userAdminRoutes } from './routes/users';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the SMTP/log mailer (tests read the reset links from it). */
  mailer?: Mailer;
  /** Replaces the background job queue (tests wait for it to be idle). */
  jobs?: JobQueue;
  /** The in-memory rows' settings (tests lengthen the LISTEN reconnection delays). */
  hotRows?: HotRowsOptions;
}

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // sonner and Radix set inline style attributes and inject a small <style> element.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

const SHUTDOWN_RETRY_AFTER_SECONDS = 5;
const HSTS = 'max-age=31536000; includeSubDomains';

export async function buildApp({
  config,
  database,
  logger = false,
  mailer,
  jobs,
  hotRows: hotRowsOptions,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // Requests that arrive while closing get our own Spanish 503 (below), not Fastify's English one.
    return503OnClosing: false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
    frameworkErrors,
    logController: new RequestLog({
      lineOnAnswer: config.logRequests !== false,
      slowMs: config.logSlowMs ?? DEFAULT_LOG_SLOW_MS,
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The API speaks JSON (and forms where api.md says so); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // Sent as text: a route's own response schema for 503 (health's) must not reshape it.
    return reply
      .code(503)
      .headers({
        'retry-after': String(SHUTDOWN_RETRY_AFTER_SECONDS),
        connection: 'close',
        'content-type': 'application/json; charset=utf-8',
      })
      .send(JSON.stringify({ success: false, error: MSG.shuttingDown }));
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    // Sent below, and only over TLS: over plain HTTP the header means nothing and misleads.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // request.protocol reads X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
  await registerCompression(app);
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  const hotRows = await createHotRows(database, app.log, hotRowsOptions);
  app.addHook('onClose', () => hotRows.close());
  await app.register(authPlugin, { hotRows, jwtSecret: config.jwtSecret });

  const mail =
    mailer ??
    createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, publicUrl: config.publicUrl },
      app.log,
    );
  const files = createFilePool(config.fileWorkers ?? defaultFileWorkers(), app.log);
  app.addHook('onClose', () => files.close());
  const queue = jobs ?? createJobQueue(app.log);
  app.addHook('onClose', async () => queue.close());
  const auth = createAuthService({
    db: database.db,
    jwtSecret: config.jwtSecret,
    sendResetLink: (email, token) => mail.sendResetLink(email, token),
    later: (name, job) => queue.push(name, job),
  });

  await app.register(
    async (api) => {
      requireSessionOnPrivateRoutes(api);
      api.addHook('onSend', async (_request, reply, payload) => {
        // A route that must be revalidated rather than never stored (a bank) sets its own.
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      await api.register(systemRoutes, { database, config });
      await api.register(authRoutes, { auth, rateLimits: config.rateLimits });
      await api.register(functionsRoutes, { db: database.db, config });
      await api.register(personalityRoutes, { db: database.db });
      await api.register(idempotencyPlugin, { db: database.db });
      // Each process's active bank, kept once for the routes that draw tests and save them.
      const banks = createActiveBanks(database.db);
      await api.register(quizRoutes, { db: database.db, hotRows, banks });
      await api.register(progressRoutes, { db: database.db });
      await api.register(resultsRoutes, {
        db: database.db,
        keptBanks: keptBanksOf(hotRows, banks),
        // PostgreSQL runs the writes side by side on its connections instead.
        batchWrites: database.kind === 'pglite',
      });
      await api.register(statsRoutes, { db: database.db });
      await api.register(newsRoutes, { db: database.db, config });
      const routeOptions = { db: database.db, config, files };
      await api.register(accountRoutes, routeOptions);
      await api.register(donationsRoutes, routeOptions);
      await api.register(commentsRoutes, routeOptions);
      await api.register(issueReportRoutes, routeOptions);
      await api.register(generatorsRoutes, routeOptions);
      await api.register(revisionRoutes, routeOptions);
      await api.register(userAdminRoutes, routeOptions);
      await api.register(summariesRoutes, routeOptions);
      await api.register(studyPlansRoutes, routeOptions);
      await api.register(physicalPlansRoutes, routeOptions);
      await api.register(syncBatchRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.staticDir);
  return app;
}
