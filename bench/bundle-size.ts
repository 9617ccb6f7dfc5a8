// The JavaScript a first visit to a screen downloads before it can show: the entry script and
// its static imports, plus, for a screen behind the login, the lazy chunks of the layout and of
// the screen with their static imports. Read from Vite's manifest, gzipped at level 9 (what
// @fastify/compress sends is close to this). `npm test` fails when a screen is over budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JS budget per screen (issue 12): 170 KB gzipped. */
export const INITIAL_JS_BUDGET = 170 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The screens measured, each with the source modules its route loads lazily. The dashboard's
 * panels and the header's sync indicator (which read Dexie and check answers with zod) are lazy
 * chunks whose imports start as the screen's modules are evaluated: they are not in this count.
 */
export const SCREENS: Record<string, { lazy: string[] }> = {
  '/auth': { lazy: ['src/features/auth/components/auth-page.tsx'] },
  '/ (con sesión)': {
    lazy: ['src/app/layout/app-layout.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
  },
};

export interface ScreenSize {
  screen: string;
  files: string[];
  raw: number;
  gzip: number;
}

async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
}

function closure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} no está en el manifiesto de Vite`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return [...seen].map((key) => manifest[key]?.file ?? key);
}

export async function screenSizes(distDir = 'dist'): Promise<ScreenSize[]> {
  const manifest = await readManifest(distDir);
  // What index.html preloads is downloaded too, whether the entry imports it statically or not.
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  const sizes: ScreenSize[] = [];
  for (const [screen, { lazy }] of Object.entries(SCREENS)) {
    const files = [
      ...new Set([...preloaded, ...closure(manifest, ['index.html', ...lazy])]),
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
