// Study plans on this device (src/features/study-plans/data/study-plans.ts) with the real outbox
// and the real server over loopback; Dexie on fake-indexeddb. "Offline" is an API address nothing
// listens on.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

interface Detalle {
  plan: { estado: string; progreso: string };
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
const newPlan = (titulo = 'Plan del dispositivo') =>
  plans.createStudyPlan({
    id_proceso: idProceso,
    titulo,
    descripcion: '',
    fecha_inicio: '2026-03-02',
    fecha_fin: '2026-04-26',
    secciones: [seccion],
    temas,
  });
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
