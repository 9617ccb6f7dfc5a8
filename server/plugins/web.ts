import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../src/core/contract';
import { NIVELES } from '../../src/core/contract/base';
import type { Nivel } from '../../src/core/contract/base';
import { fillHome, homePage, readSessionHint } from './prerendered';

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
  // Pages written by the build (scripts/prerender.ts): /auth already rendered, and / rendered for
  // the level of the user the session cookie names, with their name filled in. A build without
  // them, any other path, or no usable cookie gets index.html, which renders in the browser.
  const has = (file: string) => hasClient && existsSync(path.join(staticDir, file));
  const authPage = has('auth.html') ? 'auth.html' : 'index.html';
  const homePages = new Map<Nivel, string>();
  for (const nivel of NIVELES) {
    if (has(homePage(nivel)))
      homePages.set(nivel, await readFile(path.join(staticDir as string, homePage(nivel)), 'utf8'));
  }
  const sendPage = async (url: string, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    if (url === '/auth') return reply.sendFile(authPage);
    const hint = url === '/' ? readSessionHint(request.headers.cookie) : null;
    const home = hint && homePages.get(hint.nivel);
    if (hint && home) {
      // Personal: no shared cache keeps it.
      reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie');
      return reply.type('text/html; charset=utf-8').send(fillHome(home, hint.username));
    }
    return reply.sendFile('index.html');
  };
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (hasClient && isPage && !url.startsWith('/api/') && url !== '/api') {
      return sendPage(url, request, reply);
    }
    return reply.status(404).send({ success: false, error: MSG.notFound });
  });
}
