// The pages the build prerenders (scripts/prerender.ts): /auth for a visitor without a
// session and / for a user, shown before any JavaScript runs, then taken over by React without a
// hydration error; inert until then; and the session cookie the server draws / from, written at
// login and removed at logout.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { registerViaUi } from './support';

// What the server sends for a navigation that reaches it. Once the service worker controls the
// page it answers navigations itself with the cached app shell (the offline specs cover that),
// and it may take control at any moment after the first load: a reload here then got the shell.
test.use({ serviceWorkers: 'block' });

/** Console errors and uncaught page errors (a failed hydration is reported as one of them). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** A page of a context that runs no JavaScript: what the server's HTML alone shows. */
async function withoutJavaScript(
  browser: Browser,
  cookies: { name: string; value: string; url: string }[],
) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  return { page: await context.newPage(), close: () => context.close() };
}

test('/auth is drawn by its HTML alone, and React takes it over without errors', async ({
  browser,
  page,
  baseURL,
}) => {
  const bare = await withoutJavaScript(browser, []);
  await bare.page.goto(`${baseURL}/auth`);
  await expect(
    bare.page.getByText('Prepara tus oposiciones con tests, simulacros y estadísticas.'),
  ).toBeVisible();
  await expect(bare.page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(bare.page.locator('#root')).toHaveAttribute('inert', '');
  await bare.close();

  const errors = watchErrors(page);
  // Marks the prerendered tagline as soon as the HTML is parsed, before the app's code runs: a
  // hydration keeps that node, a render from scratch would replace it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const tagline = [...document.querySelectorAll('p')].find((p) =>
        p.textContent?.startsWith('Prepara tus'),
      );
      tagline?.setAttribute('data-prerendered-node', '');
    });
  });
  await page.goto('/auth');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('p[data-prerendered-node]')).toHaveText(
    'Prepara tus oposiciones con tests, simulacros y estadísticas.',
  );
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Registrarse' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/ is drawn for the user by its HTML alone, hydrated without errors, and the cookie follows the session', async ({
  browser,
  page,
  baseURL,
}) => {
  const user = await registerViaUi(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'opositor_sesion');
  expect(cookie?.value).toBe(`invitado.${encodeURIComponent(user.username)}`);

  const bare = await withoutJavaScript(browser, [
    { name: cookie!.name, value: cookie!.value, url: baseURL! },
  ]);
  await bare.page.goto(`${baseURL}/`);
  await expect(bare.page.getByText(`Bienvenido, ${user.username}`)).toBeVisible();
  await expect(
    bare.page.getByRole('button', { name: `Menú de usuario de ${user.username}` }),
  ).toBeVisible();
  await bare.close();

  const errors = watchErrors(page);
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByText(`Bienvenido, ${user.username}`)).toBeVisible();
  // The parts only the browser draws (device database) arrive after the hydration.
  await expect(page.getByRole('group', { name: 'Preguntas Realizadas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tus últimos procesos' })).toBeVisible();
  expect(errors).toEqual([]);

  await page.getByRole('button', { name: `Menú de usuario de ${user.username}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL('/auth');
  expect(
    (await page.context().cookies()).find((c) => c.name === 'opositor_sesion'),
  ).toBeUndefined();
});

test('a page drawn for another user is rendered again for the stored one', async ({
  page,
  context,
  baseURL,
}) => {
  const user = await registerViaUi(page);
  // A cookie that names someone else (stale, or edited by hand): the server draws their name,
  // the app sees it is not its session and draws its own, without a hydration error.
  await context.addCookies([{ name: 'opositor_sesion', value: 'admin.otra', url: baseURL! }]);
  const errors = watchErrors(page);
  await page.reload();
  await expect(page.getByText(`Bienvenido, ${user.username}`)).toBeVisible();
  await expect(page.getByText('Bienvenido, otra')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
