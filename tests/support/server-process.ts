// The real server as a separate process (node --import tsx server/main.ts), on a PGlite data
// directory that survives restarts, for tests that restart it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** The running process's id (its memory is read from /proc). */
  readonly pid: number;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: '',
        LOG_LEVEL: 'error',
        SA_PASSWORD: 'sa-password-123',
        RATE_LIMIT_AUTH_IP: '100000',
        RATE_LIMIT_AUTH_EMAIL: '100000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const started = Date.now();
    for (;;) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 120_000) {
        child?.kill('SIGKILL');
        throw new Error('El servidor no arrancó en 120 s');
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  await start();
  return {
    url,
    get pid() {
      if (!child?.pid) throw new Error('El servidor no está en marcha');
      return child.pid;
    },
    restart: async () => {
      await stop();
      await start();
    },
    stop,
  };
}
