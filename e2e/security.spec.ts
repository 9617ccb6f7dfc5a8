// The Content-Security-Policy: the built app, served as `npm start` serves it,
// sends a CSP whose script-src allows no inline script and no eval, its pages carry no inline
// script or event-handler attribute, and it loads with no CSP violation on /auth and on the
// screens behind the login. Violations are caught twice: the page's `securitypolicyviolation`
// events (listened for before any script of the app runs) and Chromium's console errors. A last
// check proves the watch works: an inline script injected into the page is blocked and seen.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_SA, loginViaUi, registerViaUi } from './support';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Starts collecting CSP violations, events and console errors, for every page the test opens. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  return async () => {
    const events = await page.evaluate(() => window.__cspViolations ?? []);
    return [
      ...events.map((v) => `securitypolicyviolation ${v.directive} ${v.blocked} at ${v.source}`),
      ...consoleErrors.map((text) => `console: ${text}`),
    ];
  };
}

/** The CSP directives of a response, by name. */
function directivesOf(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

test.describe('Content-Security-Policy', () => {
  test('the page is sent with a CSP that allows no inline script, and has none', async ({
    page,
  }) => {
    const response = await page.goto('/auth');
    expect(response?.status()).toBe(200);
    const csp = directivesOf(response?.headers()['content-security-policy']);
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc?.some((v) => v === '*' || v === 'data:' || v.startsWith('http:'))).toBe(false);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);

    const html = (await response?.text()) ?? '';
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes, 'every script is a file').toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  test('/auth loads with no CSP violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Registrarse' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('the screens behind the login load with no CSP violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await registerViaUi(page);
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), '/').toEqual([]);
    // Charts, the history table and the test configurator: the heavier code that loads on demand.
    for (const path of ['/estadisticas', '/historial', '/test', '/resumenes', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
  });

  test('the SA screens load with no CSP violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await loginViaUi(page, E2E_SA.email, E2E_SA.password);
    for (const path of ['/usuarios', '/incidencias', '/crear-test']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
  });

  test('an inline script injected into the page is blocked, and the watch sees it', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src/);
  });
});
