// Local ids mapped to the server's (src/lib/sync/local-ids.ts): what is rewritten in an entry,
// that an entry naming an unmapped local id never leaves, and that the mapping is kept in
// IndexedDB across a reload. Dexie on fake-indexeddb; the server is a stand-in for `api` that
// numbers every create and records what it was sent.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncEntry } from '../../src/core/contract/sync';
import type * as ApiClient from '../../src/lib/api-client';
import { installLocalStorage } from '../support/local-storage';

vi.mock('../../src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));

installLocalStorage();
const { api } = await import('../../src/lib/api-client');
const { OpositorDb, db } = await import('../../src/lib/db/db');
const { drainOutbox, onAcknowledged } = await import('../../src/lib/sync/drain');
const { enqueue } = await import('../../src/lib/sync/outbox');
const ids = await import('../../src/lib/sync/local-ids');

const USER = 5;
const PLANS = 'planes_fisicos.php';

/** Every request the stand-in server got, each as the writes it carried. */
let requests: { ruta: string; cuerpo: unknown }[][] = [];
let nextId = 100;

const answer = (path: string) => (path.includes('action=crear') ? { id: nextId++ } : {});

const server = async (path: string, options: { body?: unknown; form?: unknown } = {}) => {
  if (path === 'sincronizar.php') {
    const { entradas } = options.body as { entradas: SyncEntry[] };
    requests.push(entradas.map(({ ruta, cuerpo }) => ({ ruta, cuerpo })));
    const resultados = entradas.map((e) => ({ status: 200, cuerpo: answer(e.ruta) }));
    return { success: true, detenido: false, resultados };
  }
  requests.push([{ ruta: path, cuerpo: options.body ?? options.form }]);
  return answer(path);
};
vi.mocked(api).mockImplementation(server as typeof api);

ids.declareIdFields('physical-plan-write', { query: ['id_plan'], body: ['id_plan'] });
ids.declareIdFields('progress-save', { body: ['id'] });
onAcknowledged('physical-plan-write', async (entry, response) => {
  const { uuid } = entry.body as { uuid?: string };
  const { id } = response as { id?: number };
  if (uuid && id !== undefined) await ids.recordServerId(entry.userId, ids.localIdOf(uuid), id);
});

const create = (uuid: string) =>
  enqueue({
    userId: USER,
    kind: 'physical-plan-write',
    label: 'crear',
    path: `${PLANS}?action=crear`,
    body: { uuid, titulo: 'Plan' },
  });

const update = (id: string | number, titulo: string) =>
  enqueue({
    userId: USER,
    kind: 'physical-plan-write',
    label: 'editar',
    path: `${PLANS}?action=actualizar&id_plan=${id}`,
    method: 'PUT',
    body: { id_plan: id, titulo },
  });

const drain = () => drainOutbox(USER, () => Date.now() + 3_600_000);

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.deadLetters.clear(), db.localIds.clear()]);
  requests = [];
  nextId = 100;
});

describe('rewriting an entry', () => {
  const entry = {
    kind: 'physical-plan-write' as const,
    path: `${PLANS}?action=actualizar&id_plan=local-a&nota=local-a`,
    body: { id_plan: 'local-a', titulo: 'local-a', otro: 'local-b' },
    encoding: 'json' as const,
  };
  const mapped = new Map([['local-a', 12]]);

  it('replaces a mapped local id in the declared query parameter and body field only', () => {
    expect(ids.localIdsIn(entry)).toEqual(['local-a', 'local-a']);
    expect(ids.rewriteEntry(entry, mapped)).toEqual({
      ...entry,
      path: `${PLANS}?action=actualizar&id_plan=12&nota=local-a`,
      body: { id_plan: 12, titulo: 'local-a', otro: 'local-b' },
    });
  });

  it('writes the id as text in a form, and leaves unmapped ids and undeclared kinds as they are', () => {
    const form = { kind: 'progress-save' as const, path: 'p.php', encoding: 'form' as const };
    expect(ids.rewriteEntry({ ...form, body: { id: 'local-a' } }, mapped).body).toEqual({
      id: '12',
    });
    const unmapped = { ...form, body: { id: 'local-z' } };
    expect(ids.rewriteEntry(unmapped, mapped)).toBe(unmapped);
    expect(ids.localIdsIn(unmapped)).toEqual(['local-z']);
    const undeclared = { ...entry, kind: 'comment-add' as const };
    expect(ids.rewriteEntry(undeclared, mapped)).toBe(undeclared);
    expect(ids.localIdsIn(undeclared)).toEqual([]);
  });
});

describe('the drain', () => {
  it('sends a write naming a local id after its create, in another request, with the server id', async () => {
    await create('p1');
    await update('local-p1', 'Editado');
    await create('p2');
    expect(await drain()).toMatchObject({ sent: 3, deadLettered: 0 });
    expect(requests).toEqual([
      [{ ruta: `${PLANS}?action=crear`, cuerpo: { uuid: 'p1', titulo: 'Plan' } }],
      [
        {
          ruta: `${PLANS}?action=actualizar&id_plan=100`,
          cuerpo: { id_plan: 100, titulo: 'Editado' },
        },
        { ruta: `${PLANS}?action=crear`, cuerpo: { uuid: 'p2', titulo: 'Plan' } },
      ],
    ]);
    expect(await ids.serverIdsOf(['local-p1', 'local-p2'])).toEqual(
      new Map([
        ['local-p1', 100],
        ['local-p2', 101],
      ]),
    );
  });

  it('never sends a write whose local id no create ahead of it will map: it is refused here', async () => {
    await update('local-perdido', 'Huérfano');
    await update(7, 'Otro');
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 1 });
    expect(requests).toEqual([
      [{ ruta: `${PLANS}?action=actualizar&id_plan=7`, cuerpo: { id_plan: 7, titulo: 'Otro' } }],
    ]);
    const [letter] = await db.deadLetters.toArray();
    expect(letter).toMatchObject({ error: ids.ORPHAN_MSG, body: { id_plan: 'local-perdido' } });
  });

  it('keeps the mapping in IndexedDB: after a reload a write queued under the local id goes with the server id', async () => {
    await create('p3');
    await drain();
    db.close();
    const fresh = new OpositorDb();
    try {
      await fresh.open();
      expect(await fresh.localIds.get('local-p3')).toMatchObject({ serverId: 100, userId: USER });
    } finally {
      fresh.close();
      await db.open();
    }

    await update('local-p3', 'Tras recargar');
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect(requests.at(-1)).toEqual([
      {
        ruta: `${PLANS}?action=actualizar&id_plan=100`,
        cuerpo: { id_plan: 100, titulo: 'Tras recargar' },
      },
    ]);
    expect(await ids.currentId('local-p3')).toBe(100);
  });
});

describe('forgetting mappings', () => {
  it('drops a mapping after a day once no queued or refused write names it', async () => {
    const day = 86_400_000;
    await db.localIds.bulkAdd([
      { localId: 'local-viejo', serverId: 1, userId: USER, createdAt: 0 },
      { localId: 'local-nombrado', serverId: 2, userId: USER, createdAt: 0 },
      { localId: 'local-reciente', serverId: 3, userId: USER, createdAt: day },
      { localId: 'local-ajeno', serverId: 4, userId: USER + 1, createdAt: 0 },
    ]);
    await db.transaction('rw', db.outbox, () => update('local-nombrado', 'x'));
    await ids.forgetSettledIds(USER, day + 1);
    expect((await db.localIds.toArray()).map((r) => r.localId).sort()).toEqual([
      'local-ajeno',
      'local-nombrado',
      'local-reciente',
    ]);
    await ids.forgetUnnamedIds(USER);
    expect((await db.localIds.toArray()).map((r) => r.localId).sort()).toEqual([
      'local-ajeno',
      'local-nombrado',
    ]);
  });
});
