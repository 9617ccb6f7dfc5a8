// Every schema upgrade of the local database, run on data of the version before it.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { indexEntries } from '../../src/core/quiz';
import { OpositorDb } from '../../src/lib/db/db';

const V1_STORES = {
  procesos: 'id',
  questions: 'id, idProceso, [idProceso+seccion], [idProceso+tema]',
  bankMeta: 'idProceso',
  progress: '[userId+testKey], userId',
  tests: 'uuid, userId, serverId, [userId+finishedAt]',
  personality: '[userId+version], userId',
  summaries: 'id, userId',
  studyPlans: 'id, userId',
  physicalPlans: 'id, userId',
  comments: 'id, idPregunta',
  outbox: '++seq, userId, nextAttemptAt',
  deadLetters: '++id, userId',
};

const question = (id: number, seccion: string, tema: string) => ({
  id,
  idProceso: 1,
  seccion,
  tema,
  pregunta: `P${id}`,
  respuestas: [1, 2, 3, 4].map((indice) => ({ indice, respuesta: `R${indice}` })),
  correcta_indice: 1,
  fuente: null,
});

/** A local database as version 4 of the app left it. */
async function openVersion4(name: string): Promise<Dexie> {
  const v4 = new Dexie(name);
  v4.version(4).stores({
    ...V1_STORES,
    questions: 'id, idProceso',
    personalityProfiles: 'uuid, userId, [userId+finishedAt]',
    reviewCards: '[userId+questionId], userId, [userId+due]',
    results: 'uuid, userId',
  });
  await v4.open();
  return v4;
}

describe('local database upgrades', () => {
  it('1 → 5 builds the bank index from the kept questions, adds the results and local ids tables and keeps everything else', async () => {
    const name = `upgrade-${Date.now()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(V1_STORES);
    await v1.open();
    await v1
      .table('questions')
      .bulkAdd([question(1, 'A', 'T1'), question(2, 'A', 'T2'), question(3, 'B', 'T3')]);
    await v1
      .table('bankMeta')
      .put({ idProceso: 1, version: 4, etag: '"bank-1-v4"', count: 3, downloadedAt: 5 });
    await v1.table('outbox').add({
      userId: 7,
      kind: 'finished-test',
      label: 'x',
      body: {},
      attempts: 0,
      nextAttemptAt: 0,
    });
    v1.close();

    const v2 = new OpositorDb(name);
    await v2.open();
    expect(v2.verno).toBe(5);
    // Version 4 keeps the results screens' records, 5 the server ids of records created here;
    // nothing to carry over.
    expect(await v2.results.count()).toBe(0);
    expect(await v2.localIds.count()).toBe(0);
    const meta = await v2.bankMeta.get(1);
    expect(meta).toMatchObject({ version: 4, etag: '"bank-1-v4"', count: 3 });
    expect(indexEntries(meta!.index)).toEqual([
      { id: 1, seccion: 'A', tema: 'T1' },
      { id: 2, seccion: 'A', tema: 'T2' },
      { id: 3, seccion: 'B', tema: 'T3' },
    ]);
    expect(await v2.questions.where('idProceso').equals(1).count()).toBe(3);
    expect(await v2.outbox.count()).toBe(1);
    v2.close();
  });

  it('4 → 5 queues, under the local id, a change made to a record while its create was on its way', async () => {
    const name = `upgrade-5-${Date.now()}`;
    const v4 = await openVersion4(name);
    const entry = (kind: string, path: string, body: unknown, sent: object) => ({
      userId: 7,
      kind,
      label: kind,
      method: 'POST',
      path,
      body,
      encoding: 'json',
      idempotencyKey: `clave-${path}-${kind}`,
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      ...sent,
    });
    const form = {
      titulo: 'Plan',
      tipo_prueba: 'PN',
      descripcion: '',
      fecha_inicio: '2027-01-01',
      fecha_fin: '2027-01-31',
    };
    await v4.table('outbox').bulkAdd([
      entry('comment-add', 'comentarios.php', { comentario: 'antes' }, { attempts: 1 }),
      entry(
        'physical-plan-write',
        'planes_fisicos.php?action=crear',
        { uuid: 'a', ...form },
        {
          inFlight: true,
        },
      ),
      entry('physical-plan-write', 'planes_fisicos.php?action=crear', { uuid: 'b', ...form }, {}),
    ]);
    // The comment was edited, plan 'a' is not kept (deleted, or forgotten at logout: no delete
    // is queued, so a plan the user kept is never lost) and plan 'b' edited (its create never
    // sent, so the edit rode on it).
    await v4.table('comments').add({
      id: 'local-clave-comentarios.php-comment-add',
      idPregunta: 1,
      data: { comentario: 'después' },
      pending: true,
    });
    await v4
      .table('physicalPlans')
      .add({ id: 'local-b', userId: 7, data: { plan: { ...form, titulo: 'Otro' } }, updatedAt: 1 });
    v4.close();

    const v5 = new OpositorDb(name);
    await v5.open();
    const queued = await v5.outbox.orderBy('seq').toArray();
    expect(queued.slice(3).map((e) => [e.kind, e.method, e.path, e.body])).toEqual([
      [
        'comment-edit',
        'PUT',
        'comentarios.php',
        { id: 'local-clave-comentarios.php-comment-add', comentario: 'después' },
      ],
    ]);
    v5.close();
  });

  it('4 → 5 gives a technique edit queued or refused before its summary was numbered the summary’s local id', async () => {
    const name = `upgrade-techniques-${Date.now()}`;
    const v4 = await openVersion4(name);
    const technique = (key: string, body: object) => ({
      userId: 7,
      kind: 'summary-technique',
      label: 'Técnica de estudio',
      method: 'POST',
      path: 'tecnica_resumen.php',
      body,
      encoding: 'json',
      idempotencyKey: key,
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    });
    await v4
      .table('outbox')
      .bulkAdd([
        technique('t', { resumen_id: null, tecnica: 'T', uuid: 's' }),
        technique('u', { resumen_id: 9, tecnica: 'U', uuid: 's9' }),
      ]);
    await v4.table('deadLetters').add({
      ...technique('v', { resumen_id: null, tecnica: 'V', uuid: 'r' }),
      seq: 1,
      status: 400,
      error: 'x',
      failedAt: 1,
    });
    v4.close();

    const v5 = new OpositorDb(name);
    await v5.open();
    expect((await v5.outbox.orderBy('seq').toArray()).map((e) => e.body)).toEqual([
      { resumen_id: 'local-s', tecnica: 'T', uuid: 's' },
      { resumen_id: 9, tecnica: 'U', uuid: 's9' },
    ]);
    expect((await v5.deadLetters.toArray()).map((e) => e.body)).toEqual([
      { resumen_id: 'local-r', tecnica: 'V', uuid: 'r' },
    ]);
    v5.close();
  });
});
