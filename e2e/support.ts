import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
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
