// In Chromium against the production build: an examen taken like the paper exam
// (navigation, blanks, marks, a changed answer, the confirmation), its results screen with the
// penalised nota worked out here by hand for both penalties, the review's filters and the back
// button; the same test resumed in another browser with its marks; and the ranking per process
// with its minimum of answered questions.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { BankQuestion } from './support';
import {
  apiAs,
  bankOf,
  chooseWithKey,
  configureTest,
  expectCompletedToast,
  letterOnScreen,
  loginViaUi,
  optionButtons,
  questionOnScreen,
  registerViaUi,
  sidebar,
  waitForSync,
} from './support';

const AAE = 'Auxiliar Administrativo del Estado';
const PN = 'Policía Nacional – Escala Básica';
// A process no other test edits. A test of the whole programme is saved under a key that names
// every topic (spec §9), and the generator and revision tests publish topics into AAE while
// these run: a topic published between leaving and resuming would rightly offer no resume.
const AE = 'Administrativo del Estado';

async function procesoId(page: Page, descripcion: string): Promise<number> {
  const procesos = (await apiAs(page, 'GET', '/api/procesos.php')) as {
    id: number;
    descripcion: string;
  }[];
  const found = procesos.find((p) => p.descripcion === descripcion);
  if (!found) throw new Error(`proceso no encontrado: ${descripcion}`);
  return found.id;
}

const position = (page: Page, n: number, total: number) =>
  expect(page.getByText(`${n} / ${total}`, { exact: true })).toBeVisible();
const paletteButton = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Preguntas del test' })
    .getByRole('button', { name, exact: true });

type Plan = 'right' | 'wrong' | 'blank';
// 20 questions: 13 right, 4 wrong, 3 blank; question 7 is first answered wrong and changed later.
const PLAN: Plan[] = [
  'right',
  'right',
  'wrong',
  'right',
  'blank',
  'right',
  'right',
  'right',
  'wrong',
  'right',
  'blank',
  'right',
  'right',
  'wrong',
  'right',
  'right',
  'blank',
  'right',
  'right',
  'wrong',
];

for (const { proceso, penalty, penaltyText, penalised } of [
  // (13 − 4 × 1/2) / 20 × 10 = 5,50
  { proceso: PN, penalty: 1 / 2, penaltyText: '1/2', penalised: '5,50' },
  // (13 − 4 × 1/3) / 20 × 10 = 5,8333… → 5,83
  { proceso: AAE, penalty: 1 / 3, penaltyText: '1/3', penalised: '5,83' },
]) {
  test(`a 20-question examen of ${proceso}: navigation, blanks, marks, a changed answer, then its results (−${penaltyText})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    expect(((13 - 4 * penalty) / 20) * 10).toBeCloseTo(Number(penalised.replace(',', '.')), 2);
    await registerViaUi(page);
    const id = await procesoId(page, proceso);
    const bank = await bankOf(page, id);
    await page.goto('/simulacro');
    await configureTest(page, proceso, 20, 30);
    await expect(page.getByLabel('Barajar respuestas')).toBeChecked();
    await page.getByRole('button', { name: 'Comenzar Test' }).click();
    await expect(page.getByText('MODO EXAMEN', { exact: true })).toBeVisible();

    const asked: BankQuestion[] = [];
    for (let i = 1; i <= 20; i++) {
      await position(page, i, 20);
      const q = await questionOnScreen(page, bank);
      asked.push(q);
      const plan = PLAN[i - 1];
      if (i === 7) await chooseWithKey(page, q, false);
      else if (i === 17) {
        // Answered, then cleared with the 0 key: a blank.
        await chooseWithKey(page, q, true);
        await expect(optionButtons(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
        await page.keyboard.press('0');
        await expect(optionButtons(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
      } else if (plan !== 'blank') await chooseWithKey(page, q, plan === 'right');
      if (i === 3) await page.keyboard.press('m');
      if (i === 14) await page.getByRole('button', { name: 'Marcar para revisar' }).click();
      if (i === 1) await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
      else if (i < 20) await page.keyboard.press('ArrowRight');
    }
    // The paper exam: nothing says whether an answer is right.
    await expect(page.getByText('La respuesta correcta es', { exact: false })).toHaveCount(0);
    await expect(page.getByText(/^(Correcto!|Incorrecto)$/)).toHaveCount(0);
    await expect(page.getByText(/Puntuación actual/)).toHaveCount(0);

    // Back one with the button, then question 7 from the palette, and its answer changed.
    await page.getByRole('button', { name: 'Anterior' }).click();
    await position(page, 19, 20);
    await paletteButton(page, 'Pregunta 7, respondida').click();
    await position(page, 7, 20);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
    const q7 = asked[6] as BankQuestion;
    const wrong7 = await letterOnScreen(
      page,
      q7,
      q7.respuestas.find((r) => r.indice !== q7.correcta_indice)?.indice ?? 0,
    );
    await expect(optionButtons(page).nth(wrong7.charCodeAt(0) - 65)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await chooseWithKey(page, q7, true);
    await expect(optionButtons(page).nth(wrong7.charCodeAt(0) - 65)).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    for (const name of [
      'Pregunta 3, respondida, marcada',
      'Pregunta 14, respondida, marcada',
      'Pregunta 5, en blanco',
      'Pregunta 11, en blanco',
      'Pregunta 17, en blanco',
    ]) {
      await expect(paletteButton(page, name)).toBeVisible();
    }
    await expect(page.getByText('Respondidas: 17 de 20')).toBeVisible();

    await page.getByRole('button', { name: 'Finalizar Test' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Has respondido 17 de 20 · 3 en blanco · 2 marcadas');
    await confirm.getByRole('button', { name: 'Seguir respondiendo' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: 'Finalizar Test' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Finalizar', exact: true })
      .click();

    await expect(page).toHaveURL(/\/resultados\/[0-9a-f-]{36}$/);
    const resultsUrl = page.url();
    await expectCompletedToast(page, `13/20 · Nota: 6,50 · Nota con penalización: ${penalised}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resultados del test' }),
    ).toBeFocused();
    await expect(page.getByRole('group', { name: 'Aciertos' })).toContainText('13');
    await expect(page.getByRole('group', { name: 'Fallos' })).toContainText('4');
    await expect(page.getByRole('group', { name: 'En blanco' })).toContainText('3');
    await expect(page.getByRole('group', { name: 'Nota', exact: true })).toContainText('6,50');
    await expect(page.getByRole('group', { name: 'Nota con penalización' })).toContainText(
      penalised,
    );
    await expect(
      page.getByText(`(13 − 4 × ${penaltyText}) / 20 × 10 = ${penalised}`),
    ).toBeVisible();
    // Policía Nacional's knowledge test has an official minimum; the AGE's is set call by call.
    if (proceso === PN)
      await expect(
        page.getByText(/Puntuación mínima oficial: 3,00 sobre 10 \(Orden INT\/632\/2024/),
      ).toBeVisible();
    else await expect(page.getByText(/Puntuación mínima oficial/)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Por sección' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Por tema' })).toBeVisible();

    // The review and its filters.
    const items = page.getByTestId('review-item');
    await expect(items).toHaveCount(20);
    await page.getByRole('tab', { name: /^Falladas/ }).click();
    await expect(items).toHaveCount(4);
    await expect(items.filter({ hasText: 'Fallada' })).toHaveCount(4);
    await page.getByRole('tab', { name: /^En blanco/ }).click();
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: 'Tu respuesta: Sin responder' })).toHaveCount(3);
    await page.getByRole('tab', { name: /^Marcadas/ }).click();
    await expect(items).toHaveCount(2);
    const marked = [asked[2], asked[13]].map((q) => q?.pregunta ?? '');
    for (const text of marked) await expect(items.filter({ hasText: text })).toHaveCount(1);
    await page.getByRole('tab', { name: /^Todas/ }).click();
    // Question 7 counts as right: its answer was changed.
    await expect(items.nth(6)).toContainText('Acertada');
    await expect(items.nth(6)).toContainText(q7.pregunta);
    // Each question has Profesor Virtual and its comments.
    await items
      .nth(0)
      .getByRole('button', { name: /Profesor Virtual y comentarios/ })
      .click();
    await expect(items.nth(0).getByRole('button', { name: 'Pedir Explicación' })).toBeVisible();
    await expect(items.nth(0).getByRole('region', { name: 'Comentarios' })).toBeVisible();

    // The results have their own address: back goes to the configurator, forward returns.
    await page.goBack();
    await expect(page).toHaveURL('/simulacro');
    await page.goForward();
    await expect(page).toHaveURL(resultsUrl);
    await expect(page.getByRole('group', { name: 'Aciertos' })).toContainText('13');

    // Stored once on the server, with the spec's record: blanks counted in fallos.
    await waitForSync(page);
    const saved = (await apiAs(page, 'GET', '/api/historial_tests.php')) as Record<
      string,
      unknown
    >[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      tipo_test: 'examen',
      aciertos: 13,
      fallos: 7,
      en_blanco: 3,
      num_preguntas: 20,
      nota: 6.5,
      nota_penalizada: Number(penalised.replace(',', '.')),
    });
    // The history opens the same screen.
    await sidebar(page).getByRole('link', { name: 'Historial' }).click();
    await page.getByTestId('history-item').getByRole('link', { name: 'Ver detalle' }).click();
    await expect(page).toHaveURL(resultsUrl);
    await expect(page.getByRole('group', { name: 'En blanco' })).toContainText('3');
  });
}

test('an examen left half-way is resumed in another browser with its answers, blanks, marks, position and time', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const first = await browser.newContext();
  const a = await first.newPage();
  const user = await registerViaUi(a);
  const bank = await bankOf(a, await procesoId(a, AE));
  await a.goto('/simulacro');
  await configureTest(a, AE, 10, 20);
  await a.getByRole('button', { name: 'Comenzar Test' }).click();
  await position(a, 1, 10);
  const q1 = await questionOnScreen(a, bank);
  await chooseWithKey(a, q1, true);
  await a.keyboard.press('ArrowRight');
  await position(a, 2, 10);
  await chooseWithKey(a, await questionOnScreen(a, bank), false);
  await a.keyboard.press('m');
  await paletteButton(a, 'Pregunta 4, en blanco').click();
  await position(a, 4, 10);
  await a.getByRole('button', { name: 'Marcar para revisar' }).click();
  await chooseWithKey(a, await questionOnScreen(a, bank), true);
  await a.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await position(a, 5, 10);
  const [m, s] = (await a.getByRole('timer').innerText()).split(':').map(Number);
  const leftA = (m ?? 0) * 60 + (s ?? 0);

  await a.getByRole('button', { name: 'Salir del Test' }).click();
  const leave = a.getByRole('alertdialog');
  await expect(leave).toContainText('El test queda guardado');
  await leave.getByRole('button', { name: 'Salir', exact: true }).click();
  await expect(a).toHaveURL('/');
  await waitForSync(a);
  await first.close();

  const second = await browser.newContext();
  const b = await second.newPage();
  await loginViaUi(b, user.email, user.password);
  await b.goto('/simulacro');
  await configureTest(b, AE, 10, 20);
  await b.getByRole('button', { name: 'Comenzar Test' }).click();
  const dialog = b.getByRole('alertdialog');
  await expect(dialog).toContainText('Respondiste 3 de 10 preguntas');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await position(b, 5, 10);
  for (const name of [
    'Pregunta 1, respondida',
    'Pregunta 2, respondida, marcada',
    'Pregunta 3, en blanco',
    'Pregunta 4, respondida, marcada',
    'Pregunta 5, en blanco',
  ]) {
    await expect(paletteButton(b, name)).toBeVisible();
  }
  const [m2, s2] = (await b.getByRole('timer').innerText()).split(':').map(Number);
  expect((m2 ?? 0) * 60 + (s2 ?? 0)).toBeLessThanOrEqual(leftA);
  // The first answer is there, on the option it was given to.
  await paletteButton(b, 'Pregunta 1, respondida').click();
  const chosen1 = await letterOnScreen(b, q1, q1.correcta_indice);
  await expect(optionButtons(b).nth(chosen1.charCodeAt(0) - 65)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await second.close();
});

test('the ranking of a process lets a user in only after 50 answered questions, and opens on the last process', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerViaUi(page);
  const pn = await procesoId(page, PN);
  const bank = (await bankOf(page, pn)).filter((q) => !/^\s*p(?:si|is)co\s*-/i.test(q.tema));
  const finish = async (questions: BankQuestion[]) => {
    const respuestas = Object.fromEntries(questions.map((q) => [String(q.id), q.correcta_indice]));
    const res = (await apiAs(page, 'POST', '/api/guardar_tests_realizados.php', {
      uuid: randomUUID(),
      id_proceso: pn,
      tipo_test: 'examen',
      psicotecnico: false,
      secciones: '',
      temas: '',
      num_preguntas: questions.length,
      tiempo: 30,
      tiempo_restante: 60,
      respuestas,
      fecha_inicio: new Date(Date.now() - 600_000).toISOString(),
      fecha_finalizacion: new Date().toISOString(),
    })) as { success?: boolean };
    expect(res.success).toBe(true);
  };
  // 40 answered in Policía Nacional: ten short of the minimum.
  await finish(bank.slice(0, 40));
  await sidebar(page).getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await sidebar(page).getByRole('link', { name: 'Ranking' }).click();
  const select = page.getByLabel('Proceso del ranking');
  await expect(select).toHaveValue(String(pn));
  await expect(page.getByText('Llevas 40: te faltan 10.')).toBeVisible();
  await expect(page.getByText('Tú', { exact: true })).toHaveCount(0);

  await finish(bank.slice(40, 50));
  await sidebar(page).getByRole('link', { name: 'Inicio' }).click();
  await sidebar(page).getByRole('link', { name: 'Ranking' }).click();
  await expect(page.getByText('Tú', { exact: true })).toBeVisible();
  await expect(page.getByText(/te faltan/)).toHaveCount(0);
  // Another process: none answered there yet.
  await select.selectOption({ label: AAE });
  await expect(page.getByText('Llevas 0: te faltan 50.')).toBeVisible();
  await select.selectOption({ label: 'Todos los procesos' });
  await expect(page.getByText('Tú', { exact: true })).toBeVisible();
});
