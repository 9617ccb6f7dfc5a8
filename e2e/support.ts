import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_SA } from '../playwright.config';

export { E2E_SA };

let n = 0;
export function newUser() {
  n += 1;
  const id = `e2e${Date.now().toString(36)}${n}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.com`, password: 'secreto-123' };
}

export async function openRegister(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
}

export async function fillRegister(
  page: Page,
  user: { username: string; email: string; password: string },
  confirm?: string,
) {
  const panel = page.getByRole('tabpanel', { name: 'Registrarse' });
  await panel.getByLabel('Nombre de usuario').fill(user.username);
  await panel.getByLabel('Email').fill(user.email);
  await panel.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await panel.getByLabel('Confirmar contraseña').fill(confirm ?? user.password);
  return panel;
}

export async function registerViaUi(page: Page, user = newUser()) {
  await openRegister(page);
  const panel = await fillRegister(page, user);
  await panel.getByRole('button', { name: 'Crear Cuenta' }).click();
  await expect(page).toHaveURL('/');
  return user;
}

export async function loginViaUi(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Iniciar Sesión' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Contraseña').fill(password);
  await panel.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL('/');
}

export const sidebar = (page: Page) => page.getByTestId('sidebar');

/** A question of a process's bank as banco_preguntas.php gives it. */
export interface BankQuestion {
  id: number;
  seccion: string;
  tema: string;
  pregunta: string;
  respuestas: { indice: number; respuesta: string }[];
  correcta_indice: number;
}

/** A call to the API from the page, with the page's stored token; the parsed JSON back. */
export async function apiAs(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as unknown;
    },
    { method, path, body },
  );
}

/** The whole bank of a process, to know the right answer of the question on screen. */
export async function bankOf(page: Page, idProceso: number): Promise<BankQuestion[]> {
  const bank = (await apiAs(page, 'GET', `/api/banco_preguntas.php?id_proceso=${idProceso}`)) as {
    preguntas: BankQuestion[];
  };
  return bank.preguntas;
}

/**
 * Waits until an asynchronous condition in the page holds. page.waitForFunction would not do:
 * it takes the promise an async function returns for a truthy answer and returns at once.
 */
export async function untilInPage(page: Page, condition: () => Promise<boolean>, timeout = 20_000) {
  await expect.poll(() => page.evaluate(condition), { timeout }).toBe(true);
}

/** Waits until the service worker controls the page, so a reload with no network still starts the app. */
export async function waitForServiceWorker(page: Page) {
  await untilInPage(page, async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Waits until a process's bank is kept on the device (IndexedDB), so a test can start offline. */
export async function waitForKeptBank(page: Page) {
  await untilInPage(
    page,
    () =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('opositor');
        open.onerror = () => reject(open.error ?? new Error('opositor'));
        open.onsuccess = () => {
          const req = open.result.transaction('bankMeta').objectStore('bankMeta').count();
          req.onsuccess = () => resolve(req.result > 0);
          req.onerror = () => reject(req.error ?? new Error('bankMeta'));
        };
      }),
  );
}

/** Back online: the network returns and the page hears it at once. */
export async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** The options of the question on screen, in their order there (letters A, B, C… by place). */
export function optionButtons(page: Page) {
  return page.getByRole('list', { name: 'Opciones' }).first().getByRole('button');
}

/** The letter an option of `q` has on screen ('Barajar respuestas' moves them). */
export async function letterOnScreen(page: Page, q: BankQuestion, indice: number): Promise<string> {
  const text = q.respuestas.find((r) => r.indice === indice)?.respuesta;
  const shown = (await optionButtons(page).allInnerTexts()).map((t) =>
    t.replace(/^[A-Z]\.\s*/, '').trim(),
  );
  const position = shown.findIndex((t) => t === text);
  if (position === -1) throw new Error(`opción no encontrada en pantalla: ${text}`);
  return String.fromCharCode(65 + position);
}

/** The question on screen, looked up in the bank by its text. */
export async function questionOnScreen(page: Page, bank: BankQuestion[]): Promise<BankQuestion> {
  await expect(page.getByRole('timer')).toBeVisible();
  const text = (await page.getByRole('heading', { level: 2 }).first().innerText()).trim();
  const found = bank.find((q) => q.pregunta === text);
  if (!found) throw new Error(`pregunta no encontrada en el banco: ${text}`);
  return found;
}

export const wrongIndiceOf = (q: BankQuestion) =>
  q.respuestas.find((r) => r.indice !== q.correcta_indice)?.indice ?? 1;

/** Chooses an option of the question on screen with its letter key; right or wrong. */
export async function chooseWithKey(page: Page, q: BankQuestion, right: boolean): Promise<void> {
  const letter = await letterOnScreen(page, q, right ? q.correcta_indice : wrongIndiceOf(q));
  await page.keyboard.press(letter.toLowerCase());
}

/**
 * The 'Quiz completado' toast, with its score line when given: one locator, so the title and the
 * line are read from the same toast while it is up, and a mismatch shows the whole toast.
 */
export async function expectCompletedToast(page: Page, line?: string) {
  const completed = page.getByRole('listitem').filter({ hasText: 'Quiz completado' });
  if (line === undefined) await expect(completed).toBeVisible();
  else await expect(completed).toContainText(line);
}

/** Waits until nothing of this user waits in the outbox. */
export async function waitForSync(page: Page) {
  await expect(page.getByRole('button', { name: 'Estado de sincronización' })).not.toContainText(
    'pendiente',
    {
      timeout: 20_000,
    },
  );
}

/** Picks a process in the configurator and sets the questions and minutes. */
export async function configureTest(
  page: Page,
  proceso: string,
  questions: number,
  minutes: number,
) {
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: proceso });
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  await page.getByLabel('Número de preguntas').fill(String(questions));
  await page.getByLabel('Minutos').fill(String(minutes));
}
