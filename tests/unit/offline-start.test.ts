// The offline layer's start (src/lib/offline-start.ts) against the real server on loopback. A
// summary written on the device before the app starts is sent by the engine the start
// launches. The start does not load the summaries module. It is loaded before that entry goes,
// so the summary still gets the server's id. Dexie runs on fake-indexeddb; the engine's
// browser events (online, visibility) come from a minimal window and document.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installLocalStorage } from '../support/local-storage';
import type { DeviceUser } from '../support/device-user';
import { signInDevice } from '../support/device-user';
import { freePort } from '../support/server-process';
import type { TestServer } from '../server/harness';
import { request, startTestServer } from '../server/harness';

installLocalStorage();
const { setApiBase, setApiTimeout } = await import('../../src/lib/api-client');
const { db } = await import('../../src/lib/db/db');

const TEXT = 'Artículo 69. El Senado es la Cámara de representación territorial.';
const FIELDS = {
  id_proceso: 1,
  tema: 'Las Cortes Generales',
  seccion: 'Auxiliar Administrativo del Estado - Organización Pública',
  archivo_nombre: 'senado.pdf',
  archivo_tamano: 2_048,
  archivo_tipo: 'application/pdf',
};

let server: TestServer;
let device: DeviceUser;

beforeAll(async () => {
  server = await startTestServer('pglite');
  setApiTimeout(2_000);
  device = await signInDevice(server, 'arranque');
  // After the server: PGlite would take a global window for a browser's.
  for (const [name, value] of [
    ['window', new EventTarget()],
    ['document', Object.assign(new EventTarget(), { visibilityState: 'hidden' })],
    ['navigator', { onLine: true }],
  ] as const) {
    if (!(name in globalThis))
      Object.defineProperty(globalThis, name, { value, configurable: true });
  }
});

afterAll(async () => {
  await server?.close();
});

describe('starting the offline layer', () => {
  it('sends what waited on the device and records its acknowledgement with a module loaded on demand', async () => {
    const { id: userId, token } = device;
    // Written while the server cannot be reached: it waits in the outbox.
    setApiBase(`http://127.0.0.1:${await freePort()}/api`);
    const { saveSummary } = await import('../../src/features/summaries/data/create');
    const store = await import('../../src/features/summaries/data/store');
    const saved = await saveSummary(userId, FIELDS, TEXT);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'summary-create' }]);

    setApiBase(`${server.url}/api`);
    const { startOffline } = await import('../../src/lib/offline-start');
    const { FEATURE_ACKS } = await import('../../src/app/feature-acks');
    await startOffline(FEATURE_ACKS);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 10_000 });

    const list = await request(server, 'GET', '/api/listar_resumenes.php', { token });
    const mine = (list.body.resumenes as { id: number; uuid: string | null }[]).filter(
      (r) => r.uuid === saved.uuid,
    );
    expect(mine).toHaveLength(1);
    await vi.waitFor(async () =>
      expect(await store.findSummary(userId, saved.key)).toMatchObject({
        serverId: mine[0]?.id,
        pending: false,
      }),
    );
  });
});
