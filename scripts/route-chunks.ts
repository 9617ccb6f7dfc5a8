// The chunks a route needs before it can show, read from Vite's manifest (build.manifest): used
// by the JavaScript budget (bench/bundle-size.ts) and by the pages written at build time, which
// announce them with <link rel="modulepreload"> (scripts/prerender.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The application, imported by the page's entry (src/boot.ts). */
export const APP_MODULE = 'src/main.tsx';

/**
 * The source modules each first screen loads lazily through its route. The dashboard's panels
 * and the header's sync indicator (which read Dexie and check answers with zod) are lazy chunks
 * whose imports start as the screen's modules are evaluated: they are not part of it.
 */
export const ROUTE_MODULES = {
  '/auth': ['src/features/auth/components/auth-page.tsx'],
  '/': ['src/app/layout/app-layout.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
} as const;

export async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
}

/** The files of `roots` and of everything they import statically. */
export function closure(manifest: Manifest, roots: readonly string[]): string[] {
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

/** The assets index.html already loads or preloads. */
export function htmlAssets(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
}
