import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { goOnline, registerViaUi, waitForKeptBank, waitForServiceWorker } from './support';

/** Waits until nothing of this user waits in the outbox. */
async function waitForSync(page: Page) {
  await expect(page.getByRole('button', { name: 'Estado de sincronización' })).not.toContainText(
    'pendiente',
    {
      timeout: 20_000,
    },
  );
}

// The resume tests use a process no other test edits. A test of the whole programme is saved
// under a key that names every topic (spec §9), and the generator and revision tests publish
// topics into Auxiliar Administrativo while these run.
const UNEDITED = 'Administrativo del Estado';

async function configure(
  page: Page,
  questions: number,
  proceso = 'Auxiliar Administrativo del Estado',
) {
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: proceso });
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  await page.getByLabel('Número de preguntas').fill(String(questions));
  await page.getByLabel('Minutos').fill('10');
}

/** Leaves the test with 'Salir del Test', after its question. */
async function leaveTest(page: Page) {
  await page.getByRole('button', { name: 'Salir del Test' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Salir', exact: true }).click();
}

test('after one online visit, the app and / load with no network', async ({ page, context }) => {
  await registerViaUi(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Estado de sincronización' })).toContainText(
    'Sin conexión',
  );
  await page.goto('/historial');
  await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
});

test('a whole examen taken offline shows its results, and appears once in the history after reconnecting', async ({
  page,
  context,
}) => {
  await registerViaUi(page);
  await waitForServiceWorker(page);
  // One online visit to the configurator keeps the process's bank on the device.
  await page.goto('/simulacro');
  await configure(page, 3);
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).length))
    .toBeGreaterThan(0);
  await waitForKeptBank(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Simulacro' })).toBeVisible();
  await configure(page, 3);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(page.getByText('MODO EXAMEN', { exact: true })).toBeVisible();
  // The first answered and marked, the second left blank, the third answered.
  await page.keyboard.press('a');
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('2 / 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('3 / 3')).toBeVisible();
  await page.keyboard.press('b');
  await page.getByRole('button', { name: 'Finalizar Test' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Has respondido 2 de 3 · 1 en blanco · 1 marcada');
  await confirm.getByRole('button', { name: 'Finalizar', exact: true }).click();
  await expect(page).toHaveURL(/\/resultados\//);
  await expect(page.getByText('Quiz completado')).toBeVisible();
  // The results are drawn from the device, with no network.
  await expect(page.getByRole('group', { name: 'En blanco' })).toContainText('1');
  await expect(page.getByTestId('review-item')).toHaveCount(3);
  await page.getByRole('tab', { name: /^Marcadas/ }).click();
  await expect(page.getByTestId('review-item')).toHaveCount(1);

  // 'Tus últimos procesos' has the process at once, offline.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('region', { name: 'Tus últimos procesos' })).toContainText(
    'Auxiliar Administrativo del Estado',
  );

  await page.getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('history-item')).toContainText('Pendiente de sincronizar');
  await expect(page.getByTestId('history-item')).toContainText('EXAMEN');

  await goOnline(context, page);
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  // And the server has it exactly once.
  const history = await page.evaluate(async () => {
    const res = await fetch('/api/historial_tests.php', {
      headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    });
    return (await res.json()) as { en_blanco: number; num_preguntas: number }[];
  });
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({ en_blanco: 1, num_preguntas: 3 });
});

test('progress saved in one browser is offered for resume in another of the same user', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const a = await first.newPage();
  const user = await registerViaUi(a);
  await a.goto('/test');
  await configure(a, 5, UNEDITED);
  await a.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(a.getByText('1 / 5')).toBeVisible();
  await a.keyboard.press('b');
  await a.getByRole('button', { name: 'Siguiente Pregunta' }).click();
  await a.keyboard.press('c');
  await a.getByRole('button', { name: 'Siguiente Pregunta' }).click();
  await expect(a.getByText('3 / 5')).toBeVisible();
  await waitForSync(a);
  await first.close();

  const second = await browser.newContext();
  const b = await second.newPage();
  await b.goto('/auth');
  const panel = b.getByRole('tabpanel', { name: 'Iniciar Sesión' });
  await panel.getByLabel('Email').fill(user.email);
  await panel.getByLabel('Contraseña').fill(user.password);
  await panel.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(b).toHaveURL('/');
  await b.goto('/test');
  await configure(b, 5, UNEDITED);
  await b.getByRole('button', { name: 'Comenzar Test' }).click();
  const dialog = b.getByRole('alertdialog');
  await expect(dialog).toContainText('Tienes un test sin terminar');
  await expect(dialog).toContainText('Respondiste 2 de 5 preguntas');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(b.getByText('3 / 5')).toBeVisible();
  await expect(b.getByText('Puntuación actual: ')).toContainText('/2');
  await second.close();
});

test('cancelling the resume prompt starts again and deletes the saved progress', async ({
  page,
}) => {
  await registerViaUi(page);
  await page.goto('/test');
  await configure(page, 4, UNEDITED);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await page.keyboard.press('a');
  await leaveTest(page);
  await expect(page).toHaveURL('/');
  await page.goto('/test');
  await configure(page, 4, UNEDITED);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Empezar de nuevo' }).click();
  await expect(page.getByText('1 / 4')).toBeVisible();
  await expect(page.getByText('Puntuación actual: 0/0')).toBeVisible();
  await leaveTest(page);
  await waitForSync(page);
});

test('the dashboard downloads a bank for offline use and removes it', async ({ page }) => {
  await registerViaUi(page);
  const card = page
    .getByRole('heading', { name: 'Bancos de preguntas sin conexión' })
    .locator('..');
  await card
    .getByRole('button', { name: 'Descargar el banco de Auxiliar Administrativo del Estado' })
    .click();
  await expect(card.getByText(/Disponible sin conexión · \d+ preguntas/)).toBeVisible();
  await page.reload();
  await expect(card.getByText(/Disponible sin conexión/)).toBeVisible();
  await card
    .getByRole('button', { name: 'Quitar el banco de Auxiliar Administrativo del Estado' })
    .click();
  // Other processes' banks were never downloaded: none is left on the device.
  await expect(card.getByText(/Disponible sin conexión/)).toHaveCount(0);
});

test('pending changes show in the header and its panel, and logging out with them asks first', async ({
  page,
  context,
}) => {
  const user = await registerViaUi(page);
  await waitForServiceWorker(page);
  const card = page
    .getByRole('heading', { name: 'Bancos de preguntas sin conexión' })
    .locator('..');
  await card
    .getByRole('button', { name: 'Descargar el banco de Auxiliar Administrativo del Estado' })
    .click();
  await expect(card.getByText(/Disponible sin conexión/)).toBeVisible();

  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  // The sidebar's link (the dashboard's 'Acciones rápidas' has one too).
  await page.getByTestId('sidebar').getByRole('link', { name: 'Iniciar Test' }).click();
  await configure(page, 3);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await page.keyboard.press('a');
  await leaveTest(page);
  await expect(page).toHaveURL('/');

  const status = page.getByRole('button', { name: 'Estado de sincronización' });
  await expect(status).toContainText('Sin conexión');
  await expect(status).toContainText('1 cambio pendiente');
  await status.click();
  const panel = page.getByRole('dialog', { name: 'Sincronización' });
  await expect(panel.getByText('Progreso de un test sin terminar')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Menú de usuario de ${user.username}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Tienes 1 cambio sin sincronizar');
  await warning.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL('/');

  await goOnline(context, page);
  await expect(status).toContainText('En línea');
  await expect(status).not.toContainText('pendiente', { timeout: 20_000 });
});
