// The PGlite data directory (e-mails, password hashes, the catalog) is the
// server user's alone. A directory left by an older installation, with files of mode 0666, is
// put right when the server opens it, and what PGlite writes afterwards is private too.
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { users } from '../../server/db/schema';

async function modes(root: string): Promise<{ file: string; mode: number }[]> {
  const found: { file: string; mode: number }[] = [];
  async function walk(target: string) {
    const info = await stat(target);
    found.push({ file: path.relative(root, target) || '.', mode: info.mode & 0o777 });
    if (info.isDirectory())
      for (const entry of await readdir(target)) await walk(path.join(target, entry));
  }
  await walk(root);
  return found;
}

describe('the data directory', () => {
  const parent = mkdtemp(path.join(tmpdir(), 'opositor-datadir-'));
  afterAll(async () => rm(await parent, { recursive: true, force: true }));

  it(
    'is 0700 and nothing under it is readable or writable by group or others',
    { timeout: 180_000 },
    async () => {
      const dataDir = path.join(await parent, 'data');
      // An installation from before: a world-writable directory and files.
      await mkdir(path.join(dataDir, 'antiguo'), { recursive: true });
      await writeFile(path.join(dataDir, 'antiguo', 'registro'), 'correos y hashes');
      await chmod(path.join(dataDir, 'antiguo', 'registro'), 0o666);
      await chmod(path.join(dataDir, 'antiguo'), 0o777);
      await chmod(dataDir, 0o777);

      const database = await openDatabase({ dataDir });
      await database.db
        .insert(users)
        .values({ username: 'privado', email: 'privado@example.com', passwordHash: 'x' });
      await database.close();

      const all = await modes(dataDir);
      expect(all.length).toBeGreaterThan(100);
      expect(all.find((m) => m.file === '.')?.mode).toBe(0o700);
      expect(all.filter((m) => (m.mode & 0o077) !== 0)).toEqual([]);
    },
  );

  it(
    'keeps a small buffer cache in the server process (the OS caches the files anyway)',
    { timeout: 180_000 },
    async () => {
      const database = await openDatabase({ dataDir: path.join(await parent, 'buffers') });
      try {
        const result = await database.db.execute(sql`show shared_buffers`);
        expect(JSON.stringify(result)).toContain('"shared_buffers":"32MB"');
      } finally {
        await database.close();
      }
    },
  );
});
