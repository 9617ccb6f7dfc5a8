import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { apiAs, goOnline, registerViaUi, waitForServiceWorker } from './support';

// Physical plans (spec §2 "Physical plans"): the list, the dialog with every
// validation message, the detail with a generated week, its tick, the image search, a mark
// scored on the official scale, and a week ticked offline that reaches the server.

interface Detail {
  avance: boolean[];
}
interface Marks {
  marcas: { prueba: string; puntos: number | null }[];
}

const PLAN = {
  titulo: 'Policía 2027',
  tipo_prueba: 'Policía Nacional',
  descripcion: 'Circuito, dominadas y 1.000 m',
  fecha_inicio: '2027-01-04',
  fecha_fin: '2027-01-31',
};

async function createViaApi(page: Page): Promise<number> {
  const res = (await apiAs(page, 'POST', '/api/planes_fisicos.php?action=crear', PLAN)) as {
    id: number;
  };
  return res.id;
}

const detailOf = async (page: Page, id: number) =>
  (await apiAs(page, 'GET', `/api/planes_fisicos.php?action=obtener&id_plan=${id}`)) as Detail;

async function waitForSync(page: Page) {
  await expect(page.getByRole('button', { name: 'Estado de sincronización' })).not.toContainText(
    'pendiente',
    {
      timeout: 20_000,
    },
  );
}

/** Picks a day of the month the calendar shows (it opens on the current month when empty). */
async function pickDay(page: Page, label: string, day: number) {
  await page.getByLabel(label).click();
  const calendar = page.getByTestId('calendar');
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: new RegExp(`, ${day} de `) }).click();
  await expect(calendar).toBeHidden();
}

test('create, edit and delete a physical plan with every validation message', async ({ page }) => {
  await registerViaUi(page);
  await page.goto('/planes-fisicos');
  await expect(page.getByRole('heading', { name: 'Planes Físicos' })).toBeVisible();
  await expect(page.getByText('No hay planes físicos creados.')).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo plan físico' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear nuevo plan físico' });
  await expect(dialog.getByPlaceholder('Bombero, Policía, Militar')).toBeVisible();
  await expect(dialog.getByLabel('Fecha de inicio*')).toHaveText('Seleccionar');
  await expect(dialog.getByLabel('Fecha de fin*')).toHaveText('Seleccionar');
  await dialog.getByRole('button', { name: 'Crear plan' }).click();
  for (const message of [
    'El título es obligatorio',
    'El tipo de prueba es obligatorio',
    'Selecciona la fecha de inicio',
    'Selecciona la fecha de fin',
  ])
    await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();

  // Errors clear on change; a title of spaces is still empty once trimmed.
  await dialog.getByLabel('Título*').fill('   ');
  await expect(dialog.getByText('El título es obligatorio')).toBeHidden();
  await dialog.getByRole('button', { name: 'Crear plan' }).click();
  await expect(dialog.getByText('El título es obligatorio')).toBeVisible();
  await dialog.getByLabel('Título*').fill('Plan de verano');
  await dialog.getByLabel('Tipo de prueba*').fill('Policía Nacional');

  // The calendar is in Spanish and its weeks start on Monday.
  await dialog.getByLabel('Fecha de inicio*').click();
  const weekdays = dialog.getByTestId('calendar').locator('th');
  await expect(weekdays.first()).toHaveAttribute('aria-label', 'lunes');
  await expect(weekdays.last()).toHaveAttribute('aria-label', 'domingo');
  await dialog.getByLabel('Fecha de inicio*').click();
  await pickDay(page, 'Fecha de inicio*', 28);
  await pickDay(page, 'Fecha de fin*', 1);
  await dialog.getByRole('button', { name: 'Crear plan' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'La fecha de fin no puede ser anterior a la de inicio',
  );
  await pickDay(page, 'Fecha de inicio*', 1);
  await pickDay(page, 'Fecha de fin*', 28);
  await expect(dialog.getByLabel('Fecha de inicio*')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await dialog.getByRole('button', { name: 'Crear plan' }).click();
  await expect(page.getByText('Plan creado')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('physical-plan-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Plan de verano');
  await expect(card).toContainText('Policía Nacional');
  await expect(card).toContainText('-');
  await expect(card).toContainText('0% completado');
  await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}/);
  await waitForSync(page);

  await page.getByRole('button', { name: 'Editar plan Plan de verano' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar plan físico' });
  await expect(edit.getByLabel('Título*')).toHaveValue('Plan de verano');
  await edit.getByLabel('Título*').fill('');
  await edit.getByLabel('Tipo de prueba*').fill('');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit.getByText('El título es obligatorio')).toBeVisible();
  await expect(edit.getByText('El tipo de prueba es obligatorio')).toBeVisible();
  await edit.getByLabel('Título*').fill('Plan de otoño');
  await edit.getByLabel('Tipo de prueba*').fill('Guardia Civil');
  await edit.getByLabel('Descripción').fill('Carrera de 2.000 m y natación');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Plan actualizado')).toBeVisible();
  await expect(card).toContainText('Plan de otoño');
  await expect(card).toContainText('Carrera de 2.000 m y natación');
  await waitForSync(page);
  const listed = (await apiAs(page, 'GET', '/api/planes_fisicos.php?action=listar')) as {
    planes: { titulo: string; tipo_prueba: string }[];
  };
  expect(listed.planes).toMatchObject([{ titulo: 'Plan de otoño', tipo_prueba: 'Guardia Civil' }]);

  await page.getByRole('button', { name: 'Eliminar plan Plan de otoño' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: '¿Seguro que quieres eliminar este plan?',
  });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Plan eliminado')).toBeVisible();
  await expect(page.getByText('No hay planes físicos creados.')).toBeVisible();
  await waitForSync(page);
  await expect
    .poll(
      async () =>
        (
          (await apiAs(page, 'GET', '/api/planes_fisicos.php?action=listar')) as {
            planes: unknown[];
          }
        ).planes,
    )
    .toEqual([]);
});

test('generate a week, tick it, search its images and log a scored mark', async ({ page }) => {
  await registerViaUi(page);
  const id = await createViaApi(page);
  await page.goto('/planes-fisicos');
  await page.getByTestId('physical-plan-card').filter({ hasText: PLAN.titulo }).click();
  await expect(page).toHaveURL(`/planes-fisicos/${id}`);
  await expect(page.getByRole('heading', { name: PLAN.titulo })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  await expect(page.getByText('Avance total')).toBeVisible();
  await expect(page.getByText('04/01/2027 - 31/01/2027')).toBeVisible();
  const weeks = page.getByTestId('week');
  await expect(weeks).toHaveCount(4);
  await expect(weeks.nth(0)).toContainText('Semana 1 (sin generar)');

  const first = weeks.nth(0);
  await first.locator('summary').click();
  await expect(
    first.getByText(
      'Esta semana aún no ha sido generada. Haz clic en "Generar con IA" para crearla.',
    ),
  ).toBeVisible();
  await first.getByRole('button', { name: 'Generar con IA' }).click();
  await expect(page.getByText('Semana generada con IA')).toBeVisible();
  await expect(first.locator('summary')).toContainText('(04/01/2027 - 10/01/2027)');
  await expect(first.getByRole('button', { name: 'Regenerar con IA' })).toBeVisible();
  await expect(first.getByText('Foco semanal')).toBeVisible();
  await expect(first.getByText('Glosario')).toBeVisible();
  await expect(first.getByText('Explicación fácil:').first()).toBeVisible();
  await expect(first.getByText('Para principiantes:').first()).toBeVisible();
  await expect(
    first.getByText(/^Series: \d+ · Reps: .+ · RPE: [\d,]+ · Tempo: .+ · Descanso: .+$/).first(),
  ).toBeVisible();
  await expect(page.getByText('Resumen IA')).toBeVisible();

  await first.getByLabel('Marcar semana 1 como completada').click();
  await expect(page.getByText('Semana completada')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Avance total' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await waitForSync(page);
  expect((await detailOf(page, id)).avance).toEqual([true, false, false, false]);

  const exercise = first.getByTestId('exercise').filter({ hasText: 'Dominadas' }).first();
  await exercise.getByRole('button', { name: 'Buscar imágenes' }).click();
  const images = exercise.getByRole('list', { name: /^Imágenes de / });
  await expect(images.getByText('Fuente: Opositor (ilustración propia)').first()).toBeVisible();
  expect(await images.getByRole('listitem').count()).toBeLessThanOrEqual(4);
  const img = images.getByRole('img', { name: 'Dominadas' });
  await expect(img).toHaveAttribute('src', '/api/ejercicios/dominadas.svg');
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // A mark in the Policía Nacional pull-ups, scored on the official table.
  await expect(page.getByText('Marcas en las pruebas oficiales')).toBeVisible();
  await page.getByLabel('Prueba', { exact: true }).selectOption({ label: 'Dominadas' });
  await page.getByLabel('Marca', { exact: true }).fill('doce');
  await page.getByRole('button', { name: 'Guardar marca' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Escribe una marca válida (un número mayor que 0)',
  );
  await page.getByLabel('Marca', { exact: true }).fill('14');
  await page.getByLabel('Fecha', { exact: true }).fill('2027-01-08');
  await page.getByRole('button', { name: 'Guardar marca' }).click();
  const mark = page.getByTestId('mark');
  await expect(mark).toHaveCount(1);
  await expect(mark).toContainText('08/01/2027');
  await expect(mark).toContainText('14 rep.');
  await expect(mark).toContainText('7 puntos');
  await expect(page.getByTestId('marks-chart')).toBeVisible();
  await waitForSync(page);
  await expect(mark).not.toContainText('Pendiente de sincronizar');
  const marks = (await apiAs(
    page,
    'GET',
    `/api/planes_fisicos.php?action=marcas_listar&id_plan=${id}`,
  )) as Marks;
  expect(marks.marcas).toMatchObject([{ prueba: 'pn-dominadas-h', puntos: 7 }]);
});

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
}

test('offline: a plan opened once reads from the device; a week ticked offline reaches the server once', async ({
  page,
  context,
}) => {
  await registerViaUi(page);
  // The service worker keeps every screen's code, so the screens open with no network too.
  await waitForServiceWorker(page);
  const id = await createViaApi(page);
  await page.goto('/planes-fisicos');
  await expect(page.getByTestId('physical-plan-card')).toContainText(PLAN.titulo);
  await page.goto(`/planes-fisicos/${id}`);
  const weeks = page.getByTestId('week');
  await expect(weeks).toHaveCount(4);
  await expect(page.getByText('Marcas en las pruebas oficiales')).toBeVisible();
  // The server's answers to the tick, sent alone or as an entry of a sincronizar.php batch.
  const avance: number[] = [];
  page.on('response', async (res) => {
    if (res.url().includes('action=avance')) avance.push(res.status());
    if (!res.url().includes('sincronizar.php')) return;
    const { entradas } = res.request().postDataJSON() as { entradas: { ruta: string }[] };
    const { resultados } = (await res.json()) as { resultados: { status: number }[] };
    entradas.forEach((e, i) => {
      const status = resultados[i]?.status;
      if (e.ruta.includes('action=avance') && status !== undefined) avance.push(status);
    });
  });

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { name: PLAN.titulo })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Estado de sincronización' })).toContainText(
    'Sin conexión',
  );
  await expect(weeks).toHaveCount(4);
  const second = weeks.nth(1);
  await second.locator('summary').click();
  await expect(second.getByRole('button', { name: 'Generar con IA' })).toBeDisabled();
  await second.getByLabel('Marcar semana 2 como completada').click();
  await expect(page.getByText('Semana completada')).toBeVisible();
  await expect(second.getByLabel('Marcar semana 2 como completada')).toBeChecked();
  await expect(second.getByText('Pendiente de sincronizar')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Avance total' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );

  // A mark logged offline is scored here on the official scale.
  await page.getByLabel('Prueba', { exact: true }).selectOption({ label: 'Carrera de 1.000 m' });
  await page.getByLabel('Marca', { exact: true }).fill('3:10');
  await page.getByRole('button', { name: 'Guardar marca' }).click();
  const mark = page.getByTestId('mark');
  await expect(mark).toContainText('3:10');
  await expect(mark).toContainText('Pendiente de sincronizar');

  // The list, read from the device, shows the same progress with no network.
  await page.getByRole('button', { name: 'Volver' }).click();
  const card = page.getByTestId('physical-plan-card');
  await expect(card).toContainText('25% completado');
  await expect(card).toContainText('Pendiente de sincronizar');

  await goOnline(context, page);
  await waitForSync(page);
  await expect(card).not.toContainText('Pendiente de sincronizar');
  await expect(card).toContainText('25% completado');
  expect((await detailOf(page, id)).avance).toEqual([false, true, false, false]);
  await expect.poll(() => avance).toEqual([200]);
  const marks = (await apiAs(
    page,
    'GET',
    `/api/planes_fisicos.php?action=marcas_listar&id_plan=${id}`,
  )) as Marks;
  expect(marks.marcas).toMatchObject([{ prueba: 'pn-1000-h' }]);
});
