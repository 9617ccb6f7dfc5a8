// The PGlite data directory holds e-mails, password hashes and the JWT secret: only the server's
// user may read or write it. The directory is made 0700 and everything under it loses its group
// and other bits: an installation from before this rule, and the files PGlite copies from its
// bundle when it creates a database (it sets them 0666 itself), so the walk runs again once
// PGlite has opened. The process's umask keeps what PGlite writes later (log segments, new
// tables) private: files 0600, folders 0700.
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

const PRIVATE_UMASK = 0o077;

async function restrict(target: string): Promise<void> {
  const info = await stat(target);
  const mode = info.mode & 0o777;
  if ((mode & 0o077) !== 0) await chmod(target, mode & 0o700);
  if (!info.isDirectory()) return;
  for (const entry of await readdir(target)) await restrict(path.join(target, entry));
}

/** Before opening: the umask, and the directory made or put right. */
export async function makePrivateDataDir(dataDir: string): Promise<void> {
  process.umask(PRIVATE_UMASK);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await restrict(dataDir);
}

/** After opening: what PGlite wrote with modes of its own. */
export const restrictDataDir = restrict;
