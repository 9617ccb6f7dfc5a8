// Summaries on the device (src/features/summaries/data) against the real server on loopback:
// written here first and sent through the outbox, made offline with the local engine, matched to
// the server's copy by uuid so each is one summary, and a technique edit that waits for its
// summary. Dexie runs on fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { summarize } from '../../src/core/ai-local';
import { installLocalStorage } from '../support/local-storage';
import { signInDevice } from '../support/device-user';
import { freePort } from '../support/server-process';
import type { TestServer } from '../server/harness';
import { request, startTestServer, testConfig, uniqueUser } from '../server/harness';

installLocalStorage();
const { setApiBase, setApiTimeout } = await import('../../src/lib/api-client');
const { db } = await import('../../src/lib/db/db');
const { drainOutbox } = await import('../../src/lib/sync/drain');
const store = await import('../../src/features/summaries/data/store');
const { generateSummary, saveSummary } = await import('../../src/features/summaries/data/create');
const { registerSummarySync } = await import('../../src/features/summaries/data/sync');
const { recordCardReview } = await import('../../src/features/summaries/data/card-review');

const TEXT = [
  'Artículo 66. Las Cortes Generales representan al pueblo español y están formadas por el Congreso de los Diputados y el Senado.',
  'Las Cortes Generales ejercen la potestad legislativa del Estado, aprueban sus Presupuestos y controlan la acción del Gobierno.',
  'Artículo 68. El Congreso se compone de un mínimo de 300 y un máximo de 400 Diputados.',
  'Artículo 69. El Senado es la Cámara de representación territorial.',
].join('\n');
const FIELDS = {
  id_proceso: 1,
  tema: 'Las Cortes Generales',
  seccion: 'Auxiliar Administrativo del Estado - Organización Pública',
  archivo_nombre: 'congreso.pdf',
  archivo_tamano: 12_753,
  archivo_tipo: 'application/pdf',
};

let server: TestServer;
let userId: number;
let token: string;
let unreachable: string;

const online = () => setApiBase(`${server.url}/api`);
const offline = () => setApiBase(unreachable);
const serverList = async () =>
  (await request(server, 'GET', '/api/listar_resumenes.php', { token })).body.resumenes as {
    id: number;
    uuid: string | null;
    tecnica: string | null;
    resumen: string;
  }[];

beforeAll(async () => {
  server = await startTestServer('pglite', {
    rateLimits: { ...testConfig().rateLimits, aiPerUserPerMinute: 10_000 },
  });
  unreachable = `http://127.0.0.1:${await freePort()}/api`;
  setApiTimeout(2_000);
  online();
  ({ id: userId, token } = await signInDevice(server, 'resumen'));
  registerSummarySync();
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  online();
  await db.outbox.clear();
});

describe('summaries on the device', () => {
  it('keeps a saved summary at once, pending, and sends it once with its uuid', async () => {
    const saved = await saveSummary(userId, FIELDS, `  ${TEXT}  `);
    expect(saved).toMatchObject({
      pending: true,
      serverId: null,
      routeId: saved.key,
      resumen: TEXT,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'summary-create', idempotencyKey: saved.uuid });
    expect(entry?.body).toMatchObject({
      uuid: saved.uuid,
      nivel_detalle: 'corto',
      texto: TEXT,
      ...FIELDS,
    });

    expect((await drainOutbox(userId)).sent).toBe(1);
    const mine = (await serverList()).filter((r) => r.uuid === saved.uuid);
    expect(mine).toHaveLength(1);
    const kept = await store.findSummary(userId, saved.key);
    expect(kept).toMatchObject({
      serverId: mine[0]?.id,
      pending: false,
      routeId: String(mine[0]?.id),
    });
    expect(await store.findSummary(userId, String(mine[0]?.id))).toMatchObject({ key: saved.key });
  });

  it('writes an AI summary with the local engine offline, labelled, and syncs it once', async () => {
    offline();
    const made = await generateSummary(userId, FIELDS, TEXT);
    expect(made).toMatchObject({ sinConexion: true, etiqueta: 'sin conexión' });
    expect(made.value).toMatchObject({
      resumen: summarize(TEXT, 'largo'),
      pending: true,
      etiqueta: 'sin conexión',
    });
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({ nivel_detalle: 'corto', texto: summarize(TEXT, 'largo') });

    // The technique edited before the summary reached the server waits behind it.
    await store.saveTechnique(
      userId,
      made.value.key,
      'Pregunta: ¿Cuántos Diputados?\nRespuesta: Entre 300 y 400.',
    );
    const technique = (await db.outbox.toArray())[1];
    // It names the summary's local id, which the drain rewrites once the summary is numbered.
    expect(technique?.body).toMatchObject({
      resumen_id: `local-${made.value.uuid}`,
      uuid: made.value.uuid,
    });

    expect((await drainOutbox(userId)).nextAttemptAt).not.toBeNull();
    online();
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect((await drainOutbox(userId)).sent).toBe(2);
    const rows = (await serverList()).filter((r) => r.uuid === made.value.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      resumen: summarize(TEXT, 'largo'),
      tecnica: expect.stringContaining('300 y 400'),
    });

    await store.pullSummaries(userId);
    const all = (await store.listSummaries(userId)).filter((s) => s.uuid === made.value.uuid);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      pending: false,
      etiqueta: 'sin conexión',
      serverId: rows[0]?.id,
    });
  });

  it('asks the server for an AI summary online: stored there, kept here, nothing queued', async () => {
    const made = await generateSummary(userId, FIELDS, TEXT);
    expect(made).toMatchObject({ sinConexion: false, etiqueta: 'motor local' });
    expect(made.value.serverId).toEqual(expect.any(Number));
    expect(await db.outbox.count()).toBe(0);
    expect((await serverList()).filter((r) => r.id === made.value.serverId)).toHaveLength(1);
    expect(await store.findSummary(userId, String(made.value.serverId))).toMatchObject({
      pending: false,
      archivo_nombre: 'congreso.pdf',
      archivo_tamano: 12_753,
    });
  });

  it("never lets the server's copy overwrite a technique edit still on its way", async () => {
    const saved = await saveSummary(userId, FIELDS, TEXT);
    await drainOutbox(userId);
    offline();
    await store.saveTechnique(userId, saved.key, 'Técnica nueva');
    online();
    await store.pullSummaries(userId);
    expect(await store.findSummary(userId, saved.key)).toMatchObject({
      tecnica: 'Técnica nueva',
      pending: true,
    });
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await drainOutbox(userId);
    await store.pullSummaries(userId);
    expect(await store.findSummary(userId, saved.key)).toMatchObject({
      tecnica: 'Técnica nueva',
      pending: false,
    });
  });

  it('brings summaries made elsewhere, and keeps card schedules across pulls', async () => {
    const res = await request(server, 'POST', '/api/generar_resumen.php', {
      token,
      body: { tema: 'Otro dispositivo', seccion: 'S', texto: TEXT, nivel_detalle: 'corto' },
    });
    const id = res.body.id as number;
    await request(server, 'POST', '/api/tecnica_resumen.php', {
      token,
      body: {
        resumen_id: id,
        tecnica: 'Pregunta: ¿Qué es el Senado?\nRespuesta: La Cámara territorial.',
      },
    });
    await store.pullSummary(userId, id);
    const kept = await store.findSummary(userId, String(id));
    expect(kept).toMatchObject({ key: `servidor-${id}`, tema: 'Otro dispositivo', pending: false });
    await recordCardReview(userId, `servidor-${id}`, '¿qué es el senado?', true);
    await store.pullSummaries(userId);
    const again = await store.findSummary(userId, String(id));
    expect(Object.keys(again?.repaso ?? {})).toEqual(['¿qué es el senado?']);
  });

  it("does not show another user's summary, nor one this device never had", async () => {
    const other = uniqueUser('otro');
    const res = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'register', ...other },
    });
    const otherToken = res.body.token as string;
    const theirs = await request(server, 'POST', '/api/generar_resumen.php', {
      token: otherToken,
      body: { tema: 'Ajeno', seccion: 'S', texto: TEXT, nivel_detalle: 'corto' },
    });
    await expect(store.pullSummary(userId, theirs.body.id as number)).rejects.toMatchObject({
      status: 404,
      message: 'Resumen no encontrado',
    });
    expect(await store.findSummary(userId, String(theirs.body.id))).toBeNull();
    expect(await store.findSummary(userId, crypto.randomUUID())).toBeNull();
  });
});
