// The pages the build writes (scripts/prerender.ts) and how the server picks one: /auth
// prerendered, / drawn for the level and name the session cookie gives (escaped), index.html for
// everything else or when the cookie cannot be used. Real server on loopback, real files.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_SLOT, fillHome, readSessionHint } from '../../server/plugins/prerendered';
import type { TestServer } from './harness';
import { startTestServer } from './harness';

const home = (nivel: string) =>
  `<title>inicio ${nivel}</title><div id="root" data-username="${USERNAME_SLOT}">` +
  `<p>Bienvenido, ${USERNAME_SLOT}</p><span>${USERNAME_SLOT.slice(0, 2)}</span></div>`;

describe('the pages written by the build', () => {
  let server: TestServer;
  let staticDir: string;
  const page = (pathname: string, cookie?: string) =>
    fetch(`${server.url}${pathname}`, { headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'opositor-pages-'));
    await writeFile(path.join(staticDir, 'index.html'), '<title>app</title>');
    await writeFile(path.join(staticDir, 'auth.html'), '<title>auth prerenderizada</title>');
    for (const nivel of ['SA', 'admin', 'usuario', 'invitado'])
      await writeFile(path.join(staticDir, `home-${nivel}.html`), home(nivel));
    server = await startTestServer('pglite', { staticDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('sends /auth prerendered, to anyone', async () => {
    const res = await page('/auth', 'opositor_sesion=SA.ana');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<title>auth prerenderizada</title>');
  });

  it('sends / drawn for the level in the cookie, with the name filled in and escaped', async () => {
    const res = await page(
      '/',
      `otra=1; opositor_sesion=admin.${encodeURIComponent('Jo<s>é & "Ana"')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
    const html = await res.text();
    expect(html).toContain('<title>inicio admin</title>');
    expect(html).toContain('data-username="Jo&lt;s&gt;é &amp; &quot;Ana&quot;"');
    expect(html).toContain('<p>Bienvenido, Jo&lt;s&gt;é &amp; &quot;Ana&quot;</p>');
    expect(html).toContain('<span>Jo</span>');
    expect(html).not.toContain(USERNAME_SLOT.slice(0, 1));
  });

  it('sends index.html for / without a usable cookie, and for every other path', async () => {
    for (const [pathname, cookie] of [
      ['/', undefined],
      ['/', 'opositor_sesion=1'],
      ['/', 'opositor_sesion=root.ana'],
      ['/', `opositor_sesion=SA.${'a'.repeat(51)}`],
      ['/', 'opositor_sesion=SA.%E0%A4%A'],
      ['/historial', 'opositor_sesion=SA.ana'],
    ] as const) {
      const res = await page(pathname, cookie);
      expect(res.status).toBe(200);
      expect(await res.text(), `${pathname} ${cookie ?? ''}`).toBe('<title>app</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });
});

describe('the session cookie the server reads', () => {
  it('gives the level and the name, or null when it cannot be used', () => {
    expect(readSessionHint('opositor_sesion=usuario.Mar%C3%ADa%20P')).toEqual({
      nivel: 'usuario',
      username: 'María P',
    });
    expect(readSessionHint('a=b;opositor_sesion=invitado.x.y')).toEqual({
      nivel: 'invitado',
      username: 'x.y',
    });
    expect(readSessionHint(`opositor_sesion=SA.${encodeURIComponent('😀b')}`)?.username).toBe(
      '😀b',
    );
    for (const cookie of [
      undefined,
      '',
      'opositor_sesion=',
      'opositor_sesion=SA',
      'opositor_sesion=SA.',
      'opositor_sesion=jefe.ana',
      'opositor_sesion=SA.a%00b',
      `opositor_sesion=SA.${encodeURIComponent(USERNAME_SLOT)}`,
      `opositor_sesion=SA.${encodeURIComponent('a😀')}`,
      'opositor_sesion=SA.%ZZ',
    ])
      expect(readSessionHint(cookie), String(cookie)).toBeNull();
  });

  it('fills every slot of a page', () => {
    expect(
      fillHome(`${USERNAME_SLOT}|${USERNAME_SLOT.slice(0, 2)}|${USERNAME_SLOT}`, "O'Neil"),
    ).toBe('O&#39;Neil|O&#39;|O&#39;Neil');
  });
});
