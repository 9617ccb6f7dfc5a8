// A finished test as the client queues it for guardar_tests_realizados.php, on questions of
// process 1 outside the psychotechnic topics (the server scores them from its bank).
import { request } from '../server/harness';
import type { TestServer } from '../server/harness';

export async function plainQuestionIds(server: Pick<TestServer, 'url'>): Promise<number[]> {
  const bank = await request(server, 'GET', '/api/banco_preguntas.php?id_proceso=1');
  return (bank.body.preguntas as { id: number; tema: string }[])
    .filter((q) => !q.tema.toLowerCase().startsWith('psico'))
    .map((q) => q.id);
}

/** The record of a simulación answered 1 on each of `ids`, with its uuid. */
export function finishedTestBody(ids: number[], uuid: string = crypto.randomUUID()) {
  const now = new Date().toISOString();
  return {
    uuid,
    id_proceso: 1,
    tipo_test: 'simulacion' as const,
    psicotecnico: false,
    secciones: 'Organización Pública',
    temas: 'x',
    num_preguntas: ids.length,
    tiempo: 10,
    tiempo_restante: 100,
    respuestas: Object.fromEntries(ids.map((id) => [String(id), 1])),
    fecha_inicio: now,
    fecha_finalizacion: now,
  };
}
