// The test configurator and the start of a test, as a daily user meets them (second
// pass): a message goes when its field changes (item 3), the number inputs line up and the
// 'Test iniciado' toast leaves the runner's controls free (item 4, by geometry), normal mode
// never offers 'Psicotécnicos' (item 6), and offline a process whose bank is not on the device
// says so and how to get it (item 8).
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { PHONES } from './screens';
import { registerViaUi } from './support';

const PROCESO = 'Auxiliar Administrativo del Estado';
const SIZES = [...PHONES, { width: 800, height: 1000 }, { width: 1366, height: 768 }];

const form = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Comenzar Test' }) });
const secciones = (page: Page) => form(page).getByRole('group', { name: 'Secciones' });
const temas = (page: Page) => form(page).getByRole('group', { name: 'Temas' });

async function submitExpecting(page: Page, message: string) {
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(message);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('sin caja');
  return found;
}

// The test screens ask for a session; each test has a new account (and a device with no bank).
test.beforeEach(async ({ page }) => {
  await registerViaUi(page);
});

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('each configurator message goes when its field changes', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByLabel('Proceso', { exact: true })).toBeEnabled();
  await submitExpecting(page, 'Selecciona un proceso');
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: PROCESO });
  await expect(form(page).getByRole('alert')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Manual' }).click();
  await expect(secciones(page).getByRole('checkbox').first()).toBeVisible();
  await submitExpecting(page, 'Selecciona al menos una sección');
  await secciones(page).getByRole('checkbox').first().click();
  await expect(form(page).getByRole('alert')).toHaveCount(0);

  await expect(temas(page).getByRole('checkbox').first()).toBeVisible();
  await submitExpecting(page, 'Selecciona al menos un tema');
  await temas(page).getByRole('checkbox').first().click();
  await expect(form(page).getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Número de preguntas').fill('0');
  await submitExpecting(page, 'Número de preguntas inválido');
  await page.getByLabel('Número de preguntas').fill('5');
  await expect(form(page).getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Minutos').fill('');
  await submitExpecting(page, 'Minutos inválidos');
  await page.getByLabel('Minutos').fill('10');
  await expect(form(page).getByRole('alert')).toHaveCount(0);
});

test('the psychotechnic configurator clears its message too', async ({ page }) => {
  await page.goto('/test-psicotecnico');
  await expect(page.getByRole('heading', { name: 'Configurar Test Psicotécnico' })).toBeVisible();
  await expect(page.getByLabel('Proceso', { exact: true })).toBeEnabled();
  await submitExpecting(page, 'Selecciona un proceso');
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: PROCESO });
  await expect(form(page).getByRole('alert')).toHaveCount(0);
});

test("normal mode does not offer 'Psicotécnicos'; the psychotechnic test offers it with its topics", async ({
  page,
}) => {
  await page.goto('/test');
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: PROCESO });
  await page.getByRole('tab', { name: 'Manual' }).click();
  await expect(
    secciones(page).getByRole('checkbox', { name: 'Organización Pública' }),
  ).toBeVisible();
  await expect(secciones(page).getByRole('checkbox', { name: 'Psicotécnicos' })).toHaveCount(0);
  // Every section offered gives topics to choose.
  for (const label of await secciones(page).locator('label').allInnerTexts()) {
    await secciones(page).getByRole('checkbox', { name: label, exact: true }).click();
    await expect(temas(page).getByRole('checkbox').first()).toBeVisible();
    await expect(temas(page).getByText(/^psico -/i)).toHaveCount(0);
    await secciones(page).getByRole('checkbox', { name: label, exact: true }).click();
  }

  await page.goto('/test-psicotecnico');
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: PROCESO });
  await page.getByRole('tab', { name: 'Manual' }).click();
  await secciones(page).getByRole('checkbox', { name: 'Psicotécnicos' }).click();
  await temas(page).getByRole('checkbox').first().click();
  await page.getByLabel('Número de preguntas').fill('3');
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(page.getByRole('button', { name: 'Salir del Test' })).toBeVisible();
  await expect(page.getByText('Elige primero al menos una sección.')).toHaveCount(0);
});

for (const size of PHONES) {
  test(`the two number inputs line up at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const url of ['/test', '/test-psicotecnico']) {
      await page.goto(url);
      const preguntas = await box(page.getByLabel('Número de preguntas'));
      const minutos = await box(page.getByLabel('Minutos'));
      expect(Math.abs(preguntas.y - minutos.y)).toBeLessThan(1);
      expect(Math.abs(preguntas.height - minutos.height)).toBeLessThan(1);
      expect(preguntas.x + preguntas.width).toBeLessThan(minutos.x);
    }
  });
}

for (const size of SIZES) {
  test(`'Test iniciado' leaves the runner's controls free at ${size.width}×${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/test');
    await page.getByLabel('Proceso', { exact: true }).selectOption({ label: PROCESO });
    await page.getByLabel('Número de preguntas').fill('5');
    await page.getByRole('button', { name: 'Comenzar Test' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Test iniciado' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salir del Test' })).toBeVisible();
    const toastBox = await box(toast);
    // It sits over the sticky header, within it.
    const header = await box(page.locator('header').first());
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(header.y + header.height);
    // The runner opens at its top, below the header, wherever 'Comenzar Test' was scrolled to.
    const exit = await box(page.getByRole('button', { name: 'Salir del Test' }));
    expect(exit.y).toBeGreaterThanOrEqual(header.y + header.height);
    const controls = page
      .getByRole('main')
      .locator('button, a[href], input, select, [role="button"]');
    const covered: string[] = [];
    for (const control of await controls.all()) {
      if (!(await control.isVisible())) continue;
      const controlBox = await box(control);
      if (overlap(toastBox, controlBox))
        covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
    }
    expect(covered).toEqual([]);
  });
}

test('offline, a process whose bank is not on the device says so and how to get it', async ({
  page,
  context,
}) => {
  await page.goto('/test');
  await expect(page.getByLabel('Proceso', { exact: true })).toBeEnabled();
  await context.setOffline(true);
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: PROCESO });
  const notice = `Sin conexión: el banco de preguntas de «${PROCESO}» no está descargado en este dispositivo. Para tenerlo sin conexión, conéctate y abre este proceso aquí una vez, o pulsa «Descargar» en «Bancos de preguntas sin conexión», en Inicio.`;
  await expect(form(page).getByRole('status')).toHaveText(notice);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(notice);
  await expect(page.getByText(/No se encontraron preguntas/)).toHaveCount(0);

  // What the notice names exists: online, 'Descargar' on Inicio keeps the bank, and then the
  // same process works offline.
  await context.setOffline(false);
  await page.goto('/');
  await page.getByRole('button', { name: `Descargar el banco de ${PROCESO}` }).click();
  await expect(page.getByRole('button', { name: `Quitar el banco de ${PROCESO}` })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Iniciar Test' }).first().click();
  await expect(page.getByLabel('Proceso', { exact: true })).toBeEnabled();
  await context.setOffline(true);
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: PROCESO });
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  await expect(form(page).getByRole('status')).toHaveCount(0);
  await page.getByLabel('Número de preguntas').fill('3');
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(page.getByRole('button', { name: 'Salir del Test' })).toBeVisible();
});
