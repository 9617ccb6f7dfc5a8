import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerViaUi, untilInPage } from './support';

// The build the server of this run serves (playwright.config.ts, E2E_STATIC_DIR).
const SW_FILE = `${process.env.E2E_STATIC_DIR ?? 'dist'}/sw.js`;

// Publishing a new version changes sw.js on the server; the running test must not reload.
test.describe.configure({ mode: 'serial' });

test('an available update never reloads a running test, and is offered after it', async ({
  page,
}) => {
  const original = await readFile(SW_FILE, 'utf8');
  try {
    await registerViaUi(page);
    await untilInPage(page, async () => (await navigator.serviceWorker.ready).active !== null);
    await page.goto('/test');
    await page
      .getByLabel('Proceso', { exact: true })
      .selectOption({ label: 'Auxiliar Administrativo del Estado' });
    await expect(
      page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
    ).toBeVisible();
    await page.getByLabel('Número de preguntas').fill('2');
    await page.getByRole('button', { name: 'Comenzar Test' }).click();
    await expect(page.getByText('1 / 2')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await appendFile(SW_FILE, `\n// nueva versión ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await untilInPage(
      page,
      async () => (await navigator.serviceWorker.getRegistration())?.waiting != null,
    );
    await page.waitForTimeout(1_000);
    await expect(page.getByText('Nueva versión disponible')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await page.keyboard.press('a');
    await page.getByRole('button', { name: 'Siguiente Pregunta' }).click();
    await page.keyboard.press('a');
    await page.getByRole('button', { name: 'Finalizar Test' }).click();
    await expect(page).toHaveURL(/\/resultados\//);
    await expect(page.getByText('Nueva versión disponible')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.waitForFunction(
      () => (window as unknown as { marker?: number }).marker === undefined,
    );
  } finally {
    await writeFile(SW_FILE, original);
  }
});
