import { expect, test } from '@playwright/test';
import { E2E_SA, fillRegister, loginViaUi, newUser, openRegister, registerViaUi } from './support';

test.describe('/auth', () => {
  test('registers a new account and lands on the dashboard with a toast', async ({ page }) => {
    const user = newUser();
    await openRegister(page);
    const panel = await fillRegister(page, user);
    await panel.getByRole('button', { name: 'Crear Cuenta' }).click();
    await expect(page).toHaveURL('/');
    const notices = page.getByRole('region', { name: /^Notificaciones/ });
    await expect(notices.getByText('¡Cuenta creada!')).toBeVisible();
    await expect(notices.getByRole('button', { name: 'Cerrar aviso' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(user.username);
    expect(await page.evaluate(() => localStorage.getItem('nivel'))).toBe('invitado');
  });

  test('shows every register validation message of the spec', async ({ page }) => {
    await openRegister(page);
    const panel = page.getByRole('tabpanel', { name: 'Registrarse' });
    const submit = panel.getByRole('button', { name: 'Crear Cuenta' });
    const alert = panel.getByRole('alert');

    await submit.click();
    await expect(alert).toHaveText('Por favor, completa todos los campos');

    await fillRegister(page, newUser(), 'otra-clave');
    await submit.click();
    await expect(alert).toHaveText('Las contraseñas no coinciden');

    await fillRegister(page, { ...newUser(), password: '12345' });
    await submit.click();
    await expect(alert).toHaveText('La contraseña debe tener al menos 6 caracteres');

    await fillRegister(page, { ...newUser(), email: 'sin-arroba' });
    await submit.click();
    await expect(alert).toHaveText('Por favor, introduce un email válido');
  });

  test('refuses an email that already has an account, with the server message', async ({
    page,
    browser,
  }) => {
    const user = await registerViaUi(page);
    const other = await browser.newPage();
    await openRegister(other);
    const panel = await fillRegister(other, { ...newUser(), email: user.email });
    await panel.getByRole('button', { name: 'Crear Cuenta' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Ya existe una cuenta con ese email');
    await other.close();
  });

  test('login: required fields, wrong password, then the right one', async ({ page, browser }) => {
    const user = await registerViaUi(page);
    const fresh = await browser.newPage();
    await fresh.goto('/auth');
    const panel = fresh.getByRole('tabpanel', { name: 'Iniciar Sesión' });
    const submit = panel.getByRole('button', { name: 'Iniciar Sesión' });

    await submit.click();
    await expect(panel.getByRole('alert')).toHaveText('Por favor, completa todos los campos');

    await panel.getByLabel('Email').fill(user.email);
    await panel.getByLabel('Contraseña').fill('no-es-esta');
    await submit.click();
    await expect(panel.getByRole('alert')).toHaveText('Credenciales incorrectas');

    await panel.getByLabel('Contraseña').fill(user.password);
    await panel.getByText('Recordarme durante 30 días').click();
    await submit.click();
    await expect(fresh).toHaveURL('/');
    await expect(fresh.getByText('Has iniciado sesión correctamente')).toBeVisible();
    await fresh.close();
  });

  test('disables the inputs and shows "Iniciando sesión..." while submitting', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth.php', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel', { name: 'Iniciar Sesión' });
    await panel.getByLabel('Email').fill(E2E_SA.email);
    await panel.getByLabel('Contraseña').fill(E2E_SA.password);
    await panel.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(panel.getByRole('button', { name: 'Iniciando sesión...' })).toBeDisabled();
    await expect(panel.getByLabel('Email')).toBeDisabled();
    await expect(panel.getByLabel('Contraseña')).toBeDisabled();
    release();
    await expect(page).toHaveURL('/');
  });

  test('disables the inputs and shows "Creando cuenta..." while registering', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth.php', async (route) => {
      await held;
      await route.continue();
    });
    await openRegister(page);
    const panel = await fillRegister(page, newUser());
    await panel.getByRole('button', { name: 'Crear Cuenta' }).click();
    await expect(panel.getByRole('button', { name: 'Creando cuenta...' })).toBeDisabled();
    await expect(panel.getByLabel('Nombre de usuario')).toBeDisabled();
    release();
    await expect(page).toHaveURL('/');
  });

  test('shows the connection error when the server cannot be reached', async ({ page }) => {
    await page.route('**/api/auth.php', (route) => route.abort('internetdisconnected'));
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel', { name: 'Iniciar Sesión' });
    await panel.getByLabel('Email').fill(E2E_SA.email);
    await panel.getByLabel('Contraseña').fill(E2E_SA.password);
    await panel.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Error de conexión. Por favor, intenta de nuevo.',
    );
  });

  test('asks for a reset link without revealing whether the account exists', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
    await page.getByLabel('Email').fill('nadie-registrado@example.com');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Si existe una cuenta con ese email' }),
    ).toBeVisible();
  });

  test('a reset link that is not valid says so', async ({ page }) => {
    await page.goto('/restablecer-contrasena?token=no-valido');
    await page.getByLabel('Nueva contraseña').fill('nueva-clave-1');
    await page.getByLabel('Confirmar contraseña').fill('otra');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden');
    await page.getByLabel('Confirmar contraseña').fill('nueva-clave-1');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'El enlace para restablecer la contraseña no es válido o ha caducado',
    );
  });

  test('a logged-in user who opens /auth goes home', async ({ page }) => {
    await loginViaUi(page, E2E_SA.email, E2E_SA.password);
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
  });
});
