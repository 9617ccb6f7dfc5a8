// The test screens end to end in Chromium against the real server: both modes, the psico rule,
// feedback, the exam running out of time, comments across users, Profesor Virtual, reports,
// the finished test saved once, 'Repasar falladas' and a keyboard-only run. Finishing opens the
// test's results (exam.spec.ts covers the examen's navigation and the results screen).
// Resume (accept and cancel) is covered by offline.spec.ts and exam.spec.ts.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import type { BankQuestion } from './support';
import {
  E2E_SA,
  apiAs,
  bankOf,
  chooseWithKey,
  expectCompletedToast,
  letterOnScreen,
  loginViaUi,
  optionButtons,
  questionOnScreen,
  registerViaUi,
  sidebar,
  waitForSync,
} from './support';

const PROCESO = 'Auxiliar Administrativo del Estado';
const RESULTS = /\/resultados\/[0-9a-f-]{36}$/;
const isPsico = (tema: string) => /^\s*p(?:si|is)co\s*-/i.test(tema);

async function configure(page: Page, questions: number, minutes: number) {
  await page.getByLabel('Proceso', { exact: true }).selectOption({ label: PROCESO });
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  await page.getByLabel('Número de preguntas').fill(String(questions));
  await page.getByLabel('Minutos').fill(String(minutes));
}

const onScreen = questionOnScreen;

/** 'La respuesta correcta es: B. …' with the letter the right option has on screen. */
async function rightText(page: Page, q: BankQuestion) {
  const letter = await letterOnScreen(page, q, q.correcta_indice);
  return `La respuesta correcta es: ${letter}. ${q.respuestas.find((r) => r.indice === q.correcta_indice)?.respuesta}`;
}

/** Answers the question on screen right or wrong by its letter, and checks the feedback (simulación). */
async function answer(page: Page, bank: BankQuestion[], right: boolean): Promise<BankQuestion> {
  const q = await onScreen(page, bank);
  const expected = await rightText(page, q);
  await chooseWithKey(page, q, right);
  await expect(page.getByText(right ? 'Correcto!' : 'Incorrecto', { exact: true })).toBeVisible();
  await expect(page.getByText(expected, { exact: true })).toBeVisible();
  return q;
}

const clockSeconds = async (page: Page) => {
  const [m, s] = (await page.getByRole('timer').innerText()).split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

async function history(page: Page) {
  return (await apiAs(page, 'GET', '/api/historial_tests.php')) as {
    uuid: string;
    tipo_test: string;
    aciertos: number;
    fallos: number;
    num_preguntas: number;
    nota: number;
    nota_penalizada: number;
    tiempo_restante: number;
  }[];
}

test('a simulación end to end: feedback, clock paused while it shows, penalised nota, saved once, then Repasar falladas', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await registerViaUi(page);
  const bank = await bankOf(page, 1);
  await page.goto('/test');
  await expect(page.getByRole('heading', { name: 'Configurar Test', exact: true })).toBeVisible();
  await configure(page, 3, 10);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(page.getByText('Test iniciado')).toBeVisible();
  await expect(page.getByText('3 preguntas')).toBeVisible();
  await expect(page.getByText('MODO EXAMEN', { exact: true })).toHaveCount(0);
  await expect(page.getByText('1 / 3')).toBeVisible();
  await expect(page.getByText('0%')).toBeVisible();
  const options = optionButtons(page);
  await expect(options.first()).toContainText(/^A\./);

  await answer(page, bank, true);
  await expect(options.first()).toBeDisabled();
  await expect(page.getByText('Puntuación actual: 1/1')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Respuesta correcta' })).toBeVisible();
  // Simulación: the clock stands still while the feedback shows.
  const paused = await clockSeconds(page);
  await page.clock.fastForward('00:20');
  await expect(page.getByRole('timer')).toHaveText(
    `${Math.floor(paused / 60)}:${String(paused % 60).padStart(2, '0')}`,
  );
  await page.getByRole('button', { name: 'Siguiente Pregunta' }).click();

  await expect(page.getByText('2 / 3')).toBeVisible();
  const failed1 = await answer(page, bank, false);
  await expect(page.getByRole('img', { name: 'Tu respuesta' })).toBeVisible();
  await expect(page.getByText('Puntuación actual: 1/2')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente Pregunta' }).click();
  const failed2 = await answer(page, bank, false);
  await expect(page.getByText('100%')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar Test' }).click();

  await expect(page).toHaveURL(RESULTS);
  // 1 right, 2 wrong, penalty 1/3: nota 3,33 and (1 − 2/3)/3 × 10 = 1,11.
  await expectCompletedToast(page, '1/3 · Nota: 3,33 · Nota con penalización: 1,11');
  await waitForSync(page);
  const saved = await history(page);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    tipo_test: 'simulacion',
    aciertos: 1,
    fallos: 2,
    num_preguntas: 3,
    nota: 3.33,
    nota_penalizada: 1.11,
  });
  await sidebar(page).getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);

  // The two failed questions are due for review, on the dashboard and in the history, offline too.
  await expect(page.getByRole('link', { name: 'Repasar falladas (2)' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Inicio' }).click();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Repasar falladas (2)' }).click();
  await expect(page.getByText('1 / 2')).toBeVisible();
  const reviewed = [await answer(page, bank, true)];
  await page.getByRole('button', { name: 'Siguiente Pregunta' }).click();
  reviewed.push(await answer(page, bank, true));
  expect(reviewed.map((q) => q.id).sort()).toEqual([failed1.id, failed2.id].sort());
  await page.getByRole('button', { name: 'Finalizar Test' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('2/2')).toBeVisible();
  // Answered right, both are scheduled later: nothing is due now.
  await expect(page.getByRole('link', { name: /Repasar falladas/ })).toHaveCount(0);
  await context.setOffline(false);
  // A review is practice: it is not a test in the history.
  expect(await history(page)).toHaveLength(1);
});

test('a simulacro end to end: MODO EXAMEN, no feedback, the clock never stops, saved once', async ({
  page,
}) => {
  await page.clock.install();
  await registerViaUi(page);
  const bank = await bankOf(page, 1);
  await page.goto('/simulacro');
  await configure(page, 2, 10);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(page.getByText('MODO EXAMEN', { exact: true })).toBeVisible();
  await chooseWithKey(page, await onScreen(page, bank), false);
  await expect(page.getByText('Respondidas: 1 de 2')).toBeVisible();
  await expect(page.getByText(/^(Correcto!|Incorrecto)$/)).toHaveCount(0);
  const before = await clockSeconds(page);
  await page.clock.fastForward('00:20');
  await expect.poll(() => clockSeconds(page)).toBeLessThanOrEqual(before - 20);
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await chooseWithKey(page, await onScreen(page, bank), true);
  await page.getByRole('button', { name: 'Finalizar Test' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Finalizar', exact: true })
    .click();
  await expect(page).toHaveURL(RESULTS);
  await expect(page.getByText('1/2 · Nota: 5,00 · Nota con penalización: 3,33')).toBeVisible();
  await waitForSync(page);
  const saved = await history(page);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ tipo_test: 'examen', aciertos: 1, fallos: 1, num_preguntas: 2 });
});

test('an examen runs out of time: warnings at 5 and 1 minutes, then it finishes by itself', async ({
  page,
}) => {
  await page.clock.install();
  await registerViaUi(page);
  const bank = await bankOf(page, 1);
  await page.goto('/simulacro');
  await configure(page, 5, 6);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^(6:00|5:59)$/);
  await chooseWithKey(page, await onScreen(page, bank), true);
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

  const live = page.locator('[aria-live="assertive"]');
  await expect(live).toHaveText('');
  await page.clock.fastForward('01:01');
  await expect(live).toHaveText('Quedan 5 minutos');
  await page.clock.fastForward('04:00');
  await expect(live).toHaveText('Queda 1 minuto');
  await expect(page.getByRole('timer')).toHaveClass(/animate-pulse/);
  await page.clock.fastForward('01:00');

  // Out of time, the examen finishes by itself and lands on its results.
  await expect(page).toHaveURL(RESULTS);
  await expect(page.getByText('¡Tiempo agotado!')).toBeVisible();
  await expect(page.getByText('El examen ha finalizado automáticamente')).toBeVisible();
  await expect(page.getByText('Quiz completado')).toBeVisible();
  await expect(page.getByText('El examen terminó al agotarse el tiempo.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'En blanco' })).toContainText('4');
  await waitForSync(page);
  const saved = await history(page);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    tipo_test: 'examen',
    aciertos: 1,
    fallos: 4,
    num_preguntas: 5,
    tiempo_restante: 0,
  });
});

test('a simulación at 0: the question on screen is recorded unanswered and the test can only finish', async ({
  page,
}) => {
  await page.clock.install();
  await registerViaUi(page);
  const bank = await bankOf(page, 1);
  await page.goto('/test');
  await configure(page, 3, 1);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  const q = await onScreen(page, bank);
  const expected = await rightText(page, q);
  await page.clock.fastForward('01:01');
  // Recorded unanswered: a blank, which costs nothing, and the right answer shown.
  await expect(page.getByText('En blanco (sin penalización)', { exact: true })).toBeVisible();
  await expect(page.getByText(expected, { exact: true })).toBeVisible();
  await expect(optionButtons(page).first()).toBeDisabled();
  await expect(page.getByText('Puntuación actual: 0/1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente Pregunta' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dejar en blanco' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Finalizar Test' }).click();
  await expect(page).toHaveURL(RESULTS);
  await expect(page.getByText('0/3 · Nota: 0,00 · Nota con penalización: 0,00')).toBeVisible();
  await waitForSync(page);
  const saved = await history(page);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    tipo_test: 'simulacion',
    aciertos: 0,
    fallos: 3,
    num_preguntas: 3,
    tiempo_restante: 0,
  });
});

test("'Formato oficial' fills the questions and minutes of a process that has an official format", async ({
  page,
}) => {
  await registerViaUi(page);
  const procesos = (await apiAs(page, 'GET', '/api/procesos.php')) as {
    descripcion: string;
    formato: { preguntas: number; minutos: number } | null;
  }[];
  expect(procesos.length).toBeGreaterThan(0);
  await page.goto('/simulacro');
  for (const proceso of procesos) {
    await page.getByLabel('Proceso', { exact: true }).selectOption({ label: proceso.descripcion });
    const official = page.getByRole('button', { name: 'Formato oficial' });
    if (!proceso.formato) {
      await expect(official).toHaveCount(0);
      continue;
    }
    await page.getByLabel('Número de preguntas').fill('7');
    await expect(page.getByLabel('Barajar respuestas')).toBeChecked();
    await official.click();
    await expect(page.getByLabel('Número de preguntas')).toHaveValue(
      String(proceso.formato.preguntas),
    );
    await expect(page.getByLabel('Minutos')).toHaveValue(String(proceso.formato.minutos));
    // The official format keeps the bank's order of the options.
    await expect(page.getByLabel('Barajar respuestas')).not.toBeChecked();
    await page.getByLabel('Barajar respuestas').check();
  }
});

test("psychotechnic screens offer only 'Psico -' topics, the plain ones never do", async ({
  page,
}) => {
  await registerViaUi(page);
  const bank = await bankOf(page, 1);
  const psicoTopics = new Set(bank.filter((q) => isPsico(q.tema)).map((q) => q.tema));
  expect(psicoTopics.size).toBeGreaterThan(0);
  // Each mode offers only the sections it has topics for (README, configurator).
  const sectionsWith = (psico: boolean) => [
    ...new Set(bank.filter((q) => isPsico(q.tema) === psico).map((q) => q.seccion)),
  ];

  async function offeredTopics(
    path: string,
    heading: string,
    sections: string[],
  ): Promise<string[]> {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await page.getByLabel('Proceso', { exact: true }).selectOption({ label: PROCESO });
    await page.getByRole('tab', { name: 'Manual' }).click();
    const secciones = page.getByRole('group', { name: 'Secciones' });
    for (const s of sections) await secciones.getByLabel(s, { exact: true }).check();
    const temas = page.getByRole('group', { name: 'Temas' });
    await expect(temas.getByRole('checkbox').first()).toBeVisible();
    return temas.locator('label').allInnerTexts();
  }

  for (const path of ['/test-psicotecnico', '/simulacro-psicotecnico']) {
    const topics = await offeredTopics(path, 'Configurar Test Psicotécnico', sectionsWith(true));
    expect(new Set(topics)).toEqual(psicoTopics);
  }
  for (const path of ['/test', '/simulacro']) {
    const topics = await offeredTopics(path, 'Configurar Test', sectionsWith(false));
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.filter(isPsico)).toEqual([]);
  }

  // A psychotechnic test asks psychotechnic questions only.
  await page.goto('/test-psicotecnico');
  await configure(page, 4, 10);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  for (let i = 1; i <= 4; i++) {
    await expect(page.getByText(`${i} / 4`)).toBeVisible();
    expect(isPsico((await onScreen(page, bank)).tema)).toBe(true);
    await page.keyboard.press('a');
    if (i < 4) await page.getByRole('button', { name: 'Siguiente Pregunta' }).click();
  }
});

/** Starts a test on one topic and moves on until `target` (or any, when null) is on screen. */
async function openQuestion(
  page: Page,
  bank: BankQuestion[],
  topic: BankQuestion,
  count: number,
  target: string | null,
) {
  const params = new URLSearchParams({ proceso: '1', secciones: topic.seccion, temas: topic.tema });
  await page.goto(`/test?${params.toString()}`);
  await expect(
    page.getByRole('group', { name: 'Temas' }).getByLabel(topic.tema, { exact: true }),
  ).toBeChecked();
  await page.getByLabel('Número de preguntas').fill(String(count));
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  for (let i = 1; i <= count; i++) {
    await expect(page.getByText(`${i} / ${count}`)).toBeVisible();
    const q = await onScreen(page, bank);
    await page.keyboard.press('a');
    if (target === null || q.pregunta === target) return q;
    await page.getByRole('button', { name: 'Siguiente Pregunta' }).click();
  }
  throw new Error('la pregunta buscada no salió en el test');
}

async function newUserPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await registerViaUi(page);
  return { context, page, user };
}

test('comments: add, edit and delete, with the controls only where the user may use them; written offline it syncs', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const a = await newUserPage(browser);
  const b = await newUserPage(browser);
  const bank = await bankOf(a.page, 1);
  // The smallest plain topic, so the second user meets the same question quickly.
  const sizes = new Map<string, BankQuestion[]>();
  for (const q of bank.filter((x) => !isPsico(x.tema)))
    sizes.set(q.tema, [...(sizes.get(q.tema) ?? []), q]);
  const topicQuestions = [...sizes.values()].sort((x, y) => x.length - y.length)[0] ?? [];
  const topic = topicQuestions[0] as BankQuestion;

  const q = await openQuestion(a.page, bank, topic, 1, null);
  const cardA = a.page.getByRole('region', { name: 'Comentarios' });
  await expect(cardA.getByText('No hay comentarios aún')).toBeVisible();
  const send = cardA.getByRole('button', { name: 'Enviar comentario' });
  await expect(send).toBeDisabled();
  await cardA.getByPlaceholder('Escribe tu comentario...').fill('   ');
  await expect(send).toBeDisabled();
  await cardA
    .getByPlaceholder('Escribe tu comentario...')
    .fill('Cuidado con el plazo de este artículo');
  await send.click();
  await expect(a.page.getByText('Comentario añadido')).toBeVisible();
  const mine = cardA.getByTestId('comment');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(a.user.username);
  await expect(mine).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(mine).not.toContainText('Pendiente de sincronizar');

  await mine.getByRole('button', { name: 'Editar comentario' }).click();
  await mine
    .getByRole('textbox', { name: 'Editar comentario' })
    .fill('Cuidado con el plazo: son diez días');
  await mine.getByRole('button', { name: 'Cancelar' }).click();
  await expect(mine).toContainText('Cuidado con el plazo de este artículo');
  await mine.getByRole('button', { name: 'Editar comentario' }).click();
  await mine
    .getByRole('textbox', { name: 'Editar comentario' })
    .fill('Cuidado con el plazo: son diez días');
  await mine.getByRole('button', { name: 'Guardar' }).click();
  await expect(a.page.getByText('Comentario actualizado')).toBeVisible();
  await expect(mine).toContainText('Cuidado con el plazo: son diez días');
  await waitForSync(a.page);

  // The other user sees it without controls, and writes one of their own.
  await openQuestion(b.page, bank, topic, topicQuestions.length, q.pregunta);
  const cardB = b.page.getByRole('region', { name: 'Comentarios' });
  const theirs = cardB.getByTestId('comment').filter({ hasText: a.user.username });
  await expect(theirs).toContainText('Cuidado con el plazo: son diez días');
  await expect(theirs.getByRole('button')).toHaveCount(0);
  await cardB.getByPlaceholder('Escribe tu comentario...').fill('Gracias, lo había confundido');
  await cardB.getByRole('button', { name: 'Enviar comentario' }).click();
  const own = cardB.getByTestId('comment').filter({ hasText: b.user.username });
  await expect(own.getByRole('button', { name: 'Editar comentario' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Eliminar comentario' })).toBeVisible();
  await waitForSync(b.page);

  // The author deletes theirs, after confirming.
  await mine.getByRole('button', { name: 'Eliminar comentario' }).click();
  const confirm = a.page.getByRole('alertdialog');
  await expect(confirm).toContainText('¿Eliminar este comentario?');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(a.page.getByText('Comentario eliminado')).toBeVisible();
  await expect(cardA.getByText('Cuidado con el plazo')).toHaveCount(0);
  await waitForSync(a.page);
  const listed = (await apiAs(a.page, 'GET', `/api/comentarios.php?id_pregunta=${q.id}`)) as {
    comentarios: { comentario: string }[];
  };
  expect(listed.comentarios.map((c) => c.comentario)).toEqual(['Gracias, lo había confundido']);

  // Offline: the comment shows at once as pending, and reaches the server on reconnecting.
  await a.context.setOffline(true);
  await a.page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await cardA.getByPlaceholder('Escribe tu comentario...').fill('Escrito sin conexión');
  await cardA.getByRole('button', { name: 'Enviar comentario' }).click();
  const offline = cardA.getByTestId('comment').filter({ hasText: 'Escrito sin conexión' });
  await expect(offline).toContainText('Pendiente de sincronizar');
  await a.context.setOffline(false);
  await a.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(offline).not.toContainText('Pendiente de sincronizar', { timeout: 20_000 });
  const after = (await apiAs(b.page, 'GET', `/api/comentarios.php?id_pregunta=${q.id}`)) as {
    comentarios: { comentario: string; puede_editar: boolean }[];
  };
  expect(after.comentarios.map((c) => [c.comentario, c.puede_editar])).toEqual([
    ['Gracias, lo había confundido', true],
    ['Escrito sin conexión', false],
  ]);
  await a.context.close();
  await b.context.close();
});

test('Profesor Virtual explains with its engine label, offline too, and a report reaches the server', async ({
  page,
  context,
  browser,
}) => {
  await registerViaUi(page);
  const bank = await bankOf(page, 1);
  await page.goto('/test');
  await configure(page, 2, 10);
  await page.getByRole('button', { name: 'Comenzar Test' }).click();
  await expect(page.getByRole('heading', { name: 'Profesor Virtual' })).toHaveCount(0);
  const q = await answer(page, bank, false);
  const professor = page.getByRole('button', { name: 'Pedir Explicación' });
  await professor.click();
  // Profesor Virtual names the letters the options have on screen.
  await expect(page.getByTestId('explicacion')).toContainText(
    `La respuesta correcta es la ${await letterOnScreen(page, q, q.correcta_indice)}`,
  );
  await expect(page.getByTestId('motor')).toHaveText('motor local');

  await page.getByRole('button', { name: 'Reportar error' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportar error' });
  const sendReport = dialog.getByRole('button', { name: 'Enviar reporte' });
  await expect(sendReport).toBeDisabled();
  const motivo = `La opción correcta no coincide con el artículo (${Date.now()})`;
  await dialog.getByLabel('Motivo').fill(motivo);
  await sendReport.click();
  await expect(page.getByText('Error reportado')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await waitForSync(page);
  // The report is on the server, where the super-admin reviews them.
  const sa = await browser.newPage();
  await loginViaUi(sa, E2E_SA.email, E2E_SA.password);
  const open = (await apiAs(sa, 'GET', '/api/incidencias.php?estado=abierta')) as {
    incidencias: { id_pregunta: number; motivo: string }[];
  };
  expect(open.incidencias).toContainEqual(expect.objectContaining({ id_pregunta: q.id, motivo }));
  await sa.close();

  await page.getByRole('button', { name: 'Siguiente Pregunta' }).click();
  await context.setOffline(true);
  await answer(page, bank, true);
  await page.getByRole('button', { name: 'Pedir Explicación' }).click();
  await expect(page.getByTestId('motor')).toHaveText('sin conexión');
  await expect(page.getByTestId('explicacion')).toContainText('La respuesta correcta es la');
  await context.setOffline(false);
});

test('a test taken with the keyboard alone', async ({ page }) => {
  await registerViaUi(page);
  const bank = await bankOf(page, 1);
  await page.goto('/test');
  const proceso = page.getByLabel('Proceso', { exact: true });
  await expect(proceso.getByRole('option', { name: PROCESO })).toBeAttached();
  await proceso.focus();
  await expect(proceso).toBeFocused();
  const chosen = () =>
    proceso.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
  for (let i = 0; i < 10 && (await chosen()) !== PROCESO; i++)
    await page.keyboard.press('ArrowDown');
  expect(await chosen()).toBe(PROCESO);
  await expect(
    page.getByText(/Preguntas de todo el temario del proceso \(\d+ temas\)/),
  ).toBeVisible();
  const count = page.getByLabel('Número de preguntas');
  for (let i = 0; i < 10 && !(await count.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(count).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Minutos')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');

  const feedback = page
    .locator('[aria-live="polite"]')
    .filter({ hasText: 'La respuesta correcta es' });
  for (let i = 1; i <= 3; i++) {
    await expect(page.getByText(`${i} / 3`)).toBeVisible();
    const q = await onScreen(page, bank);
    await chooseWithKey(page, q, true);
    // The feedback is in a live region: a screen reader hears it.
    await expect(feedback).toContainText('Correcto!');
    await expect(page.getByText(`Puntuación actual: ${i}/${i}`)).toBeVisible();
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(RESULTS);
  await expect(page.getByText('3/3 · Nota: 10,00 · Nota con penalización: 10,00')).toBeVisible();
});
