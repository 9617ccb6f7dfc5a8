// The JavaScript a first visit to a screen downloads before it can show: the entry script and
// its static imports, plus, for a screen behind the login, the lazy chunks of the layout and of
// the screen with their static imports. Read from Vite's manifest, gzipped at level 9 (what
// @fastify/compress sends is close to this). `npm test` fails when a screen is over budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  APP_MODULE,
  ROUTE_MODULES,
  closure,
  htmlAssets,
  readManifest,
} from '../scripts/route-chunks';

/** Initial JS budget per screen: 170 KB gzipped. */
export const INITIAL_JS_BUDGET = 170 * 1024;

/** The screens measured, each with the source modules its route loads lazily. */
export const SCREENS: Record<string, { lazy: readonly string[] }> = {
  '/auth': { lazy: ROUTE_MODULES['/auth'] },
  '/ (con sesión)': { lazy: ROUTE_MODULES['/'] },
};

export interface ScreenSize {
  screen: string;
  files: string[];
  raw: number;
  gzip: number;
}

export async function screenSizes(distDir = 'dist'): Promise<ScreenSize[]> {
  const manifest = await readManifest(distDir);
  // What index.html preloads is downloaded too, whether the entry imports it statically or not.
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const preloaded = htmlAssets(html);
  const sizes: ScreenSize[] = [];
  for (const [screen, { lazy }] of Object.entries(SCREENS)) {
    const files = [
      ...new Set([...preloaded, ...closure(manifest, ['index.html', APP_MODULE, ...lazy])]),
    ].filter((f) => f.endsWith('.js'));
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const content = await readFile(path.join(distDir, file));
      raw += content.length;
      gzip += gzipSync(content, { level: 9 }).length;
    }
    sizes.push({ screen, files, raw, gzip });
  }
  return sizes;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchBundle(): Promise<void> {
  for (const { screen, files, raw, gzip } of await screenSizes()) {
    console.log(
      `initial JS of ${screen}: ${kb(gzip)} gzipped (${kb(raw)} raw, ${files.length} files)`,
    );
  }
}
