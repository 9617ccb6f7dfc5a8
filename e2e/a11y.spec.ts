// Accessibility: axe-core on every screen of the app, with no serious or
// critical violation; and a keyboard-only run of login, a test and the history.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  E2E_SA,
  apiAs,
  bankOf,
  chooseWithKey,
  loginViaUi,
  newUser,
  questionOnScreen,
} from './support';

/** Fails with the list of serious and critical violations of the page as it is now. */
async function expectNoSeriousViolations(page: Page, screen: string) {
  // A toast fading in or out has its colours blended with the page for a moment; axe would
  // measure that blend. Check once every finite transition has ended (a spinner runs forever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // Toasts stacked behind the front one have their text faded out on purpose (sonner), and one
  // hidden or on its way out may rest at a low opacity; axe would measure those blends. The
  // front toast, the one a user reads, is checked.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toast][data-front="false"]')
    .exclude('[data-sonner-toast][data-removed="true"]')
    .exclude('[data-sonner-toast][data-visible="false"]')
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')}`,
    );
  expect(serious, `${screen}: ${serious.join('\n')}`).toEqual([]);
}

/** Waits until the screen's heading shows, so axe sees the screen and not a spinner. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
}

test('public screens have no serious or critical accessibility violations', async ({ page }) => {
  await open(page, '/auth', /Opositor|Iniciar Sesión|Bienvenido/);
  await expectNoSeriousViolations(page, '/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await expectNoSeriousViolations(page, '/auth (Registrarse)');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/privacy-policy');
  await page.goto('/restablecer-contrasena?token=abc');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/restablecer-contrasena');
  await page.goto('/no-existe');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '404');
});

test('every screen behind the login has no serious or critical accessibility violations', async ({
  page,
}) => {
  // Some thirty screens and states, axe on each (more since the examen and its results).
  test.setTimeout(600_000);
  await loginViaUi(page, E2E_SA.email, E2E_SA.password);
  // One object of each kind, so the detail screens have something to show.
  const resumen = (await apiAs(page, 'POST', '/api/generar_resumen.php', {
    id_proceso: 1,
    seccion: 'Organización Pública',
    tema: 'La Constitución Española de 1978',
    texto: 'La Constitución Española de 1978 es la norma suprema del ordenamiento jurídico.',
    nivel_detalle: 'corto',
  })) as { id?: number };
  const fisico = (await apiAs(page, 'POST', '/api/planes_fisicos.php?action=crear', {
    titulo: 'Preparación física de prueba',
    tipo_prueba: 'Policía',
    descripcion: '',
    fecha_inicio: '2026-01-05',
    fecha_fin: '2026-02-01',
  })) as { id?: number };
  const estudio = (await apiAs(page, 'POST', '/api/planes_estudio.php', {
    action: 'crear',
    id_proceso: 1,
    titulo: 'Plan de estudio de prueba',
    descripcion: 'Repaso de la Constitución',
    fecha_inicio: '2026-01-05',
    fecha_fin: '2026-03-01',
    temas: ['La Constitución Española de 1978'],
  })) as { id_plan?: number };

  const screens: [string, string | RegExp][] = [
    ['/', 'Inicio'],
    ['/test', /Configurar Test|Iniciar Test/],
    ['/simulacro', /Configurar|Simulacro/],
    ['/test-psicotecnico', /Configurar|Psicotécnico/],
    ['/simulacro-psicotecnico', /Configurar|Psicotécnico/],
    ['/test-personalidad', /Personalidad/],
    ['/estadisticas', 'Estadísticas'],
    ['/historial', /Historial/],
    ['/ranking', /Ranking/],
    ['/donacion', /Donación|Apoya|Dona/],
    ['/profile', /.+/],
    ['/resumenes', /Resúmenes/],
    ['/crear-resumen', /Crear Resumen|Resumen/],
    ['/crear-test', /Generar|Crear Test/],
    ['/crear-psicotecnicos', /Psicotécnicos/],
    ['/usuarios', /Usuarios/],
    ['/incidencias', /Incidencias/],
    ['/planes-estudio', /Planes de Estudio/],
    ['/crear-plan-estudio', /Plan de Estudio/],
    ['/planes-fisicos', /Planes Físicos/],
  ];
  // Each object was created; a missing one would leave its screen unchecked.
  expect([resumen.id, fisico.id, estudio.id_plan].every((id) => typeof id === 'number')).toBe(true);
  if (resumen.id) screens.push([`/resumenes/${resumen.id}`, /.+/]);
  if (fisico.id) screens.push([`/planes-fisicos/${fisico.id}`, /.+/]);
  if (estudio.id_plan) screens.push([`/plan-estudio/${estudio.id_plan}`, /.+/]);
  for (const [path, heading] of screens) {
    await open(page, path, heading);
    await expectNoSeriousViolations(page, path);
  }

  // The runner itself, with a question and its feedback on screen.
  await page.goto('/test');
  await page
    .getByLabel('Proceso', { exact: true })
    .selectOption({ label: 'Auxiliar Administrativo del Estado' });
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  await page.getByLabel('Número de preguntas').fill('2');
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoSeriousViolations(page, 'test en curso');
  await page.keyboard.press('a');
  await expect(page.getByText(/La respuesta correcta es/)).toBeVisible();
  await expectNoSeriousViolations(page, 'test con la corrección');

  // An examen: its palette with answered, blank, marked and current questions, the finishing
  // dialog, and the results screen with its review.
  await page.goto('/simulacro');
  await page
    .getByLabel('Proceso', { exact: true })
    .selectOption({ label: 'Auxiliar Administrativo del Estado' });
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  await page.getByLabel('Número de preguntas').fill('6');
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.keyboard.press('a');
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('b');
  await expect(
    page.getByRole('button', { name: 'Pregunta 1, respondida, marcada', exact: true }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'examen con la paleta');
  // A phone: the palette folds behind its button.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Ver todas las preguntas' }).click();
  await expectNoSeriousViolations(page, 'examen en un móvil, paleta abierta');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Finalizar Test' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Has respondido 2 de 6');
  await expectNoSeriousViolations(page, 'examen, confirmación de finalizar');
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Finalizar', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados del test' })).toBeVisible();
  await page
    .getByRole('button', { name: /Profesor Virtual y comentarios/ })
    .first()
    .click();
  await expectNoSeriousViolations(page, 'resultados');
  await page.getByRole('tab', { name: /^En blanco/ }).click();
  await expectNoSeriousViolations(page, 'resultados, filtro En blanco');
});

/** Presses Tab until the element has the focus (at most `max` times), then checks it. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('login, a test and the history with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const user = newUser();
  await page.goto('/auth');
  await page.evaluate(async (u) => {
    const res = await fetch('/api/auth.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'register', ...u }),
    });
    if (!res.ok) throw new Error(`registro: ${res.status}`);
  }, user);

  // Login.
  await page.goto('/auth');
  const login = page.getByRole('tabpanel', { name: 'Iniciar Sesión' });
  await tabTo(page, login.getByLabel('Email'));
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(login.getByLabel('Contraseña')).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  // A test: the sidebar link, the configurator, the answers by letter and Enter.
  await tabTo(
    page,
    page.getByTestId('sidebar').getByRole('link', { name: 'Iniciar Test', exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/test');
  const proceso = page.getByLabel('Proceso', { exact: true });
  await expect(
    proceso.getByRole('option', { name: 'Auxiliar Administrativo del Estado' }),
  ).toBeAttached();
  await tabTo(page, proceso);
  const chosen = () =>
    proceso.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
  // One option per key, each press waiting for the last one to show, so none runs past it.
  for (let i = 0; i < 10; i++) {
    const current = await chosen();
    if (current === 'Auxiliar Administrativo del Estado') break;
    await page.keyboard.press('ArrowDown');
    await expect.poll(chosen).not.toBe(current);
  }
  await expect.poll(chosen).toBe('Auxiliar Administrativo del Estado');
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  await tabTo(page, page.getByLabel('Número de preguntas'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  for (let i = 1; i <= 2; i++) {
    await expect(page.getByText(`${i} / 2`)).toBeVisible();
    // Read now: other tests running at the same time add generated questions to this bank.
    const q = await questionOnScreen(page, await bankOf(page, 1));
    await chooseWithKey(page, q, true);
    await expect(page.getByText(`Puntuación actual: ${i}/${i}`)).toBeVisible();
    await page.keyboard.press('Enter');
  }
  // The results take the focus.
  await expect(page).toHaveURL(/\/resultados\//);
  const results = page.getByRole('heading', { level: 1, name: 'Resultados del test' });
  await expect(results).toBeFocused();
  await tabTo(page, page.getByRole('tab', { name: /^Todas/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Falladas/ })).toBeFocused();
  await expect(page.getByText('Sin preguntas falladas.')).toBeVisible();

  // The history: the sidebar link, and a test's detail, which is the same results screen.
  await tabTo(
    page,
    page.getByTestId('sidebar').getByRole('link', { name: 'Historial', exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/historial');
  const detail = page
    .getByTestId('history-item')
    .first()
    .getByRole('link', { name: 'Ver detalle' });
  await tabTo(page, detail);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/resultados\//);
  await expect(results).toBeFocused();
  await expect(page.getByRole('group', { name: 'Aciertos' })).toContainText('2');
});
