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

export async function fillRegister(page: Page, user: { username: string; email: string; password: string }, confirm?: string) {
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
export async function apiAs(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
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
  const bank = (await apiAs(page, 'GET', `/api/banco_preguntas.php?id_proceso=${idProceso}`)) as { preguntas: BankQuestion[] };
  return bank.preguntas;
}

/** Waits until the service worker controls the page, so a reload with no network still starts the app. */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Back online: the network returns and the page hears it at once. */
export async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}
