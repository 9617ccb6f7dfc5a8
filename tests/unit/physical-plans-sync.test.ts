// Physical plans on this device (src/features/physical-plans/data/physical-plans.ts,
// physical-marks.ts) with the real outbox and the real server over loopback; Dexie on
// fake-indexeddb. "Offline" is an API address nothing listens on.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLocalStorage } from '../support/local-storage';
import { signInDevice } from '../support/device-user';
import { freePort } from '../support/server-process';
import type { TestServer } from '../server/harness';
import { request, startTestServer } from '../server/harness';

installLocalStorage();
const { NetworkError, setApiBase, setApiTimeout } = await import('../../src/lib/api-client');
const { db } = await import('../../src/lib/db/db');
const { drainOutbox } = await import('../../src/lib/sync/drain');
const plans = await import('../../src/features/physical-plans/data/physical-plans');
const marks = await import('../../src/features/physical-plans/data/physical-marks');

interface ServerDetail {
  plan: { titulo: string; descripcion: string; ia_avance_ratio: number };
  avance: boolean[];
}
interface ServerMarks {
  marcas: { id: number; uuid: string | null; prueba: string; valor: number; puntos: number }[];
}

let server: TestServer;
let user: { id: number; token: string };
let closedPort: number;

const online = () => setApiBase(`${server.url}/api`);
const offline = () => setApiBase(`http://127.0.0.1:${closedPort}/api`);
/** Past any backoff a failed attempt set. */
const later = () => Date.now() + 3_600_000;
const drain = () => drainOutbox(user.id, later);
const call = async (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) =>
  (await request(server, method, `/api/planes_fisicos.php?${path}`, { body, token: user.token }))
    .body as unknown;
const onServer = async (id: number) =>
  (await call('GET', `action=obtener&id_plan=${id}`)) as ServerDetail;
const listed = async () =>
  ((await call('GET', 'action=listar')) as { planes: { id: number; titulo: string }[] }).planes;

/** Another device of the same user, writing straight to the server. */
const elsewhere = {
  tick: (id: number, semana: number) =>
    request(server, 'PUT', '/api/planes_fisicos.php?action=avance', {
      body: { id_plan: id, semana, realizado: true },
      token: user.token,
    }),
  generate: (id: number, semana: number) =>
    call('POST', 'action=generar_semana', { id_plan: id, semana, fast: false }),
};

const FORM = {
  titulo: 'Policía 2027',
  tipo_prueba: 'Policía Nacional',
  descripcion: '',
  fecha_inicio: '2027-01-04',
  fecha_fin: '2027-01-31',
};

/** A plan the server has, kept here with its weeks and marks as the detail screen keeps it. */
async function serverPlan(titulo = FORM.titulo): Promise<number> {
  const { id } = (await call('POST', 'action=crear', { ...FORM, titulo })) as { id: number };
  await plans.pullPlans(user.id);
  await plans.pullPlan(user.id, id);
  await marks.pullMarks(user.id, id);
  return id;
}

beforeAll(async () => {
  server = await startTestServer('pglite');
  closedPort = await freePort();
  setApiTimeout(2_000);
  user = await signInDevice(server, 'fisico');
  await plans.registerPhysicalPlanSync();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  online();
  await db.outbox.clear();
  await db.deadLetters.clear();
  await db.physicalPlans.clear();
  for (const plan of await listed()) await call('POST', 'action=eliminar', { id_plan: plan.id });
});

describe('physical plans kept on this device', () => {
  it('keeps the list and a detail, readable with no network', async () => {
    const id = await serverPlan();
    const [kept] = await plans.keptPlans(user.id);
    expect(kept?.plan).toMatchObject({ id, titulo: 'Policía 2027', semanas: 4 });
    expect(kept?.detail?.avance).toEqual([false, false, false, false]);
    expect(kept?.marks?.escala.id).toBe('policia-nacional');

    offline();
    await expect(plans.pullPlans(user.id)).rejects.toBeInstanceOf(NetworkError);
    await expect(plans.pullPlan(user.id, id)).rejects.toBeInstanceOf(NetworkError);
    expect((await plans.keptPlan(user.id, id))?.plan.titulo).toBe('Policía 2027');
    expect(await plans.keptPlans(user.id)).toHaveLength(1);
    // Someone else's id reads as nothing.
    expect(await plans.keptPlan(user.id + 1, id)).toBeNull();
  });

  it('creates and edits a plan offline; the server gets it once and its id follows', async () => {
    offline();
    const localId = await plans.createPlan(user.id, FORM);
    expect(plans.isLocalPlan(localId)).toBe(true);
    await plans.updatePlan(user.id, localId, { ...FORM, titulo: 'Policía 2028', descripcion: 'D' });
    const here = await plans.keptPlan(user.id, localId);
    expect(here?.plan).toMatchObject({ titulo: 'Policía 2028', semanas: 4, ia_avance_ratio: 0 });
    // The edit rides on the create: one write waits.
    const waiting = await plans.pendingPhysical(user.id);
    expect(waiting.map((e) => [e.kind, plans.planIdOfEntry(e)])).toEqual([
      ['physical-plan-write', localId],
    ]);
    expect((await drainOutbox(user.id)).sent).toBe(0);

    online();
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect(await drain()).toMatchObject({ sent: 0 });
    const [onServerNow, ...more] = await listed();
    expect(more).toEqual([]);
    expect(onServerNow?.titulo).toBe('Policía 2028');
    const [kept] = await plans.keptPlans(user.id);
    expect(kept?.plan.id).toBe(onServerNow?.id);
    // The address of the plan made offline still finds it.
    expect((await plans.keptPlan(user.id, localId))?.plan.id).toBe(onServerNow?.id);
    expect(await db.physicalPlans.get(localId)).toBeUndefined();
  });

  it('drops a plan created and deleted offline without sending anything', async () => {
    offline();
    const localId = await plans.createPlan(user.id, FORM);
    await plans.deletePlan(user.id, localId);
    expect(await plans.keptPlans(user.id)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    online();
    expect(await drain()).toMatchObject({ sent: 0 });
    expect(await listed()).toEqual([]);
  });

  it('ticks weeks offline at once; a pull keeps them; the server has them after the sync', async () => {
    const id = await serverPlan();
    offline();
    await plans.markWeek(user.id, id, 0, true);
    await plans.markWeek(user.id, id, 1, true);
    await plans.markWeek(user.id, id, 1, false);
    await plans.markWeek(user.id, id, 3, true);
    const here = await plans.keptPlan(user.id, id);
    expect(here?.detail?.avance).toEqual([true, false, false, true]);
    expect(here?.plan.ia_avance_ratio).toBe(0.5);
    const labels = (await plans.pendingPhysical(user.id)).map((e) => e.label);
    expect(labels).toEqual([
      'Semana 1 completada',
      'Semana 2 completada',
      'Semana 2 marcada como pendiente',
      'Semana 4 completada',
    ]);

    online();
    await plans.pullPlans(user.id);
    await plans.pullPlan(user.id, id);
    expect((await plans.keptPlan(user.id, id))?.detail?.avance).toEqual([true, false, false, true]);
    expect((await onServer(id)).avance).toEqual([false, false, false, false]);

    expect(await drain()).toMatchObject({ sent: 4, deadLettered: 0 });
    const server = await onServer(id);
    expect(server.avance).toEqual([true, false, false, true]);
    expect(server.plan.ia_avance_ratio).toBe(0.5);
    expect((await plans.keptPlan(user.id, id))?.plan.ia_avance_ratio).toBe(0.5);
  });

  it('edits a plan offline; its new dates change the weeks here and on the server', async () => {
    const id = await serverPlan();
    offline();
    await plans.markWeek(user.id, id, 3, true);
    await plans.updatePlan(user.id, id, { ...FORM, fecha_fin: '2027-01-17', descripcion: 'Dos' });
    const here = await plans.keptPlan(user.id, id);
    expect(here?.plan).toMatchObject({ descripcion: 'Dos', semanas: 2, ia_avance_ratio: 0 });
    expect(here?.detail?.avance).toEqual([false, false]);
    online();
    expect(await drain()).toMatchObject({ sent: 2, deadLettered: 0 });
    expect((await onServer(id)).plan.descripcion).toBe('Dos');
    expect((await onServer(id)).avance).toHaveLength(2);
  });

  it('deletes a plan with its unsent ticks, and forgets plans deleted elsewhere', async () => {
    const a = await serverPlan('Plan A');
    const b = await serverPlan('Plan B');
    offline();
    await plans.markWeek(user.id, a, 0, true);
    await plans.deletePlan(user.id, a);
    const waiting = await plans.pendingPhysical(user.id);
    expect(waiting.map((e) => e.label)).toEqual(['Plan físico eliminado']);
    online();
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect((await listed()).map((p) => p.id)).toEqual([b]);

    await call('POST', 'action=eliminar', { id_plan: b });
    await plans.pullPlans(user.id);
    expect(await plans.keptPlans(user.id)).toEqual([]);
    await expect(plans.pullPlan(user.id, b)).rejects.toMatchObject({ status: 404 });
  });

  it('lays a rename made offline over a fresh list and detail that bring the server’s new weeks and progress', async () => {
    const id = await serverPlan();
    offline();
    await plans.updatePlan(user.id, id, { ...FORM, titulo: 'Renombrado aquí' });
    // Meanwhile another device ticks two weeks and the server generates one.
    await elsewhere.tick(id, 0);
    await elsewhere.tick(id, 1);
    await elsewhere.generate(id, 2);

    online();
    await plans.pullPlans(user.id);
    expect((await plans.keptPlan(user.id, id))?.plan).toMatchObject({
      titulo: 'Renombrado aquí',
      semanas: 4,
      semanas_generadas: 1,
      ia_avance_ratio: 0.5,
    });
    await plans.pullPlan(user.id, id);
    const here = await plans.keptPlan(user.id, id);
    expect(here?.plan).toMatchObject({ titulo: 'Renombrado aquí', semanas_generadas: 1 });
    expect(here?.detail?.avance).toEqual([true, true, false, false]);
    expect(here?.detail?.plan_ia.plan[1]?.fecha_inicio).toBe('2027-01-11');
    // Still waiting: the server has the old name until the sync.
    expect((await onServer(id)).plan.titulo).toBe(FORM.titulo);

    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect((await onServer(id)).plan.titulo).toBe('Renombrado aquí');
  });

  it('keeps a week ticked offline over a fresh detail that says unticked, beside a tick made elsewhere', async () => {
    const id = await serverPlan();
    offline();
    await plans.markWeek(user.id, id, 0, true);
    await elsewhere.tick(id, 2);

    online();
    await plans.pullPlans(user.id);
    await plans.pullPlan(user.id, id);
    const here = await plans.keptPlan(user.id, id);
    expect(here?.detail?.avance).toEqual([true, false, true, false]);
    expect(here?.plan.ia_avance_ratio).toBe(0.5);
    expect((await onServer(id)).avance).toEqual([false, false, true, false]);

    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect((await onServer(id)).avance).toEqual([true, false, true, false]);
  });

  it("a tick's acknowledgement takes the server's flags, with a tick still waiting laid over them", async () => {
    const id = await serverPlan();
    offline();
    await plans.markWeek(user.id, id, 0, true);
    await plans.markWeek(user.id, id, 3, true);
    await elsewhere.tick(id, 2);

    online();
    // The first request is answered; the network goes before the second.
    const send = globalThis.fetch;
    let requests = 0;
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((...args) =>
        requests++ === 0 ? send(...args) : Promise.reject(new TypeError('fetch failed')),
      );
    try {
      expect(await drainOutbox(user.id, Date.now, 1)).toMatchObject({ sent: 1 });
    } finally {
      spy.mockRestore();
    }
    const here = await plans.keptPlan(user.id, id);
    expect(here?.detail?.avance).toEqual([true, false, true, true]);
    expect(here?.plan.ia_avance_ratio).toBe(0.75);
    expect((await onServer(id)).avance).toEqual([true, false, true, false]);
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect((await onServer(id)).avance).toEqual([true, false, true, true]);
  });

  it('keeps a plan deleted offline out of a fresh list and detail until its delete is sent', async () => {
    const id = await serverPlan();
    offline();
    await plans.deletePlan(user.id, id);
    online();
    await plans.pullPlans(user.id);
    await plans.pullPlan(user.id, id);
    expect(await plans.keptPlans(user.id)).toEqual([]);
    expect((await listed()).map((p) => p.id)).toEqual([id]);
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect(await listed()).toEqual([]);
  });

  it('reads every queued write back as the change it makes to its plan', async () => {
    const id = await serverPlan('Plan A');
    const other = await serverPlan('Plan B');
    await marks.logMark(user.id, id, { prueba: 'pn-dominadas-h', valor: 14, fecha: '2027-01-08' });
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    const [synced] = (await plans.keptPlan(user.id, id))?.marks?.marcas ?? [];
    offline();
    const made = await plans.createPlan(user.id, FORM);
    await plans.updatePlan(user.id, id, { ...FORM, titulo: 'Otro' });
    await plans.markWeek(user.id, id, 2, true);
    await marks.logMark(user.id, id, { prueba: 'pn-1000-h', valor: 200, fecha: '2027-01-09' });
    await marks.deleteMark(user.id, id, synced!);
    await plans.deletePlan(user.id, other);
    const logged = (await plans.keptPlan(user.id, id))?.marks?.marcas.find((m) => m.id === null);

    const read = await db.transaction('r', db.outbox, db.localIds, () =>
      plans.queuedPhysicalWrites(user.id),
    );
    // The create is the plan made here, kept as it is: no write to lay over a server copy.
    expect(read.map((q) => q.id)).not.toContain(made);
    expect(read.map(({ id: plan, write }) => [plan, write])).toEqual([
      [id, { action: 'actualizar', form: { ...FORM, titulo: 'Otro' } }],
      [id, { action: 'avance', semana: 2, realizado: true }],
      [id, { action: 'marca_guardar', uuid: logged?.uuid }],
      [id, { action: 'marca_eliminar', uuid: synced?.uuid }],
      [other, { action: 'eliminar' }],
    ]);
  });

  it('generates a week on the server and keeps it here', async () => {
    const id = await serverPlan();
    const res = await plans.generateWeek(user.id, id, 2);
    expect(res.semana).toBe(2);
    const here = await plans.keptPlan(user.id, id);
    expect(here?.detail?.plan_ia.plan[0]).toBeNull();
    expect(here?.detail?.plan_ia.plan[1]?.fecha_inicio).toBe('2027-01-11');
    expect(here?.plan).toMatchObject({ semanas: 4, semanas_generadas: 1 });
    offline();
    await expect(plans.generateWeek(user.id, id, 1)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('marks kept on this device', () => {
  it('scores a mark logged offline on the official scale; the server agrees after the sync', async () => {
    const id = await serverPlan();
    offline();
    await marks.logMark(user.id, id, { prueba: 'pn-dominadas-h', valor: 14, fecha: '2027-01-08' });
    await expect(
      marks.logMark(user.id, id, { prueba: 'no-existe', valor: 1, fecha: '2027-01-08' }),
    ).rejects.toThrow('Elige una prueba de la lista');
    const [here, ...rest] = (await plans.keptPlan(user.id, id))?.marks?.marcas ?? [];
    expect(rest).toEqual([]);
    expect(here).toMatchObject({ id: null, puntos: 7, apto: true, etiqueta: '7 puntos' });
    expect(await marks.pendingMarkUuids(user.id)).toEqual(new Set([here?.uuid]));

    online();
    await marks.pullMarks(user.id, id);
    expect((await plans.keptPlan(user.id, id))?.marks?.marcas).toHaveLength(1);
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    const server = (await call('GET', `action=marcas_listar&id_plan=${id}`)) as ServerMarks;
    expect(server.marcas).toMatchObject([
      { uuid: here?.uuid, prueba: 'pn-dominadas-h', valor: 14, puntos: 7 },
    ]);
    const [synced] = (await plans.keptPlan(user.id, id))?.marks?.marcas ?? [];
    expect(synced).toMatchObject({ id: server.marcas[0]?.id, uuid: here?.uuid, puntos: 7 });
    expect(await marks.pendingMarkUuids(user.id)).toEqual(new Set());

    // Deleting it offline reaches the server too.
    offline();
    await marks.deleteMark(user.id, id, synced!);
    expect((await plans.keptPlan(user.id, id))?.marks?.marcas).toEqual([]);
    online();
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect(
      ((await call('GET', `action=marcas_listar&id_plan=${id}`)) as ServerMarks).marcas,
    ).toEqual([]);
  });

  it('keeps a mark deleted offline out of a fresh list of marks until its delete is sent', async () => {
    const id = await serverPlan();
    await marks.logMark(user.id, id, { prueba: 'pn-dominadas-h', valor: 14, fecha: '2027-01-08' });
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    const [synced] = (await plans.keptPlan(user.id, id))?.marks?.marcas ?? [];
    offline();
    await marks.deleteMark(user.id, id, synced!);
    online();
    await marks.pullMarks(user.id, id);
    expect((await plans.keptPlan(user.id, id))?.marks?.marcas).toEqual([]);
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    await marks.pullMarks(user.id, id);
    expect((await plans.keptPlan(user.id, id))?.marks?.marcas).toEqual([]);
  });

  it('forgets an unsent mark deleted here without sending it', async () => {
    const id = await serverPlan();
    offline();
    await marks.logMark(user.id, id, { prueba: 'pn-1000-h', valor: 200, fecha: '2027-01-09' });
    const [mark] = (await plans.keptPlan(user.id, id))?.marks?.marcas ?? [];
    await marks.deleteMark(user.id, id, mark!);
    expect(await db.outbox.count()).toBe(0);
    online();
    expect(await drain()).toMatchObject({ sent: 0 });
  });
});
