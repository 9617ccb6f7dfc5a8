// A dialog's buttons stay on screen while its body scrolls: the technique
// dialog on a 1366×768 laptop and on a phone.
import { expect, test } from '@playwright/test';
import { apiAs, registerViaUi } from './support';

for (const size of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the technique dialog keeps Cancelar and Guardar técnica visible at ${size.width}×${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await registerViaUi(page);
    const created = (await apiAs(page, 'POST', '/api/generar_resumen.php', {
      id_proceso: 1,
      seccion: 'Auxiliar Administrativo del Estado - Organización Pública',
      tema: 'La Constitución Española de 1978',
      texto:
        'La Constitución Española de 1978 es la norma suprema del ordenamiento jurídico. '.repeat(
          20,
        ),
      nivel_detalle: 'corto',
    })) as { id: number };
    await page.goto(`/resumenes/${created.id}`);
    await page.getByRole('button', { name: 'Crear técnica' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // A long technique makes the body taller than the screen.
    await dialog
      .getByRole('textbox')
      .first()
      .fill('Una regla mnemotécnica por cada título.\n'.repeat(60));
    for (const name of ['Cancelar', 'Guardar técnica']) {
      await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    const box = await dialog.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(size.height);
  });
}
