// The screens that tell users where they stand: /, /estadisticas, /historial and /ranking,
// online and offline, against the real server and its real database.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  E2E_SA,
  loginViaUi,
  registerViaUi,
  waitForKeptBank,
  waitForServiceWorker,
} from './support';

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
      // 15 s per question, within 10 minutes (20 for a 50-question test).
      tiempo: t.total > 40 ? 20 : 10,
      tiempo_restante: (t.total > 40 ? 20 : 10) * 60 - 15 * t.total,
      respuestas,
      fecha_inicio: new Date(end - 15_000 * t.total).toISOString(),
      fecha_finalizacion: new Date(end).toISOString(),
    });
    expect(saved.success).toBe(true);
  }
  return proceso.id;
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
    await expect(page.getByLabel('Proceso', { exact: true })).toHaveValue(String(procesoId));
  });
});

test.describe('/ranking', () => {
  test('lists users by nota media and marks the current one', async ({ page }) => {
    const user = await registerViaUi(page);
    // 50 answered questions: what a user needs to enter a ranking.
    await finishTests(page, [{ right: 50, total: 50, tipo: 'examen', daysAgo: 0 }]);
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
  await finishTests(page, [{ right: 25, total: 50, daysAgo: 0 }]);
  await page.goto('/estadisticas');
  await expect(page.getByRole('heading', { name: 'Precisión', exact: true })).toBeVisible();
  await expect(page.getByTestId('topic-precision')).toBeVisible();
  // The ranking opens on the user's last process once this device has their history (pulled
  // after the tests above were saved through the API); until then it shows every process. The
  // visit counts once the page has settled on that process and kept its ranking.
  const processRanking = page.waitForResponse(
    (response) =>
      response.url().includes('ranking_usuarios.php') && response.url().includes('id_proceso='),
  );
  await page.goto('/ranking');
  await processRanking;
  await expect(page.getByLabel('Proceso del ranking')).not.toHaveValue('0');
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

test.describe('/ (dashboard)', () => {
  test('shows the figures, recent processes, news, the map and the actions for the level', async ({
    page,
  }) => {
    const user = await registerViaUi(page);
    await expect(page.getByText(`Bienvenido, ${user.username}`)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Nota Media' })).toContainText('-');
    await expect(page.getByText('No tienes procesos recientes.')).toBeVisible();
    const procesoId = await finishTests(page, [{ right: 1, total: 2, daysAgo: 0 }]);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Tests Realizados' })).toContainText('1');
    await expect(page.getByRole('group', { name: 'Preguntas Realizadas' })).toContainText('2');
    await expect(page.getByRole('group', { name: 'Respuestas Correctas' })).toContainText('1');
    await expect(page.getByRole('group', { name: 'Nota Media' })).toContainText('5,00');

    const recent = page.getByRole('region', { name: 'Tus últimos procesos' });
    const process = recent.getByRole('link', { name: /Auxiliar Administrativo del Estado/ });
    await expect(process).toHaveAttribute('href', `/test?proceso=${procesoId}`);
    await expect(recent.getByTestId('process-icon')).toBeVisible();
    await expect(recent).toContainText(/Último test: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    // The test server reaches no feed: both lists say so.
    await expect(page.getByRole('region', { name: 'Noticias de Oposiciones' })).toContainText(
      'Sin noticias recientes.',
    );
    await expect(
      page.getByRole('region', { name: 'Últimas Oposiciones (BOE, BOCM, etc)' }),
    ).toContainText('Sin noticias recientes.');

    const map = page.getByTestId('spain-map');
    await expect(map.getByRole('link')).toHaveCount(19);
    const galicia = map.getByRole('link', { name: 'Galicia', exact: true });
    await expect(galicia).toHaveAttribute('target', '_blank');
    await expect(galicia).toHaveAttribute('href', 'https://www.xunta.gal/diario-oficial-galicia');
    await galicia.focus();
    await expect(galicia).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(map.getByRole('link', { name: 'Asturias', exact: true })).toBeFocused();
    await expect(map.getByRole('link', { name: 'Melilla', exact: true })).toHaveAttribute(
      'href',
      'https://bomemelilla.es/',
    );

    const actions = page.getByRole('region', { name: 'Acciones rápidas' });
    for (const name of ['Iniciar Test', 'Simulacro', 'Test de Personalidad', 'Apoya el proyecto']) {
      await expect(actions.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // A new account is 'invitado': neither the admin generator nor 'Ver Progreso'.
    await expect(actions.getByRole('link')).toHaveCount(4);
    const info = page.getByRole('region', { name: 'Tu información' });
    await expect(info).toContainText(user.username);
    await expect(info).toContainText('Invitado');

    await process.click();
    await expect(page).toHaveURL(`/test?proceso=${procesoId}`);
  });

  test("the super-admin gets 'Generar Test (Admin)'", async ({ page }) => {
    await loginViaUi(page, E2E_SA.email, E2E_SA.password);
    const actions = page.getByRole('region', { name: 'Acciones rápidas' });
    await expect(actions.getByRole('link', { name: 'Generar Test (Admin)' })).toHaveAttribute(
      'href',
      '/crear-test',
    );
    await expect(actions.getByRole('link', { name: 'Ver Progreso' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tu información' })).toContainText(
      'Super-administrador',
    );
  });
});

test.describe('/historial', () => {
  test('summaries, type tabs, dates, search, clearing and the detail of a test', async ({
    page,
  }) => {
    await registerViaUi(page);
    await finishTests(page, [
      { right: 3, total: 4, daysAgo: 3 },
      { right: 4, total: 4, daysAgo: 2 },
      { right: 2, total: 4, tipo: 'examen', daysAgo: 0 },
    ]);
    await page.getByRole('link', { name: 'Historial' }).click();
    const all = page.getByRole('group', { name: 'Total Simulación + Examen' });
    await expect(all).toContainText('Tests3');
    await expect(all).toContainText('Aciertos9');
    await expect(all).toContainText('Fallos3');
    await expect(all).toContainText('Nota media7,50');
    await expect(page.getByRole('group', { name: 'Solo Simulaciones' })).toContainText(
      'Nota media8,75',
    );
    await expect(page.getByRole('group', { name: 'Solo Exámenes' })).toContainText('Tests1');

    const items = page.getByTestId('history-item');
    await expect(items).toHaveCount(3);
    await page.getByRole('tab', { name: 'Exámenes' }).click();
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('EXAMEN');
    await expect(items).toContainText('Finalizado');
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(items).toHaveCount(3);

    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await page.getByLabel('Desde').fill(today);
    await expect(items).toHaveCount(1);
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByRole('searchbox', { name: 'Buscar por tema/proceso' }).fill('constitucion');
    await expect(items).toHaveCount(3);
    await page
      .getByRole('searchbox', { name: 'Buscar por tema/proceso' })
      .fill('ofimática avanzada');
    await expect(page.getByText('No se han encontrado tests.')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();

    // A finished test opens its results screen, with the review of every question.
    await items.first().getByRole('link', { name: 'Ver detalle' }).click();
    await expect(page).toHaveURL(/\/resultados\//);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resultados del test' }),
    ).toBeVisible();
    await expect(page.getByTestId('review-item')).toHaveCount(4);
    await page.goBack();
    await expect(page.getByTestId('history-item').first()).toBeVisible();
  });
});

async function configure(page: Page, questions: number) {
  await page
    .getByLabel('Proceso', { exact: true })
    .selectOption({ label: 'Auxiliar Administrativo del Estado' });
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  await page.getByLabel('Número de preguntas').fill(String(questions));
  await page.getByLabel('Minutos').fill('10');
}

test('offline, the four screens render from the device, and a test finished offline counts once', async ({
  page,
  context,
}) => {
  await registerViaUi(page);
  await waitForServiceWorker(page);
  await finishTests(page, [{ right: 2, total: 2, daysAgo: 1 }]);
  // One online visit of each screen; the configurator keeps the process's bank on the device.
  for (const path of ['/', '/estadisticas', '/ranking', '/historial']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await page.goto('/test');
  await configure(page, 2);
  await waitForKeptBank(page);

  await context.setOffline(true);
  await page.reload();
  await configure(page, 2);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  for (let i = 1; i <= 2; i++) {
    await expect(page.getByText(`${i} / 2`)).toBeVisible();
    await page.keyboard.press('a');
    await expect(page.getByText(/^(Correcto!|Incorrecto)$/)).toBeVisible();
    if (i < 2) await page.getByRole('button', { name: 'Siguiente Pregunta' }).click();
  }
  await page.getByRole('button', { name: 'Finalizar Test' }).click();
  // Finishing opens the test's results; the dashboard is one click away.
  await expect(page).toHaveURL(/\/resultados\//);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Inicio' }).click();
  await expect(page).toHaveURL('/');

  const offlineNote =
    /Sin conexión: datos guardados en este dispositivo, sincronizados por última vez el \d\d\/\d\d\/\d{4} \d\d:\d\d/;
  await expect(page.getByText(offlineNote)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tests Realizados' })).toContainText('2');
  await page.getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByText(offlineNote)).toBeVisible();
  await expect(page.getByTestId('history-item')).toHaveCount(2);
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Total Simulación + Examen' })).toContainText(
    'Tests2',
  );
  await page.getByRole('link', { name: 'Estadísticas' }).click();
  await expect(page.getByText(offlineNote)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total de Preguntas' })).toContainText('4');
  // The ranking offline is the test above ('after an online visit…'): this user, with 4 answered
  // questions, is below its 50-question minimum.

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('history-item')).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'Total Simulación + Examen' })).toContainText(
    'Tests2',
  );
  await page.getByRole('link', { name: 'Estadísticas' }).click();
  await expect(page.getByRole('group', { name: 'Total de Preguntas' })).toContainText('4');
  await page.getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('group', { name: 'Tests Realizados' })).toContainText('2');
  await page.screenshot({ path: 'test-results/pw-8185/dashboard.png', fullPage: true });
});
