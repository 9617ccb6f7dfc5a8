// A screenshot of every screen, for people to look at: the super-admin's screens
// (who sees them all) and the public ones, at both phone sizes and on a 1366×768 laptop, saved as
// test-results/…/screenshot-tour-*/<size>/<screen>.png and attached to the report. Nothing
// is compared pixel by pixel; the phone-width test is what fails on a layout that does not fit.
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { NOT_FOUND_URL, PHONES, SCREENS, loginAs, openScreen, seedScreens } from './screens';
import type { Account } from './screens';

const SIZES = [...PHONES, { width: 1366, height: 768 }];
let sa: Account | undefined;

test.beforeAll(async ({ request }, testInfo) => {
  test.setTimeout(300_000);
  sa = (await seedScreens(request, testInfo)).SA;
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize();
  const file = testInfo.outputPath(`${size?.width}x${size?.height}`, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(`${size?.width}x${size?.height} ${name}`, {
    path: file,
    contentType: 'image/png',
  });
}

for (const size of SIZES) {
  test(`tour at ${size.width}×${size.height}`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    if (!sa) throw new Error('sin datos sembrados');
    const ids = sa;
    await page.setViewportSize(size);
    for (const [name, screen] of Object.entries(SCREENS).filter(([, s]) => s.public)) {
      await openScreen(page, screen, ids);
      await shoot(page, testInfo, name);
    }
    await page.goto(NOT_FOUND_URL);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await shoot(page, testInfo, 'not-found');

    await loginAs(page, sa);
    for (const [name, screen] of Object.entries(SCREENS).filter(([, s]) => !s.public)) {
      await openScreen(page, screen, ids);
      await shoot(page, testInfo, name);
      for (const state of screen.states ?? []) {
        await state.reach(page);
        await shoot(page, testInfo, `${name}-${state.name}`);
      }
    }

    // The dialogs and panels a daily user opens.
    await openScreen(page, SCREENS.physicalPlans, ids);
    await page.getByRole('button', { name: 'Nuevo plan físico' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, testInfo, 'planes-fisicos-dialogo');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Fecha de inicio/ })
      .click();
    await expect(page.getByRole('grid').first()).toBeVisible();
    await shoot(page, testInfo, 'planes-fisicos-calendario');
    await page.keyboard.press('Escape');

    await openScreen(page, SCREENS.summary, ids);
    await page
      .getByRole('button', { name: /técnica/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, testInfo, 'resumen-tecnica');
    await page.keyboard.press('Escape');

    await openScreen(page, SCREENS.history, ids);
    await page
      .getByTestId('history-item')
      .first()
      .getByRole('link', { name: 'Ver detalle' })
      .click();
    await expect(page.getByTestId('review-item').first()).toBeVisible();
    await shoot(page, testInfo, 'historial-detalle');
    await page.keyboard.press('Escape');

    if (size.width < 768) {
      await page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).click();
      await expect(page.getByTestId('mobile-sidebar')).toBeVisible();
      await shoot(page, testInfo, 'menu');
    }
  });
}
