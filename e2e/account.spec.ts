// /profile and /donacion in the browser: every message of both screens, both donation tabs and
// both return parameters. Card payments go to the fake Stripe that playwright.config.ts starts.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_STRIPE_URL } from '../playwright.config';
import { loginViaUi, registerViaUi } from './support';

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
}

async function changePassword(page: Page, actual: string, nueva: string, confirmacion = nueva) {
  await page.getByLabel('Contraseña actual').fill(actual);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(nueva);
  await page.getByLabel('Confirmar nueva contraseña').fill(confirmacion);
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
}

test.describe('profile', () => {
  test('shows the user, checks the password form and changes the password', async ({ page }) => {
    const user = await registerViaUi(page);
    await openProfile(page);
    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(page.getByText('Invitado', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('main').getByText(user.username.slice(0, 2), { exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor completa todos los campos');
    await changePassword(page, user.password, 'nueva-clave-1', 'otra-clave-2');
    await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden');
    await changePassword(page, user.password, '12345');
    await expect(page.getByRole('alert')).toHaveText(
      'La contraseña debe tener al menos 6 caracteres',
    );
    await changePassword(page, 'no-es-la-mia', 'nueva-clave-1');
    await expect(page.getByRole('alert')).toHaveText('La contraseña actual no es correcta');

    await changePassword(page, user.password, 'nueva-clave-1');
    await expect(page.getByText('¡Contraseña actualizada!')).toBeVisible();
    await expect(page.getByLabel('Contraseña actual')).toHaveValue('');
    await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await loginViaUi(page, user.email, 'nueva-clave-1');
    await expect(page).toHaveURL('/');
  });

  test('says so when the server cannot be reached, and keeps what was typed', async ({
    page,
    context,
  }) => {
    const user = await registerViaUi(page);
    await openProfile(page);
    await context.setOffline(true);
    await changePassword(page, user.password, 'nueva-clave-1');
    await expect(page.getByRole('alert')).toHaveText('No se pudo conectar con el servidor');
    await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('nueva-clave-1');
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Sí, eliminar mi cuenta' })
      .click();
    await expect(page.getByText('No se pudo eliminar la cuenta')).toBeVisible();
    await expect(page).toHaveURL('/profile');
    await context.setOffline(false);
  });

  test('downloads all the user data as JSON', async ({ page }) => {
    const user = await registerViaUi(page);
    await openProfile(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^opositor-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as {
      usuario: { username: string; email: string };
      tests_realizados: unknown[];
    };
    expect(data.usuario).toMatchObject({ username: user.username, email: user.email });
    expect(data.tests_realizados).toEqual([]);
    await expect(page.getByRole('link', { name: 'Políticas de Privacidad' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  test('deletes the account after confirming and goes to /auth', async ({ page }) => {
    const user = await registerViaUi(page);
    await openProfile(page);
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Esta acción no se puede deshacer');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Sí, eliminar mi cuenta' })
      .click();
    await expect(page.getByText('Cuenta eliminada')).toBeVisible();
    await expect(page).toHaveURL('/auth');

    const panel = page.getByRole('tabpanel', { name: 'Iniciar Sesión' });
    await panel.getByLabel('Email').fill(user.email);
    await panel.getByLabel('Contraseña').fill(user.password);
    await panel.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('Credenciales incorrectas')).toBeVisible();
  });
});

test.describe('donation', () => {
  test('Bizum: checks the phone, shows the instructions, goes back and thanks', async ({
    page,
  }) => {
    const user = await registerViaUi(page);
    await page.goto('/donacion');
    await expect(page.getByRole('button', { name: '10€' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '5€' }).click();
    await page.getByRole('tab', { name: 'Bizum' }).click();
    await expect(page.getByText('Solo disponible en España')).toBeVisible();
    const phone = page.getByLabel('Tu teléfono (opcional)');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('maxlength', '9');

    await page.getByRole('button', { name: 'Donar 5€ con Bizum' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Por favor, introduce un número de teléfono válido',
    );
    await phone.fill('6001');
    await page.getByRole('button', { name: 'Donar 5€ con Bizum' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Por favor, introduce un número de teléfono válido',
    );
    await phone.fill('612345678');
    await page.getByRole('button', { name: 'Donar 5€ con Bizum' }).click();

    const steps = page.getByRole('region', { name: 'Instrucciones de Bizum' });
    await expect(steps).toContainText('600123456');
    await expect(steps).toContainText('5€');
    await expect(steps).toContainText(`Donación Opositor ${user.username}`);
    await page.getByRole('button', { name: 'Cambiar importe o método' }).click();
    await page.getByRole('button', { name: '20€' }).click();
    await page.getByRole('button', { name: 'Donar 20€ con Bizum' }).click();
    await page.getByRole('button', { name: 'Ya he completado la donación' }).click();
    await expect(page.getByText('¡Gracias por tu donación!')).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: 5000 });
  });

  test('card: opens the provider checkout with the chosen amount, and reports a failure', async ({
    page,
    context,
  }) => {
    // The provider's own checkout page is outside this system: answer it with a stand-in.
    await context.route('https://checkout.stripe.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Stripe Checkout</title><h1>Pago</h1>',
      }),
    );
    await registerViaUi(page);
    await page.goto('/donacion');
    await expect(page.getByText('El pago se realiza de forma segura')).toBeVisible();
    await page.getByRole('button', { name: '20€' }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Pagar con Tarjeta' }).click(),
    ]);
    await expect(popup).toHaveURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    await popup.close();

    await fetch(`${E2E_STRIPE_URL}/__mode`, { method: 'POST', body: 'error' });
    try {
      await page.getByRole('button', { name: 'Pagar con Tarjeta' }).click();
      await expect(page.getByText('Error en el pago')).toBeVisible();
      await expect(
        page.getByText('No se pudo completar el pago. Por favor, intenta de nuevo.'),
      ).toBeVisible();
    } finally {
      await fetch(`${E2E_STRIPE_URL}/__mode`, { method: 'POST', body: 'ok' });
    }
  });

  test('back from the provider: success thanks, canceled warns, and the URL is cleaned', async ({
    page,
  }) => {
    await registerViaUi(page);
    await page.goto('/donacion?success=true');
    await expect(page.getByText('¡Gracias por tu donación!')).toBeVisible();
    await expect(page).toHaveURL('/donacion');
    await page.goto('/donacion?canceled=true');
    await expect(page.getByText('Pago cancelado')).toBeVisible();
    await expect(page).toHaveURL('/donacion');
    await page.getByRole('link', { name: 'Continuar sin donar' }).click();
    await expect(page).toHaveURL('/');
  });
});
