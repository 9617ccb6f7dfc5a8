import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiAs, goOnline, registerViaUi, waitForServiceWorker } from './support';

const UPLOADS = path.resolve(import.meta.dirname, '../tests/fixtures/uploads');
const FILE_LABEL = 'Archivo (PDF, TXT, DOC o DOCX, hasta 20 MB)';
const TEXT = [
  'Artículo 66. Las Cortes Generales representan al pueblo español y están formadas por el Congreso de los Diputados y el Senado.',
  'Las Cortes Generales ejercen la potestad legislativa del Estado, aprueban sus Presupuestos y controlan la acción del Gobierno.',
  'Artículo 69. El Senado es la Cámara de representación territorial.',
].join('\n');
// Reading files (pdf.js on the server and in the page) is slow on a busy machine.
const READ = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

interface ServerSummary {
  id: number;
  uuid: string | null;
  tema: string;
  tecnica: string | null;
}

/** The user's summaries as the server has them. */
async function serverSummaries(page: Page): Promise<ServerSummary[]> {
  const res = (await apiAs(page, 'GET', '/api/listar_resumenes.php')) as {
    resumenes: ServerSummary[];
  };
  return res.resumenes;
}

async function openCreate(page: Page) {
  await page.goto('/crear-resumen');
  await expect(page.getByRole('heading', { name: 'Crear Resumen' })).toBeVisible();
}

async function fileUnder(page: Page, seccion: string, tema: string) {
  await page.getByLabel('Sección').fill(seccion);
  await page.getByLabel('Tema').fill(tema);
}

test('creates summaries from a file and from text, lists, searches and filters them', async ({
  page,
}) => {
  await registerViaUi(page);
  await openCreate(page);
  // The AI button waits for a file or a text.
  await expect(page.getByRole('button', { name: 'Generar con IA' })).toBeDisabled();
  await expect(page.getByLabel('Proceso', { exact: true })).toHaveValue('1');

  // From a PDF: the server extracts its text into the content, and the AI summarises it.
  await fileUnder(page, 'Constitución', 'El Congreso');
  await page.getByLabel(FILE_LABEL).setInputFiles(path.join(UPLOADS, 'congreso.pdf'));
  await expect(page.getByTestId('archivo-elegido')).toHaveText(
    'congreso.pdf · 12,5 KB · PDF',
    READ,
  );
  await expect(page.getByLabel('Contenido')).toHaveValue(/Artículo 68\. El Congreso se compone/);
  await page.getByRole('button', { name: 'Generar con IA' }).click();
  await expect(page).toHaveURL(/\/resumenes\/\d+$/);
  await expect(page.getByText('Éxito')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'El Congreso' })).toBeVisible();
  await expect(page.getByText('Auxiliar Administrativo del Estado - Constitución')).toBeVisible();
  await expect(page.getByText('congreso.pdf')).toBeVisible();
  await expect(page.getByText('12,5 KB')).toBeVisible();
  await expect(page.getByText('PDF', { exact: true })).toBeVisible();
  await expect(page.getByTestId('motor')).toHaveText('motor local');

  // From text, saved as written, under another section.
  await openCreate(page);
  await page.getByRole('button', { name: 'Guardar resumen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Debes completar al menos el tema y el resumen');
  await page.getByLabel('Contenido').fill(TEXT);
  await page.getByRole('button', { name: 'Generar con IA' }).click();
  await expect(page.getByRole('alert')).toHaveText('Debes completar al menos el tema');
  await fileUnder(page, 'Cortes', 'Las Cortes Generales');
  await page.getByRole('button', { name: 'Guardar resumen' }).click();
  await expect(page.getByRole('heading', { name: 'Las Cortes Generales' })).toBeVisible();
  await expect(page.getByTestId('resumen-texto')).toHaveText(TEXT);
  await expect(page.getByText('Archivo original')).toBeVisible();
  await expect(page.getByText('Sin archivo')).toBeVisible();

  await page.getByRole('link', { name: 'Volver a mis resúmenes' }).click();
  await expect(page.getByRole('heading', { name: 'Mis Resúmenes' })).toBeVisible();
  await expect(page.getByTestId('resumenes-count')).toHaveText('2 resúmenes');
  const cards = page.getByRole('list', { name: 'Resúmenes' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0);

  await page.getByLabel('Buscar resúmenes').fill('senado');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Las Cortes Generales');
  await expect(page.getByTestId('resumenes-count')).toHaveText('1 de 2 resúmenes');
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(cards).toHaveCount(2);

  await page
    .getByRole('tab', { name: 'Auxiliar Administrativo del Estado - Constitución' })
    .click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('El Congreso');
  await page.getByRole('tab', { name: 'Todas' }).click();
  await expect(cards).toHaveCount(2);

  await cards
    .filter({ has: page.getByRole('heading', { name: 'El Congreso' }) })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/resumenes\/\d+$/);
  await page.getByRole('link', { name: 'Volver a mis resúmenes' }).click();
  await page.getByRole('link', { name: 'Volver', exact: true }).click();
  await expect(page).toHaveURL('/');
  expect(await serverSummaries(page)).toHaveLength(2);
});

test('refuses bad files with the right message, before or after sending them', async ({ page }) => {
  await registerViaUi(page);
  await openCreate(page);
  const field = page.getByLabel(FILE_LABEL);
  await field.setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Solo se permiten archivos PDF, TXT, DOC o DOCX',
  );
  await field.setInputFiles({
    name: 'grande.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(21 * 1024 * 1024, 'a'),
  });
  await expect(page.getByRole('alert')).toHaveText('El archivo no debe superar los 20MB');
  // A program renamed .pdf passes the name check; the server tells it from its bytes.
  const exe = Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    Buffer.alloc(2048, 0),
  ]);
  await field.setInputFiles({ name: 'temario.pdf', mimeType: 'application/pdf', buffer: exe });
  await expect(page.getByRole('alert')).toHaveText(
    'Solo se permiten archivos PDF, TXT, DOC o DOCX',
    READ,
  );
  await expect(page.getByTestId('archivo-elegido')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generar con IA' })).toBeDisabled();
  // A DOC is read by the server.
  await field.setInputFiles(path.join(UPLOADS, 'congreso.doc'));
  await expect(page.getByTestId('archivo-elegido')).toHaveText(
    'congreso.doc · 10,0 KB · DOC',
    READ,
  );
  await expect(page.getByRole('button', { name: 'Generar con IA' })).toBeEnabled();
});

test('a technique from a template and from the AI, saved and reloaded, and its cards reviewed', async ({
  page,
}) => {
  await registerViaUi(page);
  await openCreate(page);
  await fileUnder(page, 'Cortes', 'Las Cortes Generales');
  await page.getByLabel('Contenido').fill(TEXT);
  await page.getByRole('button', { name: 'Guardar resumen' }).click();
  await expect(
    page.getByText('Aún no has creado una técnica de memorización para este resumen.'),
  ).toBeVisible();

  // A template, filled in by hand.
  await page.getByRole('button', { name: 'Crear técnica' }).click();
  const dialog = page.getByRole('dialog', { name: 'Técnica de memorización' });
  await dialog
    .getByRole('group', { name: 'Plantillas' })
    .getByRole('button', { name: 'Flashcards' })
    .click();
  const editor = dialog.getByLabel('Técnica');
  await expect(editor).toHaveValue(/Repasa las tarjetas a los 2 días, 4 días, 7 días y 15 días\./);
  const filled = (await editor.inputValue())
    .replace(
      'Pregunta: \nRespuesta: ',
      'Pregunta: ¿Quién ejerce la potestad legislativa?\nRespuesta: Las Cortes Generales.',
    )
    .replace(
      'Pregunta: \nRespuesta: ',
      'Pregunta: ¿Qué es el Senado?\nRespuesta: La Cámara de representación territorial.',
    );
  await editor.fill(filled);
  await expect(dialog.getByTestId('contador')).toHaveText(`${filled.length} caracteres`);
  await dialog.getByRole('button', { name: 'Guardar técnica' }).click();
  await expect(page.getByText('Técnica guardada correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('tecnica-texto')).toContainText('¿Qué es el Senado?');
  await expect.poll(async () => (await serverSummaries(page))[0]?.tecnica).toBe(filled);

  // Its cards, reviewed with spaced repetition.
  await page.getByRole('button', { name: 'Repasar tarjetas (2)' }).click();
  const review = page.getByRole('dialog', { name: 'Repasar tarjetas' });
  await expect(review.getByText('Tarjeta 1 de 2')).toBeVisible();
  await expect(review.getByTestId('tarjeta-pregunta')).toHaveText(
    '¿Quién ejerce la potestad legislativa?',
  );
  await review.getByRole('button', { name: 'Mostrar respuesta' }).click();
  await expect(review.getByTestId('tarjeta-respuesta')).toHaveText('Las Cortes Generales.');
  await review.getByRole('button', { name: 'La sabía', exact: true }).click();
  await review.getByRole('button', { name: 'Mostrar respuesta' }).click();
  await review.getByRole('button', { name: 'No la sabía' }).click();
  await expect(review.getByText('¡Repaso terminado! Has repasado 2 tarjetas.')).toBeVisible();
  await expect(review.getByText(/^Próximo repaso: /)).toBeVisible();
  await review.getByRole('button', { name: 'Terminar' }).click();
  await expect(page.getByRole('button', { name: 'Repasar tarjetas (0)' })).toBeVisible();

  // The AI's text replaces the editor's.
  await page.getByRole('button', { name: 'Editar técnica' }).click();
  await dialog
    .getByRole('group', { name: 'Generar con IA' })
    .getByRole('button', { name: 'Preguntas' })
    .click();
  await expect(editor).toHaveValue(/^Preguntas de autoevaluación — Las Cortes Generales/);
  await expect(editor).not.toHaveValue(/¿Qué es el Senado\?/);
  await expect(dialog.getByTestId('motor')).toHaveText('motor local');
  const generated = await editor.inputValue();
  await dialog.getByRole('button', { name: 'Guardar técnica' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('tecnica-texto')).toHaveText(generated);
  await expect.poll(async () => (await serverSummaries(page))[0]?.tecnica).toBe(generated);
});

test("an unknown summary says 'Resumen no encontrado'; one that fails to load goes back to the list", async ({
  page,
}) => {
  await registerViaUi(page);
  await page.goto('/resumenes/999999');
  await expect(page.getByText('Resumen no encontrado')).toBeVisible();
  // An id the server refuses (400, not 404): the spec's message, then the list.
  await page.goto('/resumenes/99999999999');
  await expect(page.getByText('Error al cargar el resumen')).toBeVisible();
  await expect(page).toHaveURL('/resumenes');
  await page.goto('/resumenes');
  await expect(page.getByText('Aún no tienes resúmenes.')).toBeVisible();
  await expect(page.getByTestId('resumenes-count')).toHaveText('0 resúmenes');
});

test('a summary created offline is kept, read in the browser, and appears once after reconnecting', async ({
  page,
  context,
}) => {
  await registerViaUi(page);
  await waitForServiceWorker(page);
  await openCreate(page);
  await expect(page.getByLabel('Proceso', { exact: true })).toHaveValue('1');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Crear Resumen' })).toBeVisible();
  const field = page.getByLabel(FILE_LABEL);
  // A DOC needs the server; a PDF is read here with pdf.js.
  await field.setInputFiles(path.join(UPLOADS, 'congreso.doc'));
  await expect(page.getByRole('alert')).toContainText(
    'Sin conexión no se puede leer un archivo DOC',
    READ,
  );
  await field.setInputFiles(path.join(UPLOADS, 'congreso.pdf'));
  await expect(
    page.getByText('Sin conexión: el texto se ha leído en este dispositivo.'),
  ).toBeVisible(READ);
  await expect(page.getByLabel('Contenido')).toHaveValue(/Artículo 68\. El Congreso se compone/);
  await fileUnder(page, 'Constitución', 'Sin conexión');
  await page.getByRole('button', { name: 'Generar con IA' }).click();
  await expect(page).toHaveURL(/\/resumenes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('motor')).toHaveText('sin conexión');
  await expect(page.getByText('Pendiente de sincronizar')).toBeVisible();

  // A technique edited before the summary reached the server goes after it.
  await page.getByRole('button', { name: 'Crear técnica' }).click();
  const dialog = page.getByRole('dialog', { name: 'Técnica de memorización' });
  await dialog
    .getByRole('group', { name: 'Plantillas' })
    .getByRole('button', { name: 'Loci' })
    .click();
  await expect(dialog.getByLabel('Técnica')).toHaveValue(/entre 8 y 12 ideas clave/);
  await dialog.getByRole('button', { name: 'Guardar técnica' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Volver a mis resúmenes' }).click();
  const cards = page.getByRole('list', { name: 'Resúmenes' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Pendiente de sincronizar');

  await goOnline(context, page);
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0, { timeout: 20_000 });
  await expect(cards).toHaveCount(1);
  await expect.poll(async () => (await serverSummaries(page)).length).toBe(1);
  const [stored] = await serverSummaries(page);
  expect(stored).toMatchObject({
    tema: 'Sin conexión',
    tecnica: expect.stringContaining('entre 8 y 12 ideas clave'),
  });
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('resumenes-count')).toHaveText('1 resumen');
  await cards.getByRole('link').click();
  await expect(page).toHaveURL(`/resumenes/${stored?.id}`);
});
