// Every screen fits a phone: each route, in each role, with data on it, at
// 360×740 and 390×844. A screen fails when the page scrolls sideways, when an interactive
// element sits (even partly) outside the viewport, or when content is cut at the right edge.
import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths';
import {
  NOT_FOUND_URL,
  PHONES,
  ROLES,
  SCREENS,
  loginAs,
  openScreen,
  seedScreens,
  widthProblems,
} from './screens';
import type { Account, Role } from './screens';

let accounts: Record<Role, Account> | undefined;

test.beforeAll(async ({ request }, testInfo) => {
  test.setTimeout(300_000);
  accounts = await seedScreens(request, testInfo);
});

test('every route of the app has its entry in the list of screens', () => {
  expect(Object.keys(SCREENS).sort()).toEqual(Object.keys(paths).sort());
});

for (const phone of PHONES) {
  test(`public screens fit ${phone.width}×${phone.height}`, async ({ page }) => {
    await page.setViewportSize(phone);
    const found: string[] = [];
    const publicScreens = Object.values(SCREENS).filter((s) => s.public);
    for (const screen of publicScreens) {
      const noIds = { resumen: 0, planEstudio: 0, planFisico: 0, resultado: '' };
      await openScreen(page, screen, noIds);
      found.push(...(await widthProblems(page)).map((p) => `${screen.url(noIds)}: ${p}`));
    }
    await page.goto(NOT_FOUND_URL);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    found.push(...(await widthProblems(page)).map((p) => `404: ${p}`));
    expect(found).toEqual([]);
  });

  for (const role of ROLES) {
    test(`every screen fits ${phone.width}×${phone.height} for ${role}`, async ({ page }) => {
      test.setTimeout(180_000);
      const account = accounts?.[role];
      if (!account) throw new Error('sin datos sembrados');
      await page.setViewportSize(phone);
      await loginAs(page, account);
      const found: string[] = [];
      for (const screen of Object.values(SCREENS)) {
        if (screen.public) continue;
        await openScreen(page, screen, account);
        found.push(...(await widthProblems(page)).map((p) => `${screen.url(account)}: ${p}`));
        for (const state of screen.states ?? []) {
          await state.reach(page);
          found.push(
            ...(await widthProblems(page)).map(
              (p) => `${screen.url(account)} (${state.name}): ${p}`,
            ),
          );
        }
      }
      expect(found).toEqual([]);
    });
  }
}
