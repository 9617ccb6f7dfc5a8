// A form's validation message goes as soon as the user changes the field it is about, in
// every form outside the quiz: submit it wrong, see the message, fix the field, and
// the message is gone before the form is sent again.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { E2E_SA, loginViaUi, registerViaUi } from './support';

const PROCESO = 'Auxiliar Administrativo del Estado';

/** Submits `form` as it is, expects `message`, runs `fix`, and expects no message left. */
async function staleCheck(
  form: Locator,
  submit: () => Promise<void>,
  message: string,
  fix: () => Promise<void>,
) {
  await submit();
  await expect(form.getByRole('alert')).toHaveText(message);
  await fix();
  await expect(form.getByRole('alert')).toHaveCount(0);
}

const button = (scope: Page | Locator, name: string) => () =>
  scope.getByRole('button', { name, exact: true }).click();

test('login, register and password recovery', async ({ page }) => {
  await page.goto('/auth');
  const login = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Iniciar Sesión' }) });
  await staleCheck(
    login,
    button(login, 'Iniciar Sesión'),
    'Por favor, completa todos los campos',
    () => login.getByLabel('Email').fill('alguien@example.com'),
  );
  // A drawn checkbox (not a text box) clears it too.
  await button(login, 'Iniciar Sesión')();
  await expect(login.getByRole('alert')).toBeVisible();
  await login.getByRole('checkbox', { name: 'Recordarme durante 30 días' }).click();
  await expect(login.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  const recover = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar enlace' }) });
  await staleCheck(
    recover,
    button(recover, 'Enviar enlace'),
    'Por favor, completa todos los campos',
    () => recover.getByLabel('Email').fill('a'),
  );

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  const register = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Crear Cuenta' }) });
  await register.getByLabel('Nombre de usuario').fill('ana');
  await register.getByLabel('Email').fill('ana@example.com');
  await register.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  await register.getByLabel('Confirmar contraseña').fill('secreto2');
  await staleCheck(register, button(register, 'Crear Cuenta'), 'Las contraseñas no coinciden', () =>
    register.getByLabel('Confirmar contraseña').fill('secreto1'),
  );
});

test('reset password and the profile’s password change', async ({ page }) => {
  await page.goto('/restablecer-contrasena?token=e2e-token');
  const reset = page.locator('form');
  await staleCheck(
    reset,
    button(reset, 'Guardar contraseña'),
    'Por favor completa todos los campos',
    () => reset.getByLabel('Nueva contraseña').fill('otra-clave'),
  );

  await registerViaUi(page);
  await page.goto('/profile');
  const profile = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Actualizar contraseña' }) });
  await staleCheck(
    profile,
    button(profile, 'Actualizar contraseña'),
    'Por favor completa todos los campos',
    () => profile.getByLabel('Contraseña actual').fill('algo'),
  );
});

test('the generators: psicotécnicos, generar, importar and exportar', async ({ page }) => {
  await loginViaUi(page, E2E_SA.email, E2E_SA.password);
  await page.goto('/crear-psicotecnicos');
  const psico = page.getByRole('form', { name: 'Generar psicotécnicos' });
  await staleCheck(
    psico,
    button(psico, 'Generar psicotécnicos'),
    'Debes seleccionar un proceso',
    async () => {
      await psico.getByLabel('Proceso').selectOption({ label: PROCESO });
    },
  );

  await page.goto('/crear-test');
  const generar = page.getByRole('form', { name: 'Generar preguntas' });
  await staleCheck(
    generar,
    button(generar, 'Generar preguntas'),
    'Debes seleccionar un proceso',
    async () => {
      await generar.getByLabel('Proceso').selectOption({ label: PROCESO });
    },
  );

  await page.getByRole('tab', { name: 'Importar' }).click();
  const importar = page.getByRole('form', { name: 'Importar preguntas' });
  await staleCheck(
    importar,
    button(importar, 'Importar'),
    'Elige el archivo que quieres importar',
    () =>
      importar.getByLabel('Archivo').setInputFiles({
        name: 'banco.gift',
        mimeType: 'text/plain',
        buffer: Buffer.from('::P1::¿Pregunta?{=Sí ~No}'),
      }),
  );

  await page.getByRole('tab', { name: 'Exportar' }).click();
  const exportar = page.getByRole('tabpanel').locator('form');
  await staleCheck(
    exportar,
    button(exportar, 'Exportar'),
    'Debes seleccionar un proceso',
    async () => {
      await exportar.getByLabel('Proceso').selectOption({ label: PROCESO });
    },
  );
});

test('crear resumen, crear plan de estudio, the physical plan and Bizum', async ({ page }) => {
  await registerViaUi(page);
  await page.goto('/crear-resumen');
  const resumen = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Guardar resumen' }) });
  await button(resumen, 'Guardar resumen')();
  await expect(resumen.getByRole('alert')).toBeVisible();
  await resumen.getByLabel('Tema').fill('La Constitución');
  await expect(resumen.getByRole('alert')).toHaveCount(0);

  await page.goto('/crear-plan-estudio');
  const plan = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Crear Plan' }) });
  await staleCheck(plan, button(plan, 'Crear Plan'), 'Completa todos los campos requeridos', () =>
    plan.getByLabel('Título *').fill('Plan de repaso'),
  );

  await page.goto('/planes-fisicos');
  await page.getByRole('button', { name: 'Nuevo plan físico' }).click();
  const dialog = page.getByRole('dialog');
  await button(dialog, 'Crear plan')();
  await expect(dialog.getByText('El título es obligatorio')).toBeVisible();
  await dialog.getByLabel('Título*').fill('Plan de verano');
  await expect(dialog.getByText('El título es obligatorio')).toHaveCount(0);
  // Each field's own message: the others stay until they are fixed.
  await expect(dialog.getByText('El tipo de prueba es obligatorio')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/donacion');
  await page.getByRole('tab', { name: 'Bizum' }).click();
  const bizum = page.getByRole('tabpanel');
  await bizum.getByLabel('Tu teléfono (opcional)').fill('12');
  await bizum.getByRole('button', { name: /con Bizum/ }).click();
  await expect(bizum.getByRole('alert')).toBeVisible();
  await bizum.getByLabel('Tu teléfono (opcional)').fill('123');
  await expect(bizum.getByRole('alert')).toHaveCount(0);
});

test('crear resumen waits for the processes, so its message is not dropped by the default process', async ({
  page,
}) => {
  await registerViaUi(page);
  // A slow list of processes: the form fills in the default process when it arrives.
  await page.route('**/procesos.php*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/crear-resumen');
  const resumen = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Guardar resumen' }) });
  await expect(resumen.getByRole('button', { name: 'Guardar resumen' })).toBeDisabled();
  await button(resumen, 'Guardar resumen')();
  await expect(resumen.getByRole('alert')).toBeVisible();
  await expect(resumen.getByLabel('Proceso')).not.toHaveValue('');
  await expect(resumen.getByRole('alert')).toBeVisible();
});
