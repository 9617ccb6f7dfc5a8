// The screens that tell users where they stand: /, /estadisticas, /historial and /ranking,
// online and offline, against the real server and its real database.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerViaUi } from './support';

interface Question {
  id: number;
  respuestas: { indice: number; respuesta: string }[];
  correcta_indice: number;
}

/** Runs in the page with its stored token. */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { method, path, body },
  );
}

/**
 * Saves finished tests through the API, as the app does after a test: `right` of `total`
 * questions answered right, the rest wrong. Returns the process id.
 */
async function finishTests(
  page: Page,
  tests: { right: number; total: number; tipo?: 'simulacion' | 'examen'; daysAgo: number }[],
) {
  const [proceso] = await call<{ id: number }[]>(page, 'GET', 'procesos.php');
  if (!proceso) throw new Error('sin procesos');
  for (const t of tests) {
    const questions = await call<Question[]>(
      page,
      'GET',
      `genera_test.php?proceso_id=${proceso.id}&numPreguntas=${t.total}`,
    );
    const respuestas: Record<string, number> = {};
    questions.forEach((q, i) => {
      const wrong = q.respuestas.find((r) => r.indice !== q.correcta_indice)?.indice ?? 1;
      respuestas[String(q.id)] = i < t.right ? q.correcta_indice : wrong;
    });
    const end = Date.now() - t.daysAgo * 86_400_000;
    const saved = await call<{ success?: boolean }>(page, 'POST', 'guardar_tests_realizados.php', {
      uuid: crypto.randomUUID(),
      id_proceso: proceso.id,
      tipo_test: t.tipo ?? 'simulacion',
      psicotecnico: false,
      secciones: 'Organización Pública',
      temas: 'La Constitución Española de 1978',
      num_preguntas: t.total,
      tiempo: 10,
      // 15 s per question.
      tiempo_restante: 600 - 15 * t.total,
      respuestas,
      fecha_inicio: new Date(end - 15_000 * t.total).toISOString(),
      fecha_finalizacion: new Date(end).toISOString(),
    });
    expect(saved.success).toBe(true);
  }
  return proceso.id;
}

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test.describe('/estadisticas', () => {
  test('a new user sees the empty state and a way to start', async ({ page }) => {
    await registerViaUi(page);
    await page.getByRole('link', { name: 'Estadísticas' }).click();
    await expect(page.getByText('¡Aún no has realizado ningún quiz!')).toBeVisible();
    await page.getByRole('link', { name: 'Empezar Primer Quiz' }).click();
    await expect(page).toHaveURL('/test');
  });

  test('shows the cards, the analysis, the chart, the topics weakest first, achievements and tips', async ({
    page,
  }) => {
    await registerViaUi(page);
    const procesoId = await finishTests(page, [
      { right: 3, total: 4, daysAgo: 3 },
      { right: 4, total: 4, daysAgo: 2 },
      { right: 4, total: 4, tipo: 'examen', daysAgo: 1 },
    ]);
    await page.goto('/estadisticas');
    const card = (title: string) => page.getByRole('group', { name: title, exact: true });
    await expect(card('Total de Preguntas')).toContainText('12');
    // 11 of 12 right: 92 %.
    await expect(card('Precisión')).toContainText('92%');
    await expect(card('Tiempo Promedio')).toContainText('15s');
    await expect(card('Racha Perfecta')).toContainText('2');

    const analysis = page.getByRole('region', { name: 'Análisis de Precisión' });
    await expect(analysis).toContainText('Respuestas correctas');
    await expect(analysis).toContainText('11 (92%)');
    await expect(analysis).toContainText('1 (8%)');
    const temporal = page.getByRole('region', { name: 'Rendimiento Temporal' });
    await expect(temporal.locator('[aria-current="true"]')).toContainText('Ideal');

    await expect(page.getByTestId('nota-chart')).toHaveAttribute(
      'aria-label',
      /Evolución de la nota en 3 tests/,
    );
    const practice = page.getByTestId('topic-precision').getByRole('link').first();
    await expect(practice).toHaveAttribute(
      'href',
      new RegExp(`^/test\\?proceso=${procesoId}&secciones=.+&temas=.+`),
    );

    const achieved = page.locator('[data-testid="logro"][data-conseguido="true"]');
    await expect(achieved).toHaveCount(2);
    await expect(achieved).toContainText(['Principiante', 'Precision Master']);
    await expect(page.getByTestId('recomendacion')).toContainText([
      '¡Excelente rendimiento!',
      'Consejo general',
    ]);

    await practice.click();
    await expect(page).toHaveURL(/\/test\?proceso=/);
    await expect(page.getByLabel('Proceso')).toHaveValue(String(procesoId));
  });
});

test.describe('/ranking', () => {
  test('lists users by nota media and marks the current one', async ({ page }) => {
    const user = await registerViaUi(page);
    await finishTests(page, [{ right: 2, total: 2, tipo: 'examen', daysAgo: 0 }]);
    await page.getByRole('link', { name: 'Ranking' }).click();
    await expect(page.getByRole('heading', { name: 'Ranking' })).toBeVisible();
    const mine = page.locator('[data-testid="ranking-row"][aria-current="true"]').first();
    await expect(mine).toContainText(user.username);
    await expect(mine).toContainText('Tú');
    await expect(mine).toContainText('10,00');
    await expect(page.getByTestId('ranking-row').first()).toContainText('10,00');
    await page.getByRole('tab', { name: 'Simulaciones' }).click();
    await expect(page.locator('[data-testid="ranking-row"][aria-current="true"]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Exámenes' }).click();
    await expect(
      page.locator('[data-testid="ranking-row"][aria-current="true"]').first(),
    ).toContainText('Tú');
  });
});

test('after an online visit, statistics and ranking show offline with the time of the last sync', async ({
  page,
  context,
}) => {
  await registerViaUi(page);
  await waitForServiceWorker(page);
  await finishTests(page, [{ right: 1, total: 2, daysAgo: 0 }]);
  await page.goto('/estadisticas');
  await expect(page.getByRole('heading', { name: 'Precisión', exact: true })).toBeVisible();
  await expect(page.getByTestId('topic-precision')).toBeVisible();
  await page.goto('/ranking');
  await expect(page.getByText('Tú', { exact: true }).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByText(
      /Sin conexión: datos guardados en este dispositivo, sincronizados por última vez el \d\d\/\d\d\/\d{4} \d\d:\d\d/,
    ),
  ).toBeVisible();
  await expect(page.getByText('Tú', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Estadísticas' }).click();
  await expect(page.getByText(/Sin conexión: datos guardados/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Precisión', exact: true })).toContainText('50%');
  await expect(page.getByTestId('topic-precision')).toBeVisible();
});
