// Psychotechnics for every process whose exam has them: Simulacro Psicotécnico for
// Guardia Civil starts and shows one of its psychotechnic questions; for Administrativo del
// Estado, whose exam has no aptitude test, the configurator says so before 'Comenzar Test'.
import { expect, test } from '@playwright/test';
import { apiAs, bankOf, registerViaUi } from './support';

const isPsico = (tema: string) => /^\s*p(?:si|is)co\s*-/i.test(tema);
const NOTICE = /Este proceso no tiene prueba psicotécnica en su examen/;

test('Simulacro Psicotécnico for Guardia Civil starts and shows a psychotechnic question', async ({
  page,
}) => {
  await registerViaUi(page);
  const procesos = (await apiAs(page, 'GET', '/api/procesos.php')) as {
    id: number;
    descripcion: string;
  }[];
  const gc = procesos.find((p) => p.descripcion === 'Guardia Civil – Cabos y Guardias');
  expect(gc).toBeDefined();
  const bank = await bankOf(page, gc?.id ?? 0);

  await page.goto('/simulacro-psicotecnico');
  await expect(
    page.getByRole('heading', { name: 'Configurar Test Psicotécnico', exact: true }),
  ).toBeVisible();
  await page
    .getByLabel('Proceso', { exact: true })
    .selectOption({ label: 'Guardia Civil – Cabos y Guardias' });
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await page.getByLabel('Número de preguntas').fill('5');
  await page.getByRole('button', { name: 'Comenzar Test' }).click();

  await expect(page.getByText('Test iniciado')).toBeVisible();
  await expect(page.getByText('MODO EXAMEN', { exact: true })).toBeVisible();
  await expect(page.getByText('1 / 5')).toBeVisible();
  const text = (await page.getByRole('heading', { level: 2 }).first().innerText()).trim();
  const shown = bank.find((q) => q.pregunta === text);
  expect(shown, text).toBeDefined();
  expect(isPsico(shown?.tema ?? '')).toBe(true);
  await expect(page.getByRole('list', { name: 'Opciones' }).getByRole('button')).toHaveCount(
    shown?.respuestas.length ?? 4,
  );
});

test('Administrativo del Estado says it has no psychotechnic test before Comenzar Test, and another process still works', async ({
  page,
}) => {
  await registerViaUi(page);
  await page.goto('/test-psicotecnico');
  const proceso = page.getByLabel('Proceso', { exact: true });
  const start = page.getByRole('button', { name: 'Comenzar Test' });

  await proceso.selectOption({ label: 'Administrativo del Estado' });
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(start).toBeDisabled();

  await proceso.selectOption({ label: 'Auxiliar Administrativo del Estado' });
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(start).toBeEnabled();
  await page.getByLabel('Número de preguntas').fill('3');
  await start.click();
  await expect(page.getByText('1 / 3')).toBeVisible();

  // The plain test screen never shows the notice, whatever the process.
  await page.goto('/test');
  await page
    .getByLabel('Proceso', { exact: true })
    .selectOption({ label: 'Administrativo del Estado' });
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Comenzar Test' })).toBeEnabled();
});
