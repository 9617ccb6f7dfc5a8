// Changes made while the write they change is on its way: the drain has taken the
// create into a request, the proxy holds that request, and the user edits or deletes what it
// creates. The change must reach the server, never be folded into a body already sent. Every
// feature that folds an edit into a queued write is here, with the real server over loopback and
// Dexie on fake-indexeddb; so are the features whose writes are only added (finished tests,
// personality profiles, reports, week ticks): one queued offline and one made while it is in
// flight each reach the server once, and the device ends as the server.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLocalStorage } from '../support/local-storage';
import type { DeviceUser } from '../support/device-user';
import { signInDevice } from '../support/device-user';
import { EXAM_CONFIG } from '../support/exam-config';
import type { BankPregunta, PersonalityDefinition, TestQuestion } from '../../src/core/contract';
import { personalityProfilesResponseSchema } from '../../src/core/contract';
import { isPsicoTopic } from '../../src/core/quiz';
import type { TestServer } from '../server/harness';
import { request, startTestServer } from '../server/harness';
import type { Session } from '../server/quiz-helpers';
import { loginSuperAdmin } from '../server/quiz-helpers';
import type { FaultProxy } from './fault-proxy';
import { startFaultProxy } from './fault-proxy';

installLocalStorage();
const { setApiBase, setApiTimeout } = await import('../../src/lib/api-client');
const { db } = await import('../../src/lib/db/db');
const { drainOutbox } = await import('../../src/lib/sync/drain');
const { isUnsent } = await import('../../src/lib/sync/outbox');
const comments = await import('../../src/features/quiz/data/comments');
const plans = await import('../../src/features/physical-plans/data/physical-plans');
const marks = await import('../../src/features/physical-plans/data/physical-marks');
const { saveProgress } = await import('../../src/features/quiz/data/progress');
const summaries = await import('../../src/features/summaries/data/store');
const { registerSummarySync } = await import('../../src/features/summaries/data/sync');
const { finishTest } = await import('../../src/features/quiz/data/finish');
const { pullHistory, registerHistorySync } = await import('../../src/lib/history');
const profiles = await import('../../src/features/personality/data/profiles');
const { loadPersonalityDefinition } =
  await import('../../src/features/personality/data/definition');
const { reportQuestion } = await import('../../src/features/quiz/data/report');
const studyPlans = await import('../../src/features/study-plans/data/study-plans');
const { forgetUserOnDevice } = await import('../../src/lib/db/clear-user');

let server: TestServer;
let proxy: FaultProxy;
let user: DeviceUser;

const drain = () => drainOutbox(user.id, () => Date.now() + 3_600_000);

/**
 * Drains while the first request is held in flight, runs `change` then, and drains again until
 * the outbox is empty (what the change queued on the acknowledgement goes too).
 */
async function changeWhileInFlight(change: () => Promise<void>): Promise<void> {
  const { arrived, release } = proxy.holdNext();
  const draining = drain();
  await arrived;
  const [taken] = await db.outbox.toArray();
  expect(taken && isUnsent(taken)).toBe(false);
  await change();
  release();
  await draining;
  await drain();
  expect(await db.outbox.count()).toBe(0);
  expect(await db.deadLetters.count()).toBe(0);
}

/** The bodies the outbox holds now, oldest first. */
const queuedBodies = async () => (await db.outbox.toArray()).map((e) => e.body);

/**
 * What reached the server since `proxy.forwarded` was emptied names `serverId` in `field` and no
 * local id anywhere: a write queued under a local id went out under the server's.
 */
function sentUnder(field: string, serverId: number): void {
  const sent = proxy.forwarded.map((f) => `${f.path} ${f.body}`).join('\n');
  expect(sent).toContain(`"${field}":${serverId}`);
  expect(sent).not.toContain('local-');
}

beforeAll(async () => {
  server = await startTestServer('pglite');
  proxy = await startFaultProxy(server.url);
  setApiBase(`${proxy.url}/api`);
  setApiTimeout(5_000);
  user = await signInDevice(server, 'vuelo');
  comments.registerCommentSync();
  await plans.registerPhysicalPlanSync();
  registerSummarySync();
  registerHistorySync();
  profiles.registerPersonalitySync();
  studyPlans.registerStudyPlanSync();
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});
beforeEach(async () => {
  await db.outbox.clear();
  await db.deadLetters.clear();
  await db.comments.clear();
  await db.physicalPlans.clear();
  await db.summaries.clear();
  await db.tests.clear();
  await db.results.clear();
  await db.progress.clear();
  await db.personalityProfiles.clear();
  await db.studyPlans.clear();
});

/** A drain with no network: nothing leaves, the entries stay queued for the next one. */
async function drainOffline(): Promise<void> {
  proxy.offline = true;
  try {
    expect(await drainOutbox(user.id)).toMatchObject({ sent: 0, deadLettered: 0 });
  } finally {
    proxy.offline = false;
  }
  expect(await db.outbox.count()).toBeGreaterThan(0);
}

/** Questions of process 1's bank (no psychotechnic ones), from `from` on. */
async function bankQuestions(from: number, count: number): Promise<BankPregunta[]> {
  const bank = await request(server, 'GET', '/api/banco_preguntas.php?id_proceso=1');
  const usable = (bank.body.preguntas as BankPregunta[]).filter((q) => !isPsicoTopic(q.tema));
  return usable.slice(from, from + count);
}

describe('comments', () => {
  let idPregunta = 0;
  let question = 40;
  const author = () => ({ id: user.id, username: user.username, nivel: 'invitado' as const });
  const onServer = async () =>
    (
      (
        await request(server, 'GET', `/api/comentarios.php?id_pregunta=${idPregunta}`, {
          token: user.token,
        })
      ).body.comentarios as { id: number; comentario: string }[]
    ).map((c) => c.comentario);
  const kept = () => comments.keptComments(idPregunta);

  beforeEach(async () => {
    const bank = await request(server, 'GET', '/api/banco_preguntas.php?id_proceso=1');
    // A fresh question for each test, so the server's lists do not mix.
    question += 1;
    idPregunta = (bank.body.preguntas as { id: number }[])[question]?.id as number;
  });

  it('an edit made while the add is in flight reaches the server', async () => {
    await comments.addComment(author(), 1, idPregunta, 'Primera versión');
    await changeWhileInFlight(async () => {
      const [local] = await kept();
      if (!local) throw new Error('sin comentario local');
      await comments.editComment(user.id, local, 'Segunda versión');
    });
    expect(await onServer()).toEqual(['Segunda versión']);
    expect((await kept()).map((c) => [typeof c.id, c.comentario])).toEqual([
      ['number', 'Segunda versión'],
    ]);
  });

  it('a comment deleted while its add is in flight is deleted on the server and stays gone', async () => {
    await comments.addComment(author(), 1, idPregunta, 'Me arrepiento');
    await changeWhileInFlight(async () => {
      const [local] = await kept();
      if (!local) throw new Error('sin comentario local');
      await comments.deleteComment(user.id, local);
    });
    expect(await onServer()).toEqual([]);
    await comments.refreshComments(idPregunta, user.id);
    expect(await kept()).toEqual([]);
  });

  it('an edit or delete made while the add is in flight is queued at once under the local id and sent under the server’s', async () => {
    await comments.addComment(author(), 1, idPregunta, 'Uno');
    await comments.addComment(author(), 1, idPregunta, 'Dos');
    const [uno, dos] = await kept();
    if (!uno || !dos) throw new Error('sin comentarios locales');
    proxy.forwarded = [];
    await changeWhileInFlight(async () => {
      await comments.editComment(user.id, uno, 'Uno corregido');
      await comments.deleteComment(user.id, dos);
      expect((await queuedBodies()).slice(2)).toEqual([
        { id: uno.id, comentario: 'Uno corregido' },
        { action: 'delete', id: dos.id },
      ]);
    });
    expect(await onServer()).toEqual(['Uno corregido']);
    const [synced] = await kept();
    expect(typeof synced?.id).toBe('number');
    sentUnder('id', synced?.id as number);
  });
});

describe('physical plans', () => {
  const FORM = {
    titulo: 'Policía 2027',
    tipo_prueba: 'Policía Nacional',
    descripcion: '',
    fecha_inicio: '2027-02-01',
    fecha_fin: '2027-02-28',
  };
  const call = async (path: string, body?: Record<string, unknown>) =>
    (
      await request(server, body ? 'POST' : 'GET', `/api/planes_fisicos.php?${path}`, {
        body,
        token: user.token,
      })
    ).body as unknown;
  const listed = async () =>
    ((await call('action=listar')) as { planes: { id: number; titulo: string }[] }).planes;

  beforeEach(async () => {
    for (const plan of await listed()) await call('action=eliminar', { id_plan: plan.id });
  });

  it('an edit made while the create is in flight reaches the server', async () => {
    const localId = await plans.createPlan(user.id, FORM);
    await changeWhileInFlight(() =>
      plans.updatePlan(user.id, localId, { ...FORM, titulo: 'Policía 2027, revisado' }),
    );
    expect((await listed()).map((p) => p.titulo)).toEqual(['Policía 2027, revisado']);
    const [here] = await plans.keptPlans(user.id);
    expect(here?.plan).toMatchObject({ id: expect.any(Number), titulo: 'Policía 2027, revisado' });
  });

  it('a plan deleted while its create is in flight is deleted on the server and stays gone', async () => {
    const localId = await plans.createPlan(user.id, FORM);
    await changeWhileInFlight(() => plans.deletePlan(user.id, localId));
    expect(await listed()).toEqual([]);
    await plans.pullPlans(user.id);
    expect(await plans.keptPlans(user.id)).toEqual([]);
  });

  it('an edit and a delete made while the create is in flight are queued at once under the local id and sent under the server’s', async () => {
    const localId = await plans.createPlan(user.id, FORM);
    proxy.forwarded = [];
    const edited = { ...FORM, titulo: 'Policía 2027, revisado' };
    await changeWhileInFlight(async () => {
      await plans.updatePlan(user.id, localId, edited);
      expect((await queuedBodies())[1]).toEqual({ id_plan: localId, ...edited });
    });
    const [onServerNow, ...more] = await listed();
    expect(more).toEqual([]);
    expect(onServerNow?.titulo).toBe(edited.titulo);
    const id = onServerNow?.id ?? 0;
    sentUnder('id_plan', id);
    const sent = proxy.forwarded.map((f) => `${f.path} ${f.body}`).join('\n');
    expect(sent).toContain(`action=actualizar&id_plan=${id}`);

    const other = await plans.createPlan(user.id, FORM);
    proxy.forwarded = [];
    await changeWhileInFlight(async () => {
      await plans.deletePlan(user.id, other);
      expect((await queuedBodies())[1]).toEqual({ id_plan: other });
    });
    expect((await listed()).map((p) => p.id)).toEqual([id]);
    expect(proxy.forwarded.some((f) => f.body.includes('local-'))).toBe(false);
  });

  it('a mark deleted while it is in flight is deleted on the server and does not come back', async () => {
    const { id } = (await call('action=crear', FORM)) as { id: number };
    await plans.pullPlans(user.id);
    await plans.pullPlan(user.id, id);
    await marks.pullMarks(user.id, id);
    await marks.logMark(user.id, id, { prueba: 'pn-dominadas-h', valor: 14, fecha: '2027-02-03' });
    const marksHere = async () => (await plans.keptPlan(user.id, id))?.marks?.marcas ?? [];
    const { arrived, release } = proxy.holdNext();
    const draining = drain();
    await arrived;
    const [local] = await marksHere();
    if (!local) throw new Error('sin marca local');
    await marks.deleteMark(user.id, id, local);
    release();
    await draining;
    // The delete, queued at once under the mark's local id, is still waiting; a pull before it
    // leaves keeps the mark out.
    await marks.pullMarks(user.id, id);
    expect(await marksHere()).toEqual([]);
    await drain();
    expect(await db.outbox.count()).toBe(0);
    const onServer = (await call(`action=marcas_listar&id_plan=${id}`)) as { marcas: unknown[] };
    expect(onServer.marcas).toEqual([]);
    await marks.pullMarks(user.id, id);
    expect(await marksHere()).toEqual([]);
  });

  describe('weeks', () => {
    interface Detail {
      plan: { ia_avance_ratio: number };
      avance: boolean[];
    }
    let id = 0;
    const onServer = async () => (await call(`action=obtener&id_plan=${id}`)) as Detail;
    /** The server's weeks and ratio equal the device's, and are `avance`. */
    async function bothAre(avance: boolean[]): Promise<void> {
      const server = await onServer();
      expect(server.avance).toEqual(avance);
      const here = await plans.keptPlan(user.id, id);
      expect(here?.detail?.avance).toEqual(server.avance);
      expect(here?.plan.ia_avance_ratio).toBe(server.plan.ia_avance_ratio);
    }

    beforeEach(async () => {
      ({ id } = (await call('action=crear', FORM)) as { id: number });
      await plans.pullPlans(user.id);
      await plans.pullPlan(user.id, id);
      expect((await onServer()).avance).toEqual([false, false, false, false]);
    });

    it('a week unticked while its tick is in flight ends unticked on the server and here', async () => {
      await plans.markWeek(user.id, id, 0, true);
      await changeWhileInFlight(() => plans.markWeek(user.id, id, 0, false));
      await bothAre([false, false, false, false]);
    });

    it('a week ticked while another one’s tick is in flight ends ticked on the server and here', async () => {
      await plans.markWeek(user.id, id, 0, true);
      await changeWhileInFlight(() => plans.markWeek(user.id, id, 1, true));
      await bothAre([true, true, false, false]);
    });

    it('a tick queued offline, then its untick and another tick while it is in flight: both end alike', async () => {
      await plans.markWeek(user.id, id, 0, true);
      await drainOffline();
      await changeWhileInFlight(async () => {
        await plans.markWeek(user.id, id, 0, false);
        await plans.markWeek(user.id, id, 1, true);
      });
      await bothAre([false, true, false, false]);
      await plans.pullPlan(user.id, id);
      await bothAre([false, true, false, false]);
    });
  });
});

describe('study plans', () => {
  interface ServerPlan {
    id: number;
    uuid: string | null;
    titulo: string;
    estado: string;
  }
  const call = async (body: Record<string, unknown>) =>
    (await request(server, 'POST', '/api/planes_estudio.php', { body, token: user.token }))
      .body as unknown;
  const listed = async () =>
    ((await call({ action: 'listar' })) as { planes: ServerPlan[] }).planes;
  const create = () =>
    studyPlans.createStudyPlan(user.id, {
      id_proceso: 1,
      titulo: 'Plan en vuelo',
      descripcion: '',
      fecha_inicio: '2027-02-01',
      fecha_fin: '2027-03-28',
      secciones: [],
      temas: ['La Constitución'],
    });

  beforeEach(async () => {
    for (const plan of await listed()) await call({ action: 'eliminar', id_plan: plan.id });
  });

  it('a state changed while the create is in flight reaches the server', async () => {
    const localId = await create();
    await changeWhileInFlight(() => studyPlans.setPlanEstado(user.id, localId, 'completado'));
    const [onServer, ...more] = await listed();
    expect(more).toEqual([]);
    expect(onServer).toMatchObject({ titulo: 'Plan en vuelo', estado: 'completado' });
    // The detail the acknowledgement pulls, in the background, has landed.
    await vi.waitFor(async () =>
      expect((await studyPlans.keptStudyPlan(user.id, localId))?.etapas).not.toBeNull(),
    );
    const here = await studyPlans.keptStudyPlan(user.id, localId);
    expect(here?.plan).toMatchObject({ id: onServer?.id, estado: 'completado' });
    // A fresh copy from the server says the same.
    await studyPlans.refreshStudyPlans(user.id);
    expect(
      (await studyPlans.keptStudyPlans(user.id)).map((p) => [p.plan.id, p.plan.estado]),
    ).toEqual([[onServer?.id, 'completado']]);
  });

  it('a plan deleted while its create is in flight is deleted on the server and stays gone', async () => {
    const localId = await create();
    await changeWhileInFlight(() => studyPlans.deleteStudyPlan(user.id, localId));
    expect(await listed()).toEqual([]);
    await studyPlans.refreshStudyPlans(user.id);
    expect(await studyPlans.keptStudyPlans(user.id)).toEqual([]);
  });

  it('a state changed while the create is in flight is queued at once under the local id and sent under the server’s', async () => {
    const localId = await create();
    proxy.forwarded = [];
    await changeWhileInFlight(async () => {
      await studyPlans.setPlanEstado(user.id, localId, 'pausado');
      expect((await queuedBodies())[1]).toEqual({
        action: 'actualizar',
        id_plan: localId,
        estado: 'pausado',
      });
      // Shown as waiting for the server, on the plan the screen holds.
      expect(await studyPlans.pendingStudyWrites(user.id)).toEqual([
        { action: 'actualizar', id_plan: localId, estado: 'pausado' },
      ]);
    });
    const [onServer, ...more] = await listed();
    expect(more).toEqual([]);
    expect(onServer).toMatchObject({ titulo: 'Plan en vuelo', estado: 'pausado' });
    const id = onServer?.id ?? 0;
    sentUnder('id_plan', id);
    await vi.waitFor(async () =>
      expect((await studyPlans.keptStudyPlan(user.id, localId))?.etapas).not.toBeNull(),
    );
    expect((await studyPlans.keptStudyPlan(user.id, localId))?.plan).toMatchObject({
      id,
      estado: 'pausado',
    });
  });

  it('a plan deleted while its create is in flight is removed here at once, and its delete goes under the server’s id', async () => {
    const localId = await create();
    proxy.forwarded = [];
    await changeWhileInFlight(async () => {
      await studyPlans.deleteStudyPlan(user.id, localId);
      expect((await queuedBodies())[1]).toEqual({ action: 'eliminar', id_plan: localId });
      // Nothing of it stays on the device, not even a mark for the acknowledgement to find.
      expect(await db.studyPlans.count()).toBe(0);
    });
    expect(await listed()).toEqual([]);
    const sent = proxy.forwarded.map((f) => f.body).join('\n');
    expect(sent).toContain('"action":"eliminar"');
    expect(sent).not.toContain('local-');
    expect(await db.studyPlans.count()).toBe(0);
  });

  it('a plan the device forgot at logout while its create is in flight stays on the server', async () => {
    const localId = await create();
    const uuid = (await studyPlans.keptStudyPlan(user.id, localId))?.plan.uuid;
    // Its state changed first: queued under the local id, it goes once the create is numbered.
    await changeWhileInFlight(async () => {
      await studyPlans.setPlanEstado(user.id, localId, 'completado');
      await forgetUserOnDevice(user.id);
      expect(await db.studyPlans.count()).toBe(0);
      expect(await db.outbox.count()).toBe(2);
    });
    expect((await listed()).map((p) => [p.uuid, p.titulo, p.estado])).toEqual([
      [uuid, 'Plan en vuelo', 'completado'],
    ]);
    expect(await db.studyPlans.count()).toBe(0);
  });
});

describe('summaries', () => {
  it('a technique saved while the summary’s create is in flight reaches the server', async () => {
    const tema = `Tema en vuelo ${Date.now()}`;
    const created = await summaries.saveNewSummary(
      user.id,
      {
        uuid: crypto.randomUUID(),
        id_proceso: 1,
        tema,
        seccion: 'General',
        archivo_nombre: null,
        archivo_tamano: null,
        archivo_tipo: null,
      },
      'La Constitución de 1978 reconoce la soberanía nacional en el pueblo español.',
    );
    proxy.forwarded = [];
    await changeWhileInFlight(async () => {
      await summaries.saveTechnique(user.id, created.key, 'Acrónimo: SOBERANÍA');
      // Queued at once under the summary's local id, which the drain rewrites.
      expect((await queuedBodies())[1]).toMatchObject({ resumen_id: `local-${created.uuid}` });
    });
    const listed = await request(server, 'GET', '/api/listar_resumenes.php', {
      token: user.token,
    });
    const onServer = (listed.body.resumenes as { id: number; tema: string }[]).filter(
      (r) => r.tema === tema,
    );
    expect(onServer).toHaveLength(1);
    const tecnica = await request(
      server,
      'GET',
      `/api/tecnica_resumen.php?resumen_id=${onServer[0]?.id}`,
      { token: user.token },
    );
    expect(tecnica.body.tecnica).toBe('Acrónimo: SOBERANÍA');
    sentUnder('resumen_id', onServer[0]?.id ?? 0);
    const here = await summaries.findSummary(user.id, created.routeId);
    expect(here).toMatchObject({ tecnica: 'Acrónimo: SOBERANÍA' });
  });
});

describe('progress saves', () => {
  it('a save made while the previous one is in flight reaches the server', async () => {
    const testKey = `vuelo-${Date.now()}`;
    const save = (actual: number) =>
      saveProgress({
        userId: user.id,
        testKey,
        actual,
        respuestas: {},
        tiempo_restante: 600 - actual,
        preguntas: [1, 2, 3],
        updated_at: 1_000 + actual,
        questions: [],
        config: EXAM_CONFIG,
        fecha_inicio: '2026-11-26T10:00:00.000Z',
        marcadas: [],
      });
    await save(1);
    await changeWhileInFlight(() => save(2));
    const saved = await request(server, 'POST', '/api/test_progreso.php', {
      token: user.token,
      rawBody: new URLSearchParams({ action: 'recuperar', test_key: testKey }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(saved.body.progreso).toMatchObject({ actual: 2 });
  });
});

describe('history', () => {
  let questions: TestQuestion[] = [];
  const finish = async (testKey: string) =>
    (
      await finishTest({
        userId: user.id,
        testKey,
        config: EXAM_CONFIG,
        questions,
        respuestas: { [String(questions[0]?.id)]: questions[0]?.correcta_indice ?? 1 },
        marcadas: [],
        tiempoRestanteS: 300,
        fechaInicio: '2026-11-26T10:00:00.000Z',
        descripcion: null,
        penalizacion: 0,
        notaMinima: null,
        timedOut: false,
      })
    ).uuid;
  const onServer = async () =>
    (await request(server, 'GET', '/api/historial_tests.php', { token: user.token }))
      .body as unknown as { id: number; uuid: string }[];
  const here = async () =>
    (await db.tests.where('userId').equals(user.id).toArray()).map((t) => ({
      uuid: t.uuid,
      serverId: t.serverId,
    }));
  const byUuid = (a: { uuid: string }, b: { uuid: string }) => a.uuid.localeCompare(b.uuid);

  beforeAll(async () => {
    questions = await bankQuestions(0, EXAM_CONFIG.numPreguntas);
    // finishTest asks the browser to keep its storage; Node has no navigator.
    vi.stubGlobal('navigator', {});
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('a test finished offline and one finished while it is in flight reach the server once each', async () => {
    const first = await finish(`historial-${Date.now()}-1`);
    await drainOffline();
    expect(await here()).toEqual([{ uuid: first, serverId: null }]);
    let second = '';
    await changeWhileInFlight(async () => {
      second = await finish(`historial-${Date.now()}-2`);
    });
    const mine = (await onServer()).filter((t) => t.uuid === first || t.uuid === second);
    expect(mine.map((t) => t.uuid).sort()).toEqual([first, second].sort());
    const expected = mine.map((t) => ({ uuid: t.uuid, serverId: t.id })).sort(byUuid);
    expect((await here()).sort(byUuid)).toEqual(expected);
    // The server's history pulled over it: each test still once, under its uuid.
    await pullHistory(user.id);
    const all = (await onServer()).map((t) => ({ uuid: t.uuid, serverId: t.id })).sort(byUuid);
    expect((await here()).sort(byUuid)).toEqual(all);
    expect(all).toEqual(expect.arrayContaining(expected));
  });
});

describe('personality profiles', () => {
  let definition: PersonalityDefinition;
  const answering = (value: number) =>
    Object.fromEntries(definition.items.map((item) => [item.id, value]));
  const onServer = async () =>
    personalityProfilesResponseSchema.parse(
      (await request(server, 'GET', '/api/perfiles_personalidad.php', { token: user.token })).body,
    ).perfiles;
  const here = async () =>
    (await db.personalityProfiles.where('userId').equals(user.id).toArray())
      .map((p) => ({ uuid: p.uuid, serverId: p.serverId }))
      .sort((a, b) => a.uuid.localeCompare(b.uuid));

  beforeAll(async () => {
    definition = await loadPersonalityDefinition();
  });

  it('a profile saved offline and one saved while it is in flight reach the server once each', async () => {
    const first = await profiles.finishPersonalityTest(user.id, definition, answering(4));
    await drainOffline();
    expect(await here()).toEqual([{ uuid: first.uuid, serverId: null }]);
    let second = '';
    await changeWhileInFlight(async () => {
      second = (await profiles.finishPersonalityTest(user.id, definition, answering(2))).uuid;
    });
    const mine = (await onServer()).filter((p) => p.uuid === first.uuid || p.uuid === second);
    expect(mine.map((p) => p.uuid).sort()).toEqual([first.uuid, second].sort());
    expect(await here()).toEqual(
      mine
        .map((p) => ({ uuid: p.uuid, serverId: p.id }))
        .sort((a, b) => a.uuid.localeCompare(b.uuid)),
    );
    const listed = await profiles.listLocalProfiles(user.id);
    expect(listed.map((p) => p.synced)).toEqual([true, true]);
  });
});

describe('incidencias', () => {
  let sa: Session;
  const onServer = async (idPregunta: number) =>
    (
      (await request(server, 'GET', '/api/incidencias.php?estado=abierta', { token: sa.token }))
        .body.incidencias as { id_pregunta: number; username: string | null; motivo: string }[]
    )
      .filter((i) => i.id_pregunta === idPregunta && i.username === user.username)
      .map((i) => i.motivo);

  beforeAll(async () => {
    sa = await loginSuperAdmin(server);
  });

  it('a report queued offline and one made while it is in flight reach the server once each', async () => {
    const [first, second] = await bankQuestions(20, 2);
    if (!first || !second) throw new Error('sin preguntas');
    await reportQuestion(user.id, first.id, 'La respuesta marcada como correcta es la B');
    await drainOffline();
    expect(await onServer(first.id)).toEqual([]);
    await changeWhileInFlight(() => reportQuestion(user.id, second.id, 'Faltan opciones'));
    expect(await onServer(first.id)).toEqual(['La respuesta marcada como correcta es la B']);
    expect(await onServer(second.id)).toEqual(['Faltan opciones']);
  });
});
