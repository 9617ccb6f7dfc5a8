// Scroll position per screen: a screen opened from the menu starts at the top,
// whatever the previous one was scrolled to; back and forward return to where the user was.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerViaUi } from './support';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the page to `y` (it must be tall enough) and waits until the router has seen it. */
async function scrollTo(page: Page, y: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(y);
  await page.mouse.wheel(0, y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/**
 * Opens the phone's menu with its shortcut: a click on the sticky header's button would make
 * Playwright scroll the page to the button's place first, which a finger does not.
 */
async function openFromMenu(page: Page, name: string) {
  await page.keyboard.press('Control+b');
  await page.getByTestId('mobile-sidebar').getByRole('link', { name, exact: true }).click();
}

test('a new screen opens at the top; back and forward restore each one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await registerViaUi(page);
  await scrollTo(page, 500);

  await openFromMenu(page, 'Test de Personalidad');
  await expect(page).toHaveURL('/test-personalidad');
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await scrollTo(page, 150);

  await openFromMenu(page, 'Estadísticas');
  await expect(page.getByRole('heading', { name: 'Estadísticas', level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/test-personalidad');
  await expect.poll(() => scrollY(page)).toBe(150);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => scrollY(page)).toBe(500);
  await page.goForward();
  await expect(page).toHaveURL('/test-personalidad');
  await expect.poll(() => scrollY(page)).toBe(150);
});
