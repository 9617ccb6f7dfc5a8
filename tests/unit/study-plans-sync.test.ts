// Study plans on this device (src/features/study-plans/data/study-plans.ts) with the real outbox
// and the real server over loopback; Dexie on fake-indexeddb. "Offline" is an API address nothing
// listens on.
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
const plans = await import('../../src/features/study-plans/data/study-plans');
const catalog = await import('../../src/features/study-plans/data/catalog');
const { isLocalStudyPlan } = await import('../../src/features/study-plans/data/study-local');
const { removeBank, syncBank } = await import('../../src/lib/banks/banks');
const { forgetUserOnDevice } = await import('../../src/lib/db/clear-user');

interface Detalle {
  plan: { id: number; uuid: string | null; titulo: string; estado: string; progreso: string };
  etapas: { tareas: { id: number; completada: 0 | 1 }[] }[];
}

let server: TestServer;
let user: { id: number; token: string };
let closedPort: number;
let idProceso: number;
let seccion: string;
let temas: string[];

const online = () => setApiBase(`${server.url}/api`);
const offline = () => setApiBase(`http://127.0.0.1:${closedPort}/api`);
const onServer = async (id: number) =>
  (
    await request(server, 'POST', '/api/planes_estudio.php', {
      body: { action: 'detalle', id_plan: id },
      token: user.token,
    })
  ).body as unknown as Detalle;
const input = (titulo: string) => ({
  id_proceso: idProceso,
  titulo,
  descripcion: '',
  fecha_inicio: '2026-03-02',
  fecha_fin: '2026-04-26',
  secciones: [seccion],
  temas,
});
/** A plan the server made (through its API, not this device); its id. */
const newPlan = async (titulo = 'Plan del dispositivo') =>
  (
    await request(server, 'POST', '/api/planes_estudio.php', {
      body: { action: 'crear', ...input(titulo) },
      token: user.token,
    })
  ).body.id_plan as number;
/** The user's plans on the server. */
const listed = async () =>
  (
    await request(server, 'POST', '/api/planes_estudio.php', {
      body: { action: 'listar' },
      token: user.token,
    })
  ).body.planes as Detalle['plan'][];
/** Past any backoff a failed attempt set. */
const drain = () => drainOutbox(user.id, () => Date.now() + 3_600_000);
const taskIds = async (id: number) =>
  (await plans.keptStudyPlan(user.id, id))!.etapas!.flatMap((e) => e.tareas.map((t) => t.id));

beforeAll(async () => {
  server = await startTestServer('pglite');
  closedPort = await freePort();
  setApiTimeout(2_000);
  user = await signInDevice(server, 'plan');
  const procesos = (await request(server, 'GET', '/api/procesos.php')).body as unknown as {
    id: number;
  }[];
  idProceso = procesos[0]!.id;
  const aux = await request(server, 'GET', `/api/preguntas_auxiliares.php?id_proceso=${idProceso}`);
  seccion = (aux.body.secciones as string[])[0]!;
  const t = await request(
    server,
    'GET',
    `/api/preguntas_auxiliares.php?id_proceso=${idProceso}&seccion=${encodeURIComponent(seccion)}`,
  );
  temas = (t.body.temas as string[]).slice(0, 2);
  plans.registerStudyPlanSync();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  online();
  await db.outbox.clear();
  await db.deadLetters.clear();
  await db.studyPlans.clear();
  for (const plan of await listed())
    await request(server, 'POST', '/api/planes_estudio.php', {
      body: { action: 'eliminar', id_plan: plan.id },
      token: user.token,
    });
});

describe('study plans kept on this device', () => {
  it('keeps the list and a detail, readable with no network', async () => {
    const id = await newPlan();
    await plans.refreshStudyPlans(user.id);
    const [listed] = await plans.keptStudyPlans(user.id);
    expect(listed?.plan.titulo).toBe('Plan del dispositivo');
    expect(listed?.etapas).toBeNull();
    await plans.refreshStudyPlan(user.id, id);
    expect(await taskIds(id)).toHaveLength(4);

    offline();
    await expect(plans.refreshStudyPlan(user.id, id)).rejects.toBeInstanceOf(NetworkError);
    await expect(plans.refreshStudyPlans(user.id)).rejects.toBeInstanceOf(NetworkError);
    const kept = await plans.keptStudyPlan(user.id, id);
    expect(kept?.plan.titulo).toBe('Plan del dispositivo');
    expect(kept?.etapas).toHaveLength(2);
    expect(kept?.syncedAt).toBeGreaterThan(0);
  });

  it('ticks and changes the state offline at once, and the server has both after the sync', async () => {
    const id = await newPlan();
    await plans.refreshStudyPlan(user.id, id);
    const [first, second] = await taskIds(id);

    offline();
    await plans.markTask(user.id, id, first!, true);
    await plans.markTask(user.id, id, second!, true);
    await plans.markTask(user.id, id, second!, false);
    await plans.setPlanEstado(user.id, id, 'pausado');
    const local = await plans.keptStudyPlan(user.id, id);
    expect(local?.etapas![0]!.tareas.map((t) => t.completada)).toEqual([1, 0]);
    expect(local?.plan.progreso).toBe('25');
    expect(local?.plan.estado).toBe('pausado');
    expect(await plans.pendingStudyWrites(user.id)).toHaveLength(4);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.kind)).toEqual(Array(4).fill('study-plan-write'));
    expect(new Set(entries.map((e) => e.idempotencyKey)).size).toBe(4);
    expect(entries[0]?.label).toBe(`Tarea completada: ${temas[0]}`);
    expect(entries[2]?.label).toBe(`Tarea marcada como pendiente: ${temas[1]}`);
    expect((await drainOutbox(user.id)).sent).toBe(0);

    // Online again: a fresh copy fetched before the sync still shows the changes made here.
    online();
    await plans.refreshStudyPlan(user.id, id);
    expect((await plans.keptStudyPlan(user.id, id))?.plan).toMatchObject({
      progreso: '25',
      estado: 'pausado',
    });
    expect((await onServer(id)).plan.estado).toBe('activo');

    // Past the backoff the failed attempt set.
    expect(await drainOutbox(user.id, () => Date.now() + 3_600_000)).toMatchObject({
      sent: 4,
      deadLettered: 0,
    });
    const server = await onServer(id);
    expect(server.etapas[0]!.tareas.map((t) => t.completada)).toEqual([1, 0]);
    expect(server.plan).toMatchObject({ progreso: '25', estado: 'pausado' });
    expect(await plans.pendingStudyWrites(user.id)).toEqual([]);
    await plans.refreshStudyPlan(user.id, id);
    expect((await plans.keptStudyPlan(user.id, id))?.plan).toMatchObject({
      progreso: '25',
      estado: 'pausado',
    });
  });

  it('sends an untick, so a task goes back to pending on the server', async () => {
    const id = await newPlan();
    await plans.refreshStudyPlan(user.id, id);
    const [first] = await taskIds(id);
    await plans.markTask(user.id, id, first!, true);
    await drainOutbox(user.id);
    expect((await onServer(id)).etapas[0]!.tareas[0]!.completada).toBe(1);
    await plans.markTask(user.id, id, first!, false);
    await drainOutbox(user.id);
    expect((await onServer(id)).etapas[0]!.tareas[0]!.completada).toBe(0);
    expect((await onServer(id)).plan.progreso).toBe('0');
    expect((await plans.keptStudyPlan(user.id, id))?.plan.progreso).toBe('0');
  });

  it('deletes a plan with its unsent writes, and forgets plans deleted elsewhere', async () => {
    const a = await newPlan('Plan A');
    const b = await newPlan('Plan B');
    await plans.refreshStudyPlan(user.id, a);
    offline();
    await plans.markTask(user.id, a, (await taskIds(a))[0]!, true);
    online();
    await plans.deleteStudyPlan(user.id, a);
    expect(await plans.keptStudyPlan(user.id, a)).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect((await onServer(a)) as unknown).toMatchObject({ success: false });

    await plans.refreshStudyPlans(user.id);
    expect((await plans.keptStudyPlans(user.id)).map((p) => p.plan.id)).toContain(b);
    await request(server, 'POST', '/api/planes_estudio.php', {
      body: { action: 'eliminar', id_plan: b },
      token: user.token,
    });
    await plans.refreshStudyPlans(user.id);
    expect((await plans.keptStudyPlans(user.id)).map((p) => p.plan.id)).not.toContain(b);
    await expect(plans.refreshStudyPlan(user.id, b)).rejects.toMatchObject({ status: 404 });
  });

  it('makes the AI description on the server, and here when the server cannot be reached', async () => {
    const input = {
      titulo: 'Plan de primavera',
      proceso: 'Auxiliar',
      temas: ['A', 'B', 'C', 'D', 'E', 'F'],
      fecha_inicio: '2026-03-02',
      fecha_fin: '2026-04-26',
    };
    const remote = await plans.describeStudyPlan(input);
    expect(remote).toMatchObject({ motor: 'local', etiqueta: 'motor local', sinConexion: false });
    expect(remote.value).toContain('E');
    expect(remote.value).not.toMatch(/\bF\b/);
    offline();
    const here = await plans.describeStudyPlan(input);
    expect(here).toMatchObject({ etiqueta: 'sin conexión', sinConexion: true });
    expect(here.value).toBe(remote.value);
  });
});

describe('study plans created on this device', () => {
  const uuidOf = async (id: string) => (await plans.keptStudyPlan(user.id, id))!.plan.uuid;
  /**
   * Waits for the detail the create's acknowledgement pulls in the background, so it does not
   * land in the next test's tables.
   */
  const pulled = (id: string) =>
    vi.waitFor(async () =>
      expect((await plans.keptStudyPlan(user.id, id))?.etapas).toHaveLength(2),
    );

  it('creates a plan offline at once; the server gets it once and the device takes its id', async () => {
    offline();
    const localId = await plans.createStudyPlan(user.id, input('Plan sin red'));
    expect(isLocalStudyPlan(localId)).toBe(true);
    const [here, ...others] = await plans.keptStudyPlans(user.id);
    expect(others).toEqual([]);
    expect(here).toMatchObject({
      plan: { id: localId, titulo: 'Plan sin red', estado: 'activo', progreso: '0', temas },
      etapas: null,
      syncedAt: null,
    });
    const uuid = await uuidOf(localId);
    expect(await plans.pendingStudyCreates(user.id)).toEqual([localId]);
    const [entry, ...more] = await db.outbox.toArray();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'study-plan-create',
      label: 'Plan de estudio creado: Plan sin red',
      idempotencyKey: uuid,
      body: { action: 'crear', uuid },
    });
    expect((await drainOutbox(user.id)).sent).toBe(0);

    online();
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect(await drain()).toMatchObject({ sent: 0 });
    const onServerNow = (await listed()).filter((p) => p.uuid === uuid);
    expect(onServerNow.map((p) => p.titulo)).toEqual(['Plan sin red']);
    const id = onServerNow[0]!.id;
    expect((await plans.keptStudyPlans(user.id)).map((p) => p.plan.id)).toEqual([id]);
    expect(await db.studyPlans.get(localId)).toBeUndefined();
    // The address of the plan made offline still finds it.
    expect((await plans.keptStudyPlan(user.id, localId))?.plan.id).toBe(id);
    expect(await plans.pendingStudyCreates(user.id)).toEqual([]);
    // Its detail is pulled after the acknowledgement: the stages the server made.
    await vi.waitFor(async () => expect(await taskIds(id)).toHaveLength(4));
  });

  it('a list fetched before the acknowledgement shows the plan once', async () => {
    offline();
    const localId = await plans.createStudyPlan(user.id, input('Plan a medias'));
    const uuid = await uuidOf(localId);
    online();
    // The server has it (as if its answer had been lost) before the device heard back.
    const [entry] = await db.outbox.toArray();
    await request(server, 'POST', '/api/planes_estudio.php', {
      body: entry!.body as Record<string, unknown>,
      token: user.token,
    });
    await plans.refreshStudyPlans(user.id);
    expect((await plans.keptStudyPlans(user.id)).map((p) => p.plan.id)).toEqual([localId]);
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    const onServerNow = (await listed()).filter((p) => p.uuid === uuid);
    expect(onServerNow).toHaveLength(1);
    await plans.refreshStudyPlans(user.id);
    expect((await plans.keptStudyPlans(user.id)).map((p) => p.plan.id)).toEqual([
      onServerNow[0]!.id,
    ]);
    await pulled(localId);
  });

  it('a state changed before the first send rides on the create', async () => {
    offline();
    const localId = await plans.createStudyPlan(user.id, input('Plan pausado'));
    await plans.setPlanEstado(user.id, localId, 'pausado');
    expect((await plans.keptStudyPlan(user.id, localId))?.plan.estado).toBe('pausado');
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.kind, (e.body as { estado?: string }).estado])).toEqual([
      ['study-plan-create', 'pausado'],
    ]);

    online();
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect(await drain()).toMatchObject({ sent: 0 });
    const [onServerNow] = await listed();
    expect(onServerNow).toMatchObject({ titulo: 'Plan pausado', estado: 'pausado' });
    expect((await plans.keptStudyPlan(user.id, localId))?.plan).toMatchObject({
      id: onServerNow!.id,
      estado: 'pausado',
    });
    await pulled(localId);
  });

  it('a state change queued under the local id is pending for the server’s id once the create is numbered', async () => {
    offline();
    const localId = await plans.createStudyPlan(user.id, input('Plan en espera'));
    // As a try with no answer leaves it: the create may have reached the server.
    const [create] = await db.outbox.toArray();
    await db.outbox.update(create!.seq!, { attempts: 1, nextAttemptAt: 0 });
    await plans.setPlanEstado(user.id, localId, 'pausado');
    expect((await db.outbox.toArray()).map((e) => e.body)).toEqual([
      create!.body,
      { action: 'actualizar', id_plan: localId, estado: 'pausado' },
    ]);

    online();
    // A clock before the change was queued: the create goes, and the drain stops before the
    // change, as a closed tab would.
    expect(await drainOutbox(user.id, () => 1)).toMatchObject({ sent: 1, deadLettered: 0 });
    const [onServerNow] = await listed();
    const id = onServerNow!.id;
    expect(onServerNow!.estado).toBe('activo');
    expect((await db.outbox.toArray()).map((e) => e.body)).toEqual([
      { action: 'actualizar', id_plan: localId, estado: 'pausado' },
    ]);
    expect(await plans.pendingStudyWrites(user.id)).toEqual([
      { action: 'actualizar', id_plan: id, estado: 'pausado' },
    ]);
    // The server's copies (the detail the acknowledgement pulls, then the list) do not hide it.
    await pulled(localId);
    await plans.refreshStudyPlans(user.id);
    expect((await plans.keptStudyPlan(user.id, localId))?.plan).toMatchObject({
      id,
      estado: 'pausado',
    });

    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    expect((await onServer(id)).plan.estado).toBe('pausado');
    expect(await plans.pendingStudyWrites(user.id)).toEqual([]);
  });

  it('a plan deleted while its create is on its way stays gone from a list fetched before the acknowledgement', async () => {
    offline();
    const localId = await plans.createStudyPlan(user.id, input('Plan borrado a medias'));
    const [create] = await db.outbox.toArray();
    await db.outbox.update(create!.seq!, { attempts: 1, nextAttemptAt: 0 });
    online();
    // The server has it (as if its answer had been lost) before the device heard back.
    await request(server, 'POST', '/api/planes_estudio.php', {
      body: create!.body as Record<string, unknown>,
      token: user.token,
    });
    await plans.deleteStudyPlan(user.id, localId);
    expect((await db.outbox.toArray()).map((e) => e.body)).toEqual([
      create!.body,
      { action: 'eliminar', id_plan: localId },
    ]);
    await plans.refreshStudyPlans(user.id);
    expect(await plans.keptStudyPlans(user.id)).toEqual([]);
    expect(await drain()).toMatchObject({ sent: 2, deadLettered: 0 });
    expect(await listed()).toEqual([]);
    await plans.refreshStudyPlans(user.id);
    expect(await plans.keptStudyPlans(user.id)).toEqual([]);
  });

  it('a plan deleted before its first send never reaches the server', async () => {
    offline();
    const localId = await plans.createStudyPlan(user.id, input('Plan descartado'));
    await plans.deleteStudyPlan(user.id, localId);
    expect(await plans.keptStudyPlans(user.id)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    online();
    expect(await drain()).toMatchObject({ sent: 0 });
    expect(await listed()).toEqual([]);
  });

  it('a plan the device forgot at logout still lands, and is not deleted on the server', async () => {
    offline();
    const localId = await plans.createStudyPlan(user.id, input('Plan antes de salir'));
    const uuid = await uuidOf(localId);
    // Logging out keeps the unsent writes, to go when the same user logs in again.
    await forgetUserOnDevice(user.id);
    expect(await db.outbox.count()).toBe(1);
    online();
    expect(await drain()).toMatchObject({ sent: 1, deadLettered: 0 });
    await drain();
    expect(await db.outbox.count()).toBe(0);
    expect((await listed()).map((p) => [p.uuid, p.titulo])).toEqual([
      [uuid, 'Plan antes de salir'],
    ]);
  });

  it('offers the sections and topics of a kept bank when the server cannot be reached', async () => {
    await syncBank(idProceso);
    offline();
    expect(await catalog.loadSecciones(idProceso)).toContain(seccion);
    expect(await catalog.loadTemas(idProceso, [seccion])).toEqual(expect.arrayContaining(temas));
    await removeBank(idProceso);
    await expect(catalog.loadSecciones(idProceso)).rejects.toBeInstanceOf(NetworkError);
  });
});
