import type { Pendiente, PreguntaEdicion } from '@/core/contract';
import { api } from '@/lib/api-client';

export async function listPendingQuestions(): Promise<{ preguntas: Pendiente[]; total: number }> {
  return api<{ preguntas: Pendiente[]; total: number }>('revision_preguntas.php');
}

function revisar(body: Record<string, unknown>) {
  return api<{ publicadas?: number; descartadas?: number }>('revision_preguntas.php', {
    body,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
}

export async function publicar(ids: number[]): Promise<number> {
  return (await revisar({ action: 'publicar', ids })).publicadas ?? 0;
}

export async function descartar(ids: number[]): Promise<number> {
  return (await revisar({ action: 'descartar', ids })).descartadas ?? 0;
}

export async function editar(id: number, pregunta: PreguntaEdicion): Promise<void> {
  await revisar({ action: 'editar', id, pregunta });
}
