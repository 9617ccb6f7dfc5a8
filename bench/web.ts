// `npm run bench:web`: Lighthouse (mobile preset, the CLI fetched by npx so the lockfile stays
// as it is, see stack-notes) against the production build served by the real server, on /auth
// and on / with a session. Prints Performance, LCP, TBT, CLS and the JavaScript transferred;
// asserts nothing (targets: Performance ≥ 95, initial JS ≤ 170 KB gzipped).
//
// The browser is Debian's Chromium started by Playwright with a persistent profile and a
// remote-debugging port; Lighthouse attaches to it with --disable-storage-reset, so what the
// setup page left (the session, the service worker and its cache) survives. Three measures:
// /auth as a first visit; / as a logged-in user finds it (the app opened and logged in through
// its form before); and / with a session but none of the app's files cached, the worst case.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { freePort, startServerProcess } from '../tests/support/server-process';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

async function lighthouse(url: string, port: number, out: string): Promise<LighthouseReport> {
  await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--disable-storage-reset',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      // With BENCH_WEB_REPORTS the trace is kept too: it names the work inside each long task.
      ...(process.env.BENCH_WEB_REPORTS ? ['--save-assets'] : []),
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
  );
  return JSON.parse(await readFile(out, 'utf8')) as LighthouseReport;
}

function print(label: string, report: LighthouseReport): void {
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const items = report.audits['network-requests']?.details?.items ?? [];
  const js = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = Math.round((report.categories.performance.score ?? 0) * 100);
  console.log(
    `lighthouse ${label}: Performance ${score}, LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s, ` +
      `TBT ${audit('total-blocking-time').toFixed(0)} ms, CLS ${audit('cumulative-layout-shift').toFixed(3)}, ` +
      `JS transferred ${(js / 1024).toFixed(1)} KB`,
  );
}

/** One Lighthouse run in a browser of its own (empty profile), after an optional setup page. */
async function measure(
  label: string,
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), 'opositor-bench-web-profile-'));
  const debugPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${debugPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    if (prepare) await prepare(context.pages()[0] ?? (await context.newPage()));
    const out = path.join(profile, 'report.json');
    print(label, await lighthouse(url, debugPort, out));
    // BENCH_WEB_REPORTS keeps each run's full Lighthouse JSON (diagnostics, LCP element, tasks).
    const keep = process.env.BENCH_WEB_REPORTS;
    if (keep) {
      await mkdir(keep, { recursive: true });
      const file = path.join(
        keep,
        `${label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'root'}.json`,
      );
      await copyFile(out, file);
      await copyFile(
        path.join(profile, 'report-0.trace.json'),
        file.replace(/\.json$/, '.trace.json'),
      );
      console.log(`lighthouse ${label}: report and trace kept in ${file.replace(/\.json$/, '')}.*`);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

interface NewUser {
  username: string;
  email: string;
  password: string;
  /** The register answer: the session the app would write. */
  session: Record<string, string | number>;
}

/** A new account, created through the API (account creation is not what is measured). */
async function registerUser(page: Page): Promise<NewUser> {
  const username = `benchweb${Date.now().toString(36)}`;
  const user = { username, email: `${username}@example.com`, password: 'secreto-123' };
  const session = await page.evaluate(async (body) => {
    const res = await fetch('/api/auth.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'register', ...body }),
    });
    return (await res.json()) as Record<string, string | number>;
  }, user);
  if (typeof session.token !== 'string')
    throw new Error(`No se pudo registrar: ${JSON.stringify(session)}`);
  return { ...user, session };
}

export async function benchWeb(): Promise<void> {
  const staticDir = path.resolve(process.env.BENCH_STATIC_DIR ?? 'dist');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-bench-web-'));
  const server = await startServerProcess(dataDir, { STATIC_DIR: staticDir });
  try {
    // BENCH_WEB_ONLY=auth, =home or =cold measures that load only (while working on it).
    const only = process.env.BENCH_WEB_ONLY;
    if (!only || only === 'auth') await measure('/auth', `${server.url}/auth`);
    // Logged in as a user is: the app was opened at /auth (its service worker installed and its
    // files cached), the user logged in through the form, and later opens the app again at /.
    if (!only || only === 'home')
      await measure('/ (con sesión)', `${server.url}/`, async (page) => {
        await page.goto(`${server.url}/auth`);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        const user = await registerUser(page);
        const panel = page.getByRole('tabpanel', { name: 'Iniciar Sesión' });
        await panel.getByLabel('Email').fill(user.email);
        await panel.getByLabel('Contraseña').fill(user.password);
        await panel.getByRole('button', { name: 'Iniciar Sesión' }).click();
        await page.getByRole('heading', { name: 'Tus últimos procesos' }).waitFor();
        await page.goto('about:blank');
      });
    // The worst case, printed for comparison: a session on the device but none of the app's
    // files (the browser dropped its cache). The session (localStorage and the
    // `opositor_sesion` cookie, as the app writes them at login) is written from /api/health, a
    // page of the same origin that loads none of the app, so the server sends the dashboard
    // prerendered for that user and every file comes from the network.
    if (!only || only === 'cold')
      await measure('/ (con sesión, sin caché de la app)', `${server.url}/`, async (page) => {
        await page.goto(`${server.url}/api/health`);
        const { username, session } = await registerUser(page);
        await page.evaluate(
          ({ user, s }) => {
            for (const [key, field] of [
              ['auth_token', 'token'],
              ['refresh_token', 'refresh_token'],
              ['user_id', 'user_id'],
              ['username', 'username'],
              ['nivel', 'nivel'],
            ] as const)
              localStorage.setItem(key, String(s[field]));
            document.cookie = `opositor_sesion=${String(s.nivel)}.${encodeURIComponent(user)}; Path=/; SameSite=Lax`;
          },
          { user: username, s: session },
        );
      });
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/web.ts` (npm run bench:web) runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchWeb();
