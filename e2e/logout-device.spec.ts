// Logging out leaves nothing of the user on the device (their rows in
// IndexedDB, the kept copies of server answers in localStorage), and the next person who logs in
// on the same browser sees none of it, online or offline.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { configureTest, registerViaUi, waitForServiceWorker, waitForSync } from './support';

/** What the device keeps of one user: rows in every table indexed by user, and cached answers. */
function deviceTrace(page: Page, userId: number) {
  return page.evaluate(
    (id) =>
      new Promise<{ rows: number; cacheKeys: string[] }>((resolve, reject) => {
        // Per-user copies are keyed by the user's id ('opositor.cache.historial.7').
        const cacheKeys = Object.keys(localStorage).filter(
          (k) => k.startsWith('opositor.cache.') && k.split('.').slice(2).includes(String(id)),
        );
        const open = indexedDB.open('opositor');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const idb = open.result;
          const stores = [...idb.objectStoreNames].filter((name) =>
            idb.transaction(name).objectStore(name).indexNames.contains('userId'),
          );
          let rows = 0;
          let left = stores.length;
          if (left === 0) resolve({ rows, cacheKeys });
          for (const name of stores) {
            // The writes still waiting to be sent stay by design; this user has none here.
            const req = idb
              .transaction(name)
              .objectStore(name)
              .index('userId')
              .count(IDBKeyRange.only(id));
            req.onsuccess = () => {
              rows += req.result;
              if (--left === 0) resolve({ rows, cacheKeys });
            };
            req.onerror = () => reject(req.error);
          }
        };
      }),
    userId,
  );
}

test('logout forgets the user on this device; the next user sees none of it, online or offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const first = await registerViaUi(page);
  const firstId = Number(await page.evaluate(() => localStorage.getItem('user_id')));
  await waitForServiceWorker(page);

  // A short examen, finished and synced; then the history and the statistics, which are kept.
  await page.goto('/simulacro');
  await configureTest(page, 'Auxiliar Administrativo del Estado', 2, 5);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await page.keyboard.press('a');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('b');
  await page.getByRole('button', { name: 'Finalizar Test' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Finalizar', exact: true })
    .click();
  await expect(page).toHaveURL(/\/resultados\//);
  await waitForSync(page);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await sidebar.getByRole('link', { name: 'Estadísticas' }).click();
  await expect(page.getByText('Logros')).toBeVisible();
  const before = await deviceTrace(page, firstId);
  expect(before.rows).toBeGreaterThan(0);
  expect(before.cacheKeys.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: `Menú de usuario de ${first.username}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL('/auth');
  await expect.poll(() => deviceTrace(page, firstId)).toEqual({ rows: 0, cacheKeys: [] });

  // The next person on this browser: nothing of the first one, online…
  await registerViaUi(page);
  await sidebar.getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByText('No se han encontrado tests.')).toBeVisible();
  // …nor offline, from what the device keeps.
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await sidebar.getByRole('link', { name: 'Inicio' }).click();
  await sidebar.getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByText('No se han encontrado tests.')).toBeVisible();
  await expect(page.getByTestId('history-item')).toHaveCount(0);
  expect(await deviceTrace(page, firstId)).toEqual({ rows: 0, cacheKeys: [] });
  await context.setOffline(false);
});
