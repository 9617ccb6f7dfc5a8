import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/core/contract';

/**
 * Serves the built client. Hashed assets are cached for a year; index.html and the service
 * worker never are. Unknown /api paths are JSON 404s; any other page path gets the app, which
 * routes it (and shows its own 404 page).
 */
export async function registerWeb(app: FastifyInstance, staticDir: string | null) {
  const hasClient = staticDir !== null && existsSync(path.join(staticDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const inAssets = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', inAssets ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (hasClient && isPage && !url.startsWith('/api/') && url !== '/api') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, error: MSG.notFound });
  });
}
