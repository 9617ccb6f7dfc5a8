// Runs at the end of `vite build` (the opositor-prerender plugin in vite.config.ts) and writes
// pages next to index.html, which the server sends instead of it (server/plugins/web.ts):
//  - auth.html: /auth rendered by React in Node (src/app/prerender.tsx) for a visitor without a
//    session, so its first paint does not wait for the JavaScript; main.tsx hydrates it;
//  - home-{nivel}.html: / (the dashboard) rendered for a user of each level, with a slot the
//    server fills with the user's name (server/plugins/prerendered.ts), sent to a browser whose
//    session cookie names them; main.tsx hydrates it when its stored session is that user.
// It also adds to index.html the <link rel="modulepreload"> of the application's chunks.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { NIVELES } from '../src/core/contract/base';
import type { Nivel } from '../src/core/contract/base';
import { USERNAME_SLOT, homePage } from '../server/plugins/prerendered';
import { APP_MODULE, closure, htmlAssets, readManifest } from './route-chunks';

const ROOT = path.resolve(import.meta.dirname, '..');
const SSR_DIR = path.join(ROOT, 'node_modules', '.cache', 'opositor-prerender');
const EMPTY_ROOT = '<div id="root"></div>';

type Render = (pathname: string) => Promise<string>;

/** Builds src/app/prerender.tsx for Node and returns the folder of its chunks. */
async function buildRenderer(): Promise<string> {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: SSR_DIR,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
    },
  });
  return SSR_DIR;
}

/**
 * Renders `pathname` as a browser whose localStorage holds a session of level `nivel` (or none).
 * Each call imports its own copy of the built chunks, so every module (the session store first)
 * starts from that storage, as in the browser that will hydrate the page.
 */
async function renderAs(built: string, pathname: string, nivel: Nivel | null): Promise<string> {
  const copy = `${built}-${nivel ?? 'visitante'}`;
  await rm(copy, { recursive: true, force: true });
  await cp(built, copy, { recursive: true });
  const storage = new Map<string, string>();
  if (nivel) {
    const payload = Buffer.from(JSON.stringify({ exp: 4102444800 })).toString('base64url');
    storage.set('auth_token', `prerender.${payload}.prerender`);
    storage.set('refresh_token', 'prerender');
    storage.set('user_id', '1');
    storage.set('username', USERNAME_SLOT);
    storage.set('nivel', nivel);
  }
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  const globals = globalThis as { localStorage?: unknown };
  if (nivel) globals.localStorage = localStorage;
  try {
    const entry = pathToFileURL(path.join(copy, 'prerender.js')).href;
    const module = (await import(`${entry}?t=${Date.now()}`)) as { render: Render };
    return await module.render(pathname);
  } finally {
    delete globals.localStorage;
  }
}

/** Adds a modulepreload for each of `files` (scripts) that the page does not load yet. */
function withPreloads(html: string, files: string[]): string {
  const present = new Set(htmlAssets(html));
  const links = [...new Set(files)]
    .filter((file) => file.endsWith('.js') && !present.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return links ? html.replace('</head>', `\n    ${links}\n  </head>`) : html;
}

export async function prerender(outDir: string): Promise<void> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html no contiene ${EMPTY_ROOT}`);
  const manifest = await readManifest(outDir);
  const built = await buildRenderer();

  // On index.html the entry (src/boot.ts) imports the application at once: announcing its chunks
  // saves the round trip of discovering them.
  await writeFile(
    path.join(outDir, 'index.html'),
    withPreloads(template, closure(manifest, [APP_MODULE])),
  );
  // The prerendered pages announce nothing: painted from their HTML, they fetch the code after.
  // They are `inert` until hydrated (see hydrationStarted in src/components/layout/client-only).
  const auth = await renderAs(built, '/auth', null);
  await writeFile(
    path.join(outDir, 'auth.html'),
    template.replace(EMPTY_ROOT, `<div id="root" data-prerendered="/auth" inert>${auth}</div>`),
  );
  for (const nivel of NIVELES) {
    const home = await renderAs(built, '/', nivel);
    if (!home.includes(USERNAME_SLOT))
      throw new Error('El inicio prerenderizado no muestra el usuario');
    const root = `<div id="root" data-prerendered="/" data-nivel="${nivel}" data-username="${USERNAME_SLOT}" inert>`;
    await writeFile(
      path.join(outDir, homePage(nivel)),
      template.replace(EMPTY_ROOT, `${root}${home}</div>`),
    );
  }
}
