// Only in the benchmark build (VITE_BENCH=true): lets bench/offline.ts and bench/runner.ts time
// the real offline code paths inside Chromium. Normal builds drop this module entirely.
import { localTest, storeBank } from './lib/banks/banks';
import { db } from './lib/db/db';
import { setDrainBatchSize } from './lib/sync/drain';
import { enqueue } from './lib/sync/outbox';
import { readSession } from './lib/session/storage';

const BENCH_PROCESO = 9_999;
const BENCH_DESCRIPCION = 'Banco de prueba (bench)';

function syntheticBank(count: number) {
  return {
    id_proceso: BENCH_PROCESO,
    version: 1,
    preguntas: Array.from({ length: count }, (_, i) => ({
      id: 1_000_000 + i,
      seccion: `Sección ${i % 4}`,
      tema: `Tema ${i % 40}`,
      pregunta: `Pregunta de prueba número ${i}: ¿cuál es la opción correcta en este caso concreto?`,
      respuestas: [1, 2, 3, 4].map((indice) => ({
        indice,
        respuesta: `Respuesta ${indice} de la pregunta ${i}`,
      })),
      correcta_indice: 1 + (i % 4),
      fuente: `Art. ${i % 169} CE`,
      explicacion: null,
      imagen: null,
    })),
  };
}

async function timed<T>(task: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await task();
  return { ms: performance.now() - start, value };
}

const hooks = {
  importBank: async (count: number) =>
    (await timed(() => storeBank(syntheticBank(count), null))).ms,
  /** Keeps a synthetic process and its bank on the device, for a long test taken offline (bench/runner.ts). */
  seedProceso: async (count: number) => {
    await db.procesos.put({
      id: BENCH_PROCESO,
      descripcion: BENCH_DESCRIPCION,
      foto: null,
      penalizacion: 0,
      formato: null,
      nota_minima: null,
    });
    await storeBank(syntheticBank(count), null);
  },
  generate: async (count: number) => {
    const { ms, value } = await timed(() =>
      localTest(BENCH_PROCESO, {
        secciones: [],
        temas: [],
        numPreguntas: count,
        psicotecnico: false,
      }),
    );
    return { ms, questions: value.length };
  },
  /**
   * Queues `count` writes in one transaction (`queueMs`), then times the app's own sync engine
   * sending them (`ms`, from the queue's commit until the outbox is empty), `batchSize` entries
   * per request (1: one request per entry to its own endpoint).
   */
  replay: async (count: number, batchSize: number) => {
    setDrainBatchSize(batchSize);
    const user = readSession().user;
    if (!user) throw new Error('Sin sesión');
    await db.outbox.clear();
    const queued = performance.now();
    await db.transaction('rw', db.outbox, async () => {
      for (let i = 0; i < count; i++) {
        await enqueue({
          userId: user.id,
          kind: 'progress-save',
          label: 'bench',
          path: 'test_progreso.php',
          encoding: 'form',
          body: {
            action: 'guardar',
            test_key: `bench-${i % 50}`,
            actual: String(i),
            respuestas: '{}',
            tiempo_restante: '60',
            preguntas: '[1,2,3]',
            updated_at: String(Date.now() + i),
          },
        });
      }
    });
    const start = performance.now();
    const queueMs = start - queued;
    while ((await db.outbox.count()) > 0) {
      const head = await db.outbox.orderBy('seq').first();
      if (head?.lastError)
        return {
          queueMs,
          ms: performance.now() - start,
          sent: count - (await db.outbox.count()),
          stoppedBy: head.lastError,
        };
      await new Promise((r) => setTimeout(r, 5));
    }
    return { queueMs, ms: performance.now() - start, sent: count, stoppedBy: null };
  },
};

(window as unknown as { __opositorBench: typeof hooks }).__opositorBench = hooks;
