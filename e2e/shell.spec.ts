import { expect, test } from '@playwright/test';
import { E2E_SA, loginViaUi, registerViaUi, sidebar } from './support';

test.describe('guard, 404 and session', () => {
  test('sends an anonymous visitor of a protected route to /auth', async ({ page }) => {
    await page.goto('/estadisticas');
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
  });

  test('shows the 404 page with a link home for an unknown path', async ({ page }) => {
    await page.goto('/esta/ruta/no/existe');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/auth');
  });

  test('keeps the session across reloads and refreshes an expired access token', async ({
    page,
  }) => {
    await registerViaUi(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    const before = await page.evaluate(() => localStorage.getItem('refresh_token'));
    // The token expires while the app is closed: set from a page of the same origin without the
    // app, so the open app does not refresh it itself first (a refresh cut short by the reload
    // would leave this page a refresh token the server has already replaced).
    await page.goto('/api/health');
    await page.evaluate(() => localStorage.setItem('auth_token', 'caducado.eyJleHAiOjF9.x'));
    await page.goto('/');
    // The dashboard arrives drawn by the server at once; the refresh happens as the app starts.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('refresh_token')), { timeout: 10_000 })
      .not.toBe(before);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  });

  test('stays logged in when the refresh fails for lack of network', async ({ page }) => {
    await registerViaUi(page);
    await page.evaluate(() => localStorage.setItem('auth_token', 'caducado.eyJleHAiOjF9.x'));
    await page.route('**/api/auth.php', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('logs out when the server refuses the refresh token', async ({ page }) => {
    await registerViaUi(page);
    await page.evaluate(() => {
      localStorage.setItem('auth_token', 'caducado.eyJleHAiOjF9.x');
      localStorage.setItem('refresh_token', 'revocado');
    });
    await page.reload();
    await expect(page).toHaveURL('/auth');
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
  });
});

test.describe('sidebar and header', () => {
  test('a new account sees no super-admin tools and no AI group, and the plans it may open under Mi Progreso', async ({
    page,
  }) => {
    await registerViaUi(page);
    const nav = sidebar(page);
    for (const group of ['Principal', 'Tests', 'Mi Progreso', 'Recursos']) {
      await expect(nav.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Iniciar Test' })).toBeVisible();
    // Spec §6: the AI group is for SA and admin. README, plans and levels: an invitado may
    // start plans, so the menu offers them, under 'Mi Progreso'.
    await expect(nav.getByRole('group', { name: 'Herramientas IA' })).toHaveCount(0);
    await expect(nav.getByRole('group', { name: 'Mi Progreso' }).getByRole('link')).toHaveText([
      'Estadísticas',
      'Historial',
      'Ranking',
      'Planes de Estudio',
      'Planes Físicos',
    ]);
    await expect(nav.getByRole('link', { name: 'Generar Preguntas' })).toHaveCount(0);
  });

  test('the super-admin sees the generators', async ({ page }) => {
    await loginViaUi(page, E2E_SA.email, E2E_SA.password);
    const ai = sidebar(page).getByRole('group', { name: 'Herramientas IA' });
    await expect(ai.getByRole('link', { name: 'Generar Preguntas' })).toBeVisible();
    await expect(ai.getByRole('link', { name: 'Generar Psicotécnicos' })).toBeVisible();
    await ai.getByRole('link', { name: 'Generar Preguntas' }).click();
    await expect(page).toHaveURL('/crear-test');
  });

  test('ctrl+B collapses the sidebar to icons and the cookie remembers it for 7 days', async ({
    page,
    context,
  }) => {
    await registerViaUi(page);
    const nav = sidebar(page);
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    expect((await nav.boundingBox())?.width).toBe(256);

    await page.keyboard.press('Control+b');
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(nav.getByText('Iniciar Test')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Iniciar Test' })).toBeVisible();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(48);

    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Meta+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  });

  test('below 768 px the sidebar is a slide-in panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerViaUi(page);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).click();
    const panel = page.getByTestId('mobile-sidebar');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(288);
    await panel.getByRole('link', { name: 'Historial' }).click();
    await expect(page).toHaveURL('/historial');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
  });

  test('the user menu shows name and level, links, and logs out', async ({ page }) => {
    const user = await registerViaUi(page);
    await page.getByRole('button', { name: `Menú de usuario de ${user.username}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(user.username)).toBeVisible();
    await expect(menu.getByText('Invitado')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL('/profile');

    await page.getByRole('button', { name: `Menú de usuario de ${user.username}` }).click();
    await page.getByRole('menuitem', { name: 'Políticas de Privacidad' }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL('/profile');

    await page.getByRole('button', { name: `Menú de usuario de ${user.username}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByText('Sesión cerrada')).toBeVisible();
    await expect(page.getByText('Has cerrado sesión correctamente')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL('/auth');
  });

  test('the privacy policy is public and has its 10 sections', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Políticas de Privacidad' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(page.getByText(/30 días/).first()).toBeVisible();
  });
});
