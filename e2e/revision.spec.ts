// What the SA's generators make waits on 'Revisar Preguntas' until the SA
// publishes it; only then does it reach tests and the offline banks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_SA, loginViaUi, sidebar } from './support';

const CORTES = readFileSync(
  path.resolve(import.meta.dirname, '../tests/fixtures/ai/cortes-generales.txt'),
  'utf8',
);
const SECCION = 'Revisión e2e';

async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, url, body },
  );
}

async function bankTexts(page: Page): Promise<string[]> {
  const bank = await api(page, 'GET', '/api/banco_preguntas.php?id_proceso=1');
  return (bank.body.preguntas as { pregunta: string }[]).map((q) => q.pregunta);
}

test('the SA edits, publishes and discards generated questions; only published ones reach the bank', async ({
  page,
}) => {
  await loginViaUi(page, E2E_SA.email, E2E_SA.password);
  const tema = `Las Cortes (revisión ${Date.now()})`;
  const made = await api(page, 'POST', '/api/generar_preguntas.php', {
    id_proceso: 1,
    seccion: SECCION,
    tema,
    num_preguntas: 3,
    texto: CORTES,
  });
  expect(made.status).toBe(200);
  const ids = made.body.ids as number[];
  expect(ids).toHaveLength(3);
  const drafts = (await api(page, 'GET', '/api/revision_preguntas.php')).body.preguntas as {
    id: number;
    pregunta: string;
  }[];
  const mine = drafts.filter((d) => ids.includes(d.id));
  const [toEdit, toPublish, toDiscard] = mine;
  if (!toEdit || !toPublish || !toDiscard) throw new Error('faltan borradores');

  await sidebar(page).getByRole('link', { name: 'Revisar Preguntas' }).click();
  await expect(page.getByRole('heading', { name: 'Revisar Preguntas' })).toBeVisible();
  // Other tests generate from the same text: this test's cards are those of its own topic.
  const card = (q: { pregunta: string }) =>
    page.getByRole('article', { name: q.pregunta }).filter({ hasText: tema });
  await expect(card(toEdit)).toContainText('Pendiente de revisión');
  await expect(card(toEdit)).toContainText(/Fuente: Art\. \d+ CE/);

  // Edit: a new wording, a source and an explanation.
  await card(toEdit).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar la pregunta' });
  const edited = `${toEdit.pregunta.replace(/^Completa la frase[^:]*: /, '')} (revisada)`;
  await dialog.getByLabel('Enunciado').fill(edited);
  await dialog.getByLabel('Fuente').fill('Art. 68.1 CE');
  await dialog.getByLabel('Explicación').fill('Lo fija el art. 68.1 CE.');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Pregunta guardada')).toBeVisible();
  await expect(card({ pregunta: edited })).toContainText('Explicación: Lo fija el art. 68.1 CE.');

  // Discard one, asking first.
  await card(toDiscard).getByRole('button', { name: 'Descartar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByText('Se ha descartado 1 pregunta.')).toBeVisible();
  await expect(card(toDiscard)).toHaveCount(0);

  expect(await bankTexts(page)).not.toContain(edited);
  await card({ pregunta: edited }).getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText(/Se ha publicado 1 pregunta/)).toBeVisible();
  await card(toPublish).getByRole('button', { name: 'Publicar' }).click();
  await expect(card(toPublish)).toHaveCount(0);

  const bank = await bankTexts(page);
  expect(bank).toContain(edited);
  expect(bank).toContain(toPublish.pregunta);
  expect(bank).not.toContain(toDiscard.pregunta);
});

test('a draft without a source cannot be published until one is given', async ({ page }) => {
  await loginViaUi(page, E2E_SA.email, E2E_SA.password);
  const made = await api(page, 'POST', '/api/generar_preguntas.php', {
    id_proceso: 1,
    seccion: SECCION,
    tema: `Sin fuente (${Date.now()})`,
    num_preguntas: 1,
    texto:
      'El Congreso tiene un mínimo de 300 diputados y un máximo de 400 diputados. Las Cámaras se reúnen en dos períodos de sesiones al año.',
  });
  expect(made.status).toBe(200);
  const [id] = made.body.ids as number[];
  const drafts = (await api(page, 'GET', '/api/revision_preguntas.php')).body.preguntas as {
    id: number;
    pregunta: string;
  }[];
  const draft = drafts.find((d) => d.id === id);
  if (!draft) throw new Error('falta el borrador');
  await page.goto('/revisar-preguntas');
  const card = page.getByRole('article', { name: draft.pregunta });
  await expect(card).toContainText('Sin fuente');
  await expect(card.getByRole('button', { name: 'Publicar' })).toBeDisabled();
  await card.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('dialog').getByLabel('Fuente').fill('Art. 68.1 CE');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(card.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  await card.getByRole('button', { name: 'Publicar' }).click();
  await expect(card).toHaveCount(0);
  expect(await bankTexts(page)).toContain(draft.pregunta);
});
