import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  E2E_SA,
  apiAs,
  goOnline,
  loginViaUi,
  registerViaUi,
  waitForKeptBank,
  waitForServiceWorker,
} from './support';

const PROCESO = 'Auxiliar Administrativo del Estado';
const NOT_FOR_USUARIO =
  'Tu nivel de cuenta (Usuario) no permite crear planes de estudio ni físicos nuevos. Los planes que ya tienes siguen siendo tuyos.';

interface Tarea {
  id: number;
  titulo: string;
  completada: 0 | 1;
}
interface Detalle {
  plan: { estado: string; progreso: string; tieneIA: boolean };
  etapas: { titulo: string; tareas: Tarea[] }[];
}

/** yyyy-MM-dd of today plus some days, in this machine's calendar (the browser's too). */
function isoDay(plusDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + plusDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function procesoId(page: Page): Promise<number> {
  const procesos = (await apiAs(page, 'GET', '/api/procesos.php')) as {
    id: number;
    descripcion: string;
  }[];
  const found = procesos.find((p) => p.descripcion === PROCESO);
  if (!found) throw new Error('falta el proceso sembrado');
  return found.id;
}

/** A plan made through the API (the UI's creation has its own test), with two topics. */
async function planViaApi(page: Page, titulo: string): Promise<number> {
  const id = await procesoId(page);
  const { secciones } = (await apiAs(
    page,
    'GET',
    `/api/preguntas_auxiliares.php?id_proceso=${id}`,
  )) as { secciones: string[] };
  const seccion = secciones[0]!;
  const { temas } = (await apiAs(
    page,
    'GET',
    `/api/preguntas_auxiliares.php?id_proceso=${id}&seccion=${encodeURIComponent(seccion)}`,
  )) as { temas: string[] };
  const res = (await apiAs(page, 'POST', '/api/planes_estudio.php', {
    action: 'crear',
    id_proceso: id,
    titulo,
    descripcion: 'Plan de prueba',
    fecha_fin: isoDay(40),
    secciones: [seccion],
    temas: temas.slice(0, 2),
  })) as { id_plan: number };
  return res.id_plan;
}

const detalle = async (page: Page, id: number) =>
  (await apiAs(page, 'POST', '/api/planes_estudio.php', {
    action: 'detalle',
    id_plan: id,
  })) as Detalle;

test('creates a study plan: every rule of the form, the AI description, the AI plan, its detail', async ({
  page,
}) => {
  await registerViaUi(page);
  await page.goto('/planes-estudio');
  await expect(page.getByRole('heading', { name: 'Planes de Estudio' })).toBeVisible();
  await expect(page.getByText('Aún no tienes planes de estudio.')).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo Plan' }).click();
  await expect(page).toHaveURL('/crear-plan-estudio');
  await expect(page.getByRole('heading', { name: 'Crear Plan de Estudio' })).toBeVisible();
  // The start defaults to today.
  await expect(page.getByLabel('Fecha de inicio')).toHaveValue(isoDay(0));

  const alert = page.getByRole('alert');
  const crear = page.getByRole('button', { name: 'Crear Plan' });
  const describir = page.getByRole('button', { name: 'Generar descripción con IA' });
  await crear.click();
  await expect(alert).toHaveText('Completa todos los campos requeridos');

  await page.getByLabel('Título *').fill('Plan');
  await describir.click();
  await expect(alert).toHaveText('Escribe un título más descriptivo');

  await page.getByLabel('Título *').fill('Plan de primavera');
  await page.getByLabel('Proceso *').selectOption({ label: PROCESO });
  await crear.click();
  await expect(alert).toHaveText('Completa todos los campos requeridos');
  await page.getByLabel('Fecha de fin *').fill(isoDay(55));
  await crear.click();
  await expect(alert).toHaveText('Selecciona al menos un tema para el plan');
  await describir.click();
  await expect(alert).toHaveText('Selecciona al menos un tema para el plan');

  const secciones = page.getByRole('group', { name: 'Secciones' });
  await secciones.getByRole('checkbox').first().click();
  const temas = page.getByRole('group', { name: 'Temas *' });
  await expect(temas.getByRole('checkbox').nth(2)).toBeVisible();
  await temas.getByRole('checkbox').nth(0).click();
  await temas.getByRole('checkbox').nth(1).click();
  const chosen = [
    (await temas.locator('label').nth(0).textContent())!,
    (await temas.locator('label').nth(1).textContent())!,
  ];

  await page.getByLabel('Fecha de fin *').fill(isoDay(-1));
  await crear.click();
  await expect(alert).toHaveText('La fecha de fin no puede ser anterior a la de inicio');
  await page.getByLabel('Fecha de fin *').fill(isoDay(55));
  await expect(alert).toHaveCount(0);

  await describir.click();
  await expect(page.getByLabel('Descripción')).toHaveValue(
    /Plan «Plan de primavera» para preparar/,
  );
  await expect(page.getByLabel('Descripción')).toHaveValue(new RegExp(chosen[0]!));
  await expect(page.getByText('Descripción generada por: motor local')).toBeVisible();

  await crear.click();
  await expect(page).toHaveURL(/\/plan-estudio\/\d+$/);
  await expect(page.getByText('Plan creado', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan de primavera' })).toBeVisible();
  await expect(page.getByText('Activo', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Con IA', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByTestId('plan-task')).toHaveCount(4);

  await page.getByRole('tab', { name: 'Plan semanal IA' }).click();
  await expect(page.getByText('Resumen IA')).toBeVisible();
  const weeks = page.getByTestId('plan-week');
  expect(await weeks.count()).toBeGreaterThanOrEqual(7);
  const first = weeks.first();
  await expect(first.getByRole('heading', { name: 'Semana 1' })).toBeVisible();
  await expect(first.getByTestId('topic-chip').first()).toBeVisible();
  const link = first.getByRole('link', { name: 'Practicar en modo simulación' });
  const href = new URL((await link.getAttribute('href'))!, 'http://x');
  expect(href.pathname).toBe('/test');
  expect(href.searchParams.get('modo')).toBe('simulacion');
  expect(Number(href.searchParams.get('proceso'))).toBe(await procesoId(page));
  expect(href.searchParams.get('secciones')).toBeTruthy();
  const weekTopics = href.searchParams.get('temas')!.split(',');
  expect(chosen.some((t) => weekTopics.includes(t))).toBe(true);
  const examen = new URL(
    (await first.getByRole('link', { name: 'Simulacro en modo examen' }).getAttribute('href'))!,
    'http://x',
  );
  expect(examen.pathname).toBe('/simulacro');
  expect(examen.searchParams.get('modo')).toBe('examen');

  // The test screen opens with the plan's choice filled in.
  await link.click();
  await expect(page).toHaveURL(/\/test\?/);
  await expect(page.getByLabel('Proceso', { exact: true })).toHaveValue(
    String(await procesoId(page)),
  );
  await expect(page.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
  const quizTemas = page.getByRole('group', { name: 'Temas' });
  await expect(quizTemas.getByRole('checkbox', { name: weekTopics[0] })).toBeChecked();

  await page.goto('/planes-estudio');
  const card = page.getByTestId('study-plan-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Plan de primavera');
  await expect(card).toContainText('0%');
});

test('keeps the plan when the AI step fails, and generates it later from the detail', async ({
  page,
}) => {
  await registerViaUi(page);
  await page.route('**/api/functions/generar-plan-estudio', (route) =>
    route.fulfill({
      status: 503,
      json: { success: false, error: 'El servicio de IA no responde' },
    }),
  );
  await page.goto('/crear-plan-estudio');
  await page.getByLabel('Título *').fill('Plan sin IA');
  await page.getByLabel('Proceso *').selectOption({ label: PROCESO });
  await page.getByRole('group', { name: 'Secciones' }).getByRole('checkbox').first().click();
  await page.getByRole('group', { name: 'Temas *' }).getByRole('checkbox').first().click();
  await page.getByLabel('Fecha de fin *').fill(isoDay(20));
  await page.getByRole('button', { name: 'Crear Plan' }).click();
  await expect(page).toHaveURL(/\/plan-estudio\/\d+$/);
  await expect(page.getByText('Plan creado pero sin generación IA')).toBeVisible();
  await expect(page.getByText('El servicio de IA no responde')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan sin IA' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Plan semanal IA' })).toHaveCount(0);
  await expect(page.getByTestId('plan-task')).toHaveCount(3);

  await page.unroute('**/api/functions/generar-plan-estudio');
  await page.getByRole('button', { name: 'Generar plan con IA' }).click();
  await expect(page.getByRole('tab', { name: 'Plan semanal IA' })).toBeVisible();
  await expect(page.getByText('Con IA', { exact: true })).toBeVisible();
});

test('ticks and unticks a task, changes the state and deletes the plan', async ({ page }) => {
  await registerViaUi(page);
  const id = await planViaApi(page, 'Plan de tareas');
  await page.goto(`/plan-estudio/${id}`);
  const tasks = page.getByTestId('plan-task');
  await expect(tasks).toHaveCount(4);
  const progress = page.getByRole('progressbar', { name: 'Progreso' });

  await tasks.first().getByRole('checkbox').click();
  await expect(page.getByText('Tarea completada', { exact: true })).toBeVisible();
  await expect(tasks.first().getByRole('checkbox')).toBeChecked();
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByText('25%')).toBeVisible();
  await expect.poll(async () => (await detalle(page, id)).etapas[0]!.tareas[0]!.completada).toBe(1);
  expect((await detalle(page, id)).plan.progreso).toBe('25');

  await tasks.first().getByRole('checkbox').click();
  await expect(page.getByText('Tarea marcada como pendiente', { exact: true })).toBeVisible();
  await expect(tasks.first().getByRole('checkbox')).not.toBeChecked();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect.poll(async () => (await detalle(page, id)).etapas[0]!.tareas[0]!.completada).toBe(0);

  await page.getByLabel('Estado del plan').selectOption({ label: 'Pausado' });
  await expect(page.getByText('Plan actualizado')).toBeVisible();
  await expect(page.getByText('Pausado', { exact: true }).first()).toBeVisible();
  await expect.poll(async () => (await detalle(page, id)).plan.estado).toBe('pausado');
  await page.getByLabel('Estado del plan').selectOption({ label: 'Completado' });
  await expect.poll(async () => (await detalle(page, id)).plan.estado).toBe('completado');

  await page.getByRole('button', { name: 'Eliminar plan' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('¿Seguro que quieres eliminar este plan?');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).toHaveURL('/planes-estudio');
  await expect(page.getByText('Plan eliminado')).toBeVisible();
  await expect(page.getByText('Aún no tienes planes de estudio.')).toBeVisible();
  const list = (await apiAs(page, 'POST', '/api/planes_estudio.php', { action: 'listar' })) as {
    planes: unknown[];
  };
  expect(list.planes).toEqual([]);
});

test('a usuario keeps the plan made before the change of level, and starts no new one', async ({
  page,
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  const user = await registerViaUi(first);
  const userId = Number(await first.evaluate(() => localStorage.getItem('user_id')));
  const id = await planViaApi(first, 'Plan de antes del cambio de nivel');
  await first.context().close();
  const sa = await (await browser.newContext()).newPage();
  await loginViaUi(sa, E2E_SA.email, E2E_SA.password);
  expect(
    await apiAs(sa, 'POST', '/api/usuarios.php', { action: 'nivel', id: userId, nivel: 'usuario' }),
  ).toEqual({ success: true });
  await sa.context().close();

  // The next login carries the new level; the plan is still on the menu and opens.
  await loginViaUi(page, user.email, user.password);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Planes de Estudio' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Planes Físicos' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Planes de Estudio' }).click();
  await expect(page.getByText(NOT_FOR_USUARIO)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuevo Plan' })).toHaveCount(0);
  await page.getByRole('link', { name: /Plan de antes del cambio de nivel/ }).click();
  await expect(page).toHaveURL(`/plan-estudio/${id}`);
  await expect(page.getByTestId('plan-task')).toHaveCount(4);

  await page.goto('/crear-plan-estudio');
  await expect(page.getByRole('alert')).toHaveText(NOT_FOR_USUARIO);
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  const list = (await apiAs(page, 'POST', '/api/planes_estudio.php', { action: 'listar' })) as {
    planes: { id: number }[];
  };
  expect(list.planes.map((p) => p.id)).toEqual([id]);
  expect(
    await apiAs(page, 'POST', '/api/planes_estudio.php', {
      action: 'crear',
      id_proceso: await procesoId(page),
      titulo: 'Plan nuevo',
      fecha_fin: isoDay(30),
    }),
  ).toEqual({ success: false, error: NOT_FOR_USUARIO });
});

test('offline: a plan opened once reads from the device, a tick waits and reaches the server', async ({
  page,
  context,
}) => {
  await registerViaUi(page);
  await waitForServiceWorker(page);
  const id = await planViaApi(page, 'Plan sin conexión');
  await page.goto(`/plan-estudio/${id}`);
  await expect(page.getByTestId('plan-task')).toHaveCount(4);
  await expect(page.getByTestId('sync-line')).toContainText('Última sincronización:');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Plan sin conexión' })).toBeVisible();
  await expect(page.getByTestId('sync-line')).toContainText(
    'Sin conexión: datos guardados en este dispositivo, sincronizados por última vez el',
  );
  const task = page.getByTestId('plan-task').nth(1);
  await task.getByRole('checkbox').click();
  await expect(page.getByText('Tarea completada', { exact: true })).toBeVisible();
  await expect(task.getByRole('checkbox')).toBeChecked();
  await expect(task).toContainText('Pendiente de sincronizar');
  await expect(page.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await page.getByLabel('Estado del plan').selectOption({ label: 'Pausado' });
  await expect(page.getByText('Pausado', { exact: true }).first()).toBeVisible();

  // The list reads from the device too.
  await page.getByRole('link', { name: 'Volver a mis planes' }).click();
  const card = page.getByTestId('study-plan-card');
  await expect(card).toContainText('Plan sin conexión');
  await expect(card).toContainText('Pendiente de sincronizar');
  await expect(card).toContainText('25%');
  await card.click();

  await goOnline(context, page);
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0, { timeout: 20_000 });
  const server = await detalle(page, id);
  expect(server.etapas[0]!.tareas[1]!.completada).toBe(1);
  expect(server.plan.progreso).toBe('25');
  expect(server.plan.estado).toBe('pausado');
  await expect(page.getByTestId('sync-line')).toContainText('Última sincronización:');
});

test('offline: a plan created with no network is listed as pending and reaches the server once', async ({
  page,
  context,
}) => {
  await registerViaUi(page);
  await waitForServiceWorker(page);
  // One online visit to the configurator keeps the process's bank, whose sections and topics
  // the creation form offers offline.
  await page.goto('/test');
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: PROCESO });
  await waitForKeptBank(page);

  await context.setOffline(true);
  await page.goto('/crear-plan-estudio');
  await expect(page.getByRole('heading', { name: 'Crear Plan de Estudio' })).toBeVisible();
  await page.getByLabel('Título *').fill('Plan hecho sin red');
  await page.getByLabel('Proceso *').selectOption({ label: PROCESO });
  await page.getByRole('group', { name: 'Secciones' }).getByRole('checkbox').first().click();
  const temas = page.getByRole('group', { name: 'Temas *' });
  await temas.getByRole('checkbox').nth(0).click();
  await temas.getByRole('checkbox').nth(1).click();
  await page.getByLabel('Fecha de fin *').fill(isoDay(30));
  await page.getByRole('button', { name: 'Crear Plan' }).click();

  await expect(page).toHaveURL(/\/plan-estudio\/local-[0-9a-f-]{36}$/);
  await expect(page.getByText('Plan creado sin conexión')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan hecho sin red' })).toBeVisible();
  await expect(page.getByText('Pendiente de sincronizar')).toBeVisible();
  // No stages to tick yet: the server makes them from the topics, and the page says so.
  await expect(page.getByTestId('local-plan')).toContainText(
    'podrás marcar tareas y generar el plan semanal con IA cuando el plan se haya sincronizado',
  );
  await expect(page.getByTestId('plan-task')).toHaveCount(0);

  await page.getByRole('link', { name: 'Volver a mis planes' }).click();
  const card = page.getByTestId('study-plan-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Plan hecho sin red');
  await expect(card).toContainText('Pendiente de sincronizar');
  // The plan's page stays open on its local address while the network comes back.
  await card.click();
  await expect(page).toHaveURL(/\/plan-estudio\/local-/);

  await goOnline(context, page);
  await expect(page).toHaveURL(/\/plan-estudio\/\d+$/, { timeout: 20_000 });
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0);
  await expect(page.getByTestId('plan-task')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Generar plan con IA' })).toBeEnabled();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const list = (await apiAs(page, 'POST', '/api/planes_estudio.php', { action: 'listar' })) as {
    planes: { id: number; titulo: string }[];
  };
  expect(list.planes.map((p) => [p.id, p.titulo])).toEqual([[id, 'Plan hecho sin red']]);

  // With the network, the list reads the server's copy: the plan once, synced.
  await page.goto('/planes-estudio');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Plan hecho sin red');
  await expect(card).not.toContainText('Pendiente de sincronizar');
  await expect(card).toHaveAttribute('href', `/plan-estudio/${id}`);
});
