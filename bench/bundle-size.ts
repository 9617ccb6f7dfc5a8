// The JavaScript a first visit to a page downloads: the entry script and its modulepreloads
// from dist/index.html, gzipped at level 9 (what @fastify/compress sends is close to this).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export async function initialJs(distDir = 'dist'): Promise<{ files: string[]; raw: number; gzip: number }> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const content = await readFile(path.join(distDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

export async function benchBundle(): Promise<void> {
  const { files, raw, gzip } = await initialJs();
  console.log(
    `initial JS of /auth: ${(gzip / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw, ${files.length} files)`,
  );
}
