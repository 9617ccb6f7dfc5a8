import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { goOnline, registerViaUi, waitForServiceWorker } from './support';

interface Item {
  id: number;
  texto: string;
  factor: string;
  invertido: boolean;
}
interface Definition {
  version: string;
  items: Item[];
}

const SUBSCALE_NAMES = [
  'Estabilidad emocional',
  'Autocontrol de impulsos',
  'Tolerancia al estrés',
  'Disciplina y cumplimiento',
  'Iniciativa y resolución',
  'Orientación al servicio',
];

async function definitionOf(page: Page): Promise<Definition> {
  const res = await page.request.get('/api/generar_personalidad.php');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Definition;
}

async function openTest(page: Page, total: number) {
  await page.goto('/test-personalidad');
  await expect(page.getByRole('heading', { name: 'Test de Personalidad (IPF-B)' })).toBeVisible();
  await expect(page.getByText(`Contestadas: 0 / ${total}`)).toBeVisible();
}

/** The fieldset of one statement, found by its visible text. */
const itemGroup = (page: Page, item: Item) =>
  page.getByRole('group', { name: `${item.id}. ${item.texto}` });
const radio = (page: Page, item: Item, value: number) =>
  itemGroup(page, item).getByRole('radio', { name: new RegExp(`^${value}: `) });

/**
 * Answers so that every subscale item scores 4 after reversal (each subscale 75, Alto) and the
 * three positive-impression items 5 (possible social desirability).
 */
const plannedAnswer = (item: Item) => (item.factor === 'IP' ? 5 : item.invertido ? 2 : 4);

async function answerItems(
  page: Page,
  items: Item[],
  answer: (item: Item) => number = plannedAnswer,
) {
  for (const item of items) await radio(page, item, answer(item)).check();
}

/** The profiles the server holds for the logged-in user. */
async function serverProfiles(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/perfiles_personalidad.php', {
      headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    });
    return (await res.json()) as {
      perfiles: {
        resultado: {
          subescalas: { puntuacion: number; banda: string }[];
          alertas: { titulo: string }[];
        };
      }[];
    };
  });
}

async function expectProfileShown(page: Page) {
  await expect(page.getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
  const chart = page.getByRole('img', { name: 'Perfil por subescalas (0-100)' });
  await expect(chart).toBeVisible();
  for (const name of SUBSCALE_NAMES) {
    await expect(chart).toContainText(name);
    await expect(page.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(chart).toContainText('75,0 · Alto');
  await expect(page.getByText('Posible deseabilidad social')).toBeVisible();
}

test('finishing is blocked with the number of items left, and the report asks to finish first', async ({
  page,
}) => {
  const { items } = await definitionOf(page);
  await registerViaUi(page);
  await openTest(page, items.length);
  await expect(page.getByText('Totalmente en desacuerdo').first()).toBeVisible();
  await expect(page.getByText('Totalmente de acuerdo').first()).toBeVisible();

  await answerItems(page, items.slice(0, 2));
  await expect(page.getByText(`Contestadas: 2 / ${items.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar y ver perfil' }).click();
  await expect(page.getByText('Incompleto', { exact: true })).toBeVisible();
  await expect(page.getByText(`Te quedan ${items.length - 2} ítems por responder.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tu perfil' })).toHaveCount(0);

  // The first unanswered statement takes the focus; the keyboard answers it.
  const third = items[2] as Item;
  await expect(radio(page, third, 1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(radio(page, third, 2)).toBeChecked();
  await expect(page.getByText(`Contestadas: 3 / ${items.length}`)).toBeVisible();

  await page.getByRole('button', { name: 'Descargar informe (PDF)' }).click();
  await expect(page.getByText('Finaliza el test para generar el informe.')).toBeVisible();
});

test('a full run shows the profile, opens the printable report and reaches the server', async ({
  page,
}) => {
  // Two full runs of the test, one answer at a time.
  test.setTimeout(240_000);
  const { items } = await definitionOf(page);
  const user = await registerViaUi(page);
  await openTest(page, items.length);
  await answerItems(page, items);
  await expect(page.getByText(`Contestadas: ${items.length} / ${items.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar y ver perfil' }).click();
  await expectProfileShown(page);

  const [report] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Descargar informe (PDF)' }).click(),
  ]);
  await expect(
    report.getByRole('heading', { name: 'Informe del Test de Personalidad (IPF-B)' }),
  ).toBeVisible();
  await expect(report.locator('dl')).toContainText(user.username);
  await expect(report.getByRole('img', { name: 'Perfil por subescalas (0-100)' })).toBeVisible();
  for (const name of SUBSCALE_NAMES) {
    await expect(report.getByRole('row', { name: new RegExp(`^${name}`) })).toContainText('75,0');
  }
  await expect(report.getByText('Posible deseabilidad social')).toBeVisible();
  await expect(report.getByRole('button', { name: 'Imprimir o guardar en PDF' })).toBeVisible();
  await report.close();

  // With the popup blocked the user is told what to do.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Descargar informe (PDF)' }).click();
  await expect(
    page.getByText('Permite las ventanas emergentes para descargar el PDF.'),
  ).toBeVisible();

  await expect
    .poll(async () => (await serverProfiles(page)).perfiles.length, { timeout: 20_000 })
    .toBe(1);
  const [saved] = (await serverProfiles(page)).perfiles;
  expect(saved?.resultado.subescalas.map((s) => [s.puntuacion, s.banda])).toEqual(
    Array.from({ length: 6 }, () => [75, 'Alto']),
  );

  // The profile is what the page shows next time; a second attempt is compared with it.
  await page.reload();
  await expectProfileShown(page);
  await page.getByRole('button', { name: 'Repetir el test' }).click();
  await answerItems(page, items, (item) => (item.factor === 'IP' ? 5 : 3));
  await page.getByRole('button', { name: 'Finalizar y ver perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
  const change = page.getByRole('table', {
    name: 'Cambio de cada subescala entre los dos intentos',
  });
  await expect(change.getByRole('row', { name: /^Estabilidad emocional/ })).toContainText(
    '75,0 (Alto)',
  );
  await expect(change.getByRole('row', { name: /^Estabilidad emocional/ })).toContainText(
    '50,0 (Medio)',
  );
  await expect(change.getByRole('row', { name: /^Estabilidad emocional/ })).toContainText('−25,0');
  await expect(page.getByRole('button', { name: /^Ver perfil del / })).toHaveCount(1);
});

test('answers are kept as they are given and restored after a reload', async ({ page }) => {
  const { items } = await definitionOf(page);
  await registerViaUi(page);
  await openTest(page, items.length);
  const [a, b, c] = items as [Item, Item, Item];
  await radio(page, a, 5).check();
  await radio(page, b, 1).check();
  await radio(page, c, 3).check();
  await expect(page.getByText(`Contestadas: 3 / ${items.length}`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Contestadas: 3 / ${items.length}`)).toBeVisible();
  await expect(radio(page, a, 5)).toBeChecked();
  await expect(radio(page, b, 1)).toBeChecked();
  await expect(radio(page, c, 3)).toBeChecked();
  await expect(radio(page, items[3] as Item, 1)).not.toBeChecked();
});

test('answers kept for another version of the test are discarded', async ({ page }) => {
  const { items, version } = await definitionOf(page);
  await registerViaUi(page);
  await openTest(page, items.length);
  const userId = Number(await page.evaluate(() => localStorage.getItem('user_id')));
  const oldVersion = `${version}-anterior`;

  // A record left by an older version of the test, every item answered.
  const all = Object.fromEntries(items.map((item) => [item.id, 4]));
  await page.evaluate(
    ({ userId, oldVersion, all }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('opositor');
        open.onerror = () => reject(new Error('no se pudo abrir IndexedDB'));
        open.onsuccess = () => {
          const tx = open.result.transaction('personality', 'readwrite');
          tx.objectStore('personality').put({
            userId,
            version: oldVersion,
            answers: all,
            updatedAt: Date.now(),
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    { userId, oldVersion, all },
  );

  await page.reload();
  await expect(page.getByText(`Contestadas: 0 / ${items.length}`)).toBeVisible();
  await expect(radio(page, items[0] as Item, 4)).not.toBeChecked();
  const versions = await page.evaluate(
    (userId) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('opositor');
        open.onsuccess = () => {
          const req = open.result.transaction('personality').objectStore('personality').getAll();
          req.onsuccess = () => {
            const rows = req.result as { userId: number; version: string }[];
            open.result.close();
            resolve(rows.filter((r) => r.userId === userId).map((r) => r.version));
          };
        };
      }),
    userId,
  );
  expect(versions).not.toContain(oldVersion);
});

test('after one online visit the whole test is done offline and synced on reconnecting', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { items } = await definitionOf(page);
  await registerViaUi(page);
  await openTest(page, items.length);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Estado de sincronización' })).toContainText(
    'Sin conexión',
  );
  await expect(page.getByText(`Contestadas: 0 / ${items.length}`)).toBeVisible();
  await answerItems(page, items);
  await page.getByRole('button', { name: 'Finalizar y ver perfil' }).click();
  await expectProfileShown(page);
  await expect(page.getByText('Pendiente de sincronizar')).toBeVisible();

  const [report] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Descargar informe (PDF)' }).click(),
  ]);
  await expect(
    report.getByRole('heading', { name: 'Informe del Test de Personalidad (IPF-B)' }),
  ).toBeVisible();
  await report.close();

  await goOnline(context, page);
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0, { timeout: 20_000 });
  const { perfiles } = await serverProfiles(page);
  expect(perfiles).toHaveLength(1);
  expect(perfiles[0]?.resultado.alertas.map((a) => a.titulo)).toEqual([
    'Posible deseabilidad social',
  ]);
});
