// 'Reportar error': a report on a question (incidencias.php). There is nothing to show of it on
// this device, so the outbox entry is the only local record; it reaches the server when the
// outbox drains, offline or not.
import { db } from '@/lib/db/db';
import { enqueue } from '@/lib/sync/outbox';

export const MAX_MOTIVO = 1000;

export async function reportQuestion(
  userId: number,
  idPregunta: number,
  motivo: string,
): Promise<void> {
  const text = motivo.trim().slice(0, MAX_MOTIVO);
  if (!text) return;
  await db.transaction('rw', db.outbox, async () => {
    await enqueue({
      userId,
      kind: 'incidencia-add',
      label: 'Reporte de un error en una pregunta',
      path: 'incidencias.php',
      body: { id_pregunta: idPregunta, motivo: text },
    });
  });
}
