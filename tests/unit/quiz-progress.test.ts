// @vitest-environment jsdom
// An unfinished test's saves on the device (fake-indexeddb): a burst of saves is written as the
// first and the newest, the newest always wins, and finishing or deleting the test is never undone
// by a save that was still waiting.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestQuestion } from '../../src/core/contract';
import { db } from '../../src/lib/db/db';
import type { ProgressRecord } from '../../src/lib/db/schema';
import { EXAM_CONFIG } from '../support/exam-config';
import { finishTest } from '../../src/features/quiz/data/finish';
import { deleteProgress, saveProgress } from '../../src/features/quiz/data/progress';

const USER = 7;
const KEY = 'test-1';
const questions: TestQuestion[] = [1, 2, 3].map((id) => ({
  id,
  pregunta: `Pregunta ${id}`,
  respuestas: [1, 2, 3, 4].map((indice) => ({ indice, respuesta: `Opción ${indice}` })),
  correcta_indice: 1,
}));
const config = EXAM_CONFIG;

const save = (actual: number): ProgressRecord => ({
  userId: USER,
  testKey: KEY,
  actual,
  respuestas: { '1': actual % 4 },
  tiempo_restante: 600 - actual,
  preguntas: questions.map((q) => q.id),
  updated_at: 1_000 + actual,
  questions,
  config,
  fecha_inicio: '2026-11-26T10:00:00.000Z',
  marcadas: [],
});

async function progressSaves() {
  const entries = await db.outbox.where('userId').equals(USER).toArray();
  return entries.filter((e) => e.kind === 'progress-save');
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('saving an unfinished test', () => {
  it('writes a burst of saves as the first and the newest, and keeps one queued save for the server', async () => {
    const writes: unknown[] = [];
    const created = (_key: unknown, record: ProgressRecord) => void writes.push(record.actual);
    const updated = (changes: Partial<ProgressRecord>) => void writes.push(changes.actual);
    db.progress.hook('creating', created);
    db.progress.hook('updating', updated);
    try {
      await Promise.all(Array.from({ length: 50 }, (_, i) => saveProgress(save(i))));
    } finally {
      db.progress.hook('creating').unsubscribe(created);
      db.progress.hook('updating').unsubscribe(updated);
    }
    expect(writes).toEqual([0, 49]);
    expect((await db.progress.get([USER, KEY]))?.actual).toBe(49);
    const queued = await progressSaves();
    expect(queued).toHaveLength(1);
    expect((queued[0]?.body as { actual: string }).actual).toBe('49');
  });

  it('a test finished while saves were waiting stays finished', async () => {
    const saving = Array.from({ length: 20 }, (_, i) => saveProgress(save(i)));
    const { uuid } = await finishTest({
      userId: USER,
      testKey: KEY,
      config,
      questions,
      respuestas: { '1': 1 },
      marcadas: [],
      tiempoRestanteS: 500,
      fechaInicio: '2026-11-26T10:00:00.000Z',
      descripcion: 'Proceso',
      penalizacion: 0,
      notaMinima: null,
      timedOut: false,
    });
    await Promise.all(saving);
    expect(await db.progress.get([USER, KEY])).toBeUndefined();
    expect(await db.tests.get(uuid)).toBeDefined();
    const outbox = await db.outbox.where('userId').equals(USER).toArray();
    expect(outbox.at(-1)?.kind).toBe('progress-delete');
  });

  it('a test deleted while saves were waiting stays deleted', async () => {
    const saving = Array.from({ length: 20 }, (_, i) => saveProgress(save(i)));
    await deleteProgress(USER, KEY);
    await Promise.all(saving);
    expect(await db.progress.get([USER, KEY])).toBeUndefined();
    expect(await progressSaves()).toHaveLength(0);
  });
});
