// 'Repasar falladas': the scheduling glue on ts-fsrs, and the deck in Dexie (fake-indexeddb).
import 'fake-indexeddb/auto';
import { State } from 'ts-fsrs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Pregunta } from '../../src/core/contract';
import { db } from '../../src/lib/db/db';
import {
  afterAnswer,
  dueCount,
  dueReviewTest,
  recordAnswer,
  recordAnswers,
} from '../../src/lib/review';
import type { StoredCard } from '../../src/lib/review';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const T0 = Date.parse('2026-03-02T09:00:00Z');

const question = (id: number, correcta = 2): Pregunta => ({
  id,
  pregunta: `Pregunta ${id}`,
  respuestas: [1, 2, 3, 4].map((indice) => ({ indice, respuesta: `Opción ${indice}` })),
  correcta_indice: correcta,
});

describe('afterAnswer, the schedule of one question', () => {
  it('puts a question in the deck the first time it is failed, due at once', () => {
    const card = afterAnswer(null, false, T0);
    expect(card).toMatchObject({ due: T0, state: State.New, reps: 0, lapses: 0 });
  });

  it('leaves alone a question never failed, and any unanswered one', () => {
    expect(afterAnswer(null, true, T0)).toBeNull();
    expect(afterAnswer(null, null, T0)).toBeNull();
    const card = afterAnswer(null, false, T0) as StoredCard;
    expect(afterAnswer(card, null, T0 + MIN)).toBeNull();
  });

  it('spaces the reviews out as the answers keep being right', () => {
    let card = afterAnswer(null, false, T0) as StoredCard;
    const gaps: number[] = [];
    for (let i = 0; i < 5; i++) {
      const now = card.due;
      card = afterAnswer(card, true, now) as StoredCard;
      gaps.push(card.due - now);
    }
    // Learning steps first (minutes), then days, each gap longer than the one before.
    expect(gaps[0]).toBeLessThan(DAY);
    expect(gaps.at(-1)).toBeGreaterThanOrEqual(3 * DAY);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1] as number);
    expect(card.state).toBe(State.Review);
    expect(card.reps).toBe(5);
  });

  it('brings a forgotten question back soon and counts the lapse', () => {
    let card = afterAnswer(null, false, T0) as StoredCard;
    for (let i = 0; i < 4; i++) card = afterAnswer(card, true, card.due) as StoredCard;
    const longGap = card.scheduled_days;
    const now = card.due;
    card = afterAnswer(card, false, now) as StoredCard;
    expect(card.state).toBe(State.Relearning);
    expect(card.lapses).toBe(1);
    expect(card.due - now).toBeLessThan(DAY);
    expect(longGap).toBeGreaterThanOrEqual(1);
  });

  it('gives the same dates for the same answers', () => {
    const run = () => {
      let card = afterAnswer(null, false, T0) as StoredCard;
      for (const right of [true, false, true, true])
        card = afterAnswer(card, right, card.due + 5 * MIN) as StoredCard;
      return card;
    };
    expect(run()).toEqual(run());
  });
});

describe('the deck on the device', () => {
  const USER = 7;
  beforeEach(async () => {
    await db.reviewCards.clear();
    await db.questions.clear();
  });

  it('counts the failed questions of a user that are due, and builds the review test from them', async () => {
    await recordAnswer(USER, 1, question(101), 1, T0); // wrong
    await recordAnswer(USER, 1, question(102), 2, T0); // right: not in the deck
    await recordAnswer(USER, 2, question(103), 4, T0 + MIN); // wrong, another process
    await recordAnswer(USER, 1, question(104), null, T0); // unanswered: not in the deck
    await recordAnswer(USER + 1, 1, question(105), 1, T0); // another user
    expect(await dueCount(USER, T0 + MIN)).toBe(2);
    expect(await dueCount(USER, T0)).toBe(1);

    const review = await dueReviewTest(USER, 50, T0 + MIN);
    expect(review.questions.map((q) => q.id)).toEqual([101, 103]);
    expect(review.procesoOf).toEqual({ 101: 1, 103: 2 });
    expect(review.questions[0]).toEqual(question(101));
  });

  it("records a whole examen's answers at once as answering them one by one would", async () => {
    await recordAnswer(USER, 1, question(401), 1, T0); // already in the deck: rescheduled below
    const answers = [
      { question: question(401), idProceso: 1, chosen: 2 }, // right now
      { question: question(402), idProceso: 1, chosen: 1 }, // wrong: enters the deck
      { question: question(403), idProceso: 2, chosen: 2 }, // right: stays out
      { question: question(404), idProceso: 2, chosen: null }, // blank: stays out
      { question: question(405), idProceso: 2, chosen: 3 }, // wrong, another process
    ];
    const later = T0 + 2 * MIN;
    await recordAnswers(USER, answers, later);
    const batched = await db.reviewCards.where('userId').equals(USER).toArray();
    await db.reviewCards.clear();
    await recordAnswer(USER, 1, question(401), 1, T0);
    for (const a of answers) await recordAnswer(USER, a.idProceso, a.question, a.chosen, later);
    const oneByOne = await db.reviewCards.where('userId').equals(USER).toArray();
    expect(batched.map((c) => c.questionId).sort()).toEqual([401, 402, 405]);
    expect(batched).toEqual(oneByOne);
    expect((await dueReviewTest(USER, 50, later)).procesoOf).toEqual({ 402: 1, 405: 2 });
  });

  it('answering in the review reschedules each card: right ones leave the due list, wrong ones stay soon', async () => {
    await recordAnswer(USER, 1, question(201), 1, T0);
    await recordAnswer(USER, 1, question(202), 1, T0);
    const now = T0 + 2 * MIN;
    await recordAnswer(USER, 1, question(201), 2, now); // right
    await recordAnswer(USER, 1, question(202), 3, now); // wrong again
    expect(await dueCount(USER, now)).toBe(0);
    expect(await dueCount(USER, now + 2 * MIN)).toBe(1);
    expect((await dueReviewTest(USER, 50, now + 2 * MIN)).questions.map((q) => q.id)).toEqual([
      202,
    ]);
    expect(await dueCount(USER, now + DAY)).toBe(2);
  });

  it('takes the longest overdue first, at most the limit, and the bank’s current text when kept', async () => {
    for (let i = 0; i < 5; i++)
      await recordAnswer(USER, 1, question(300 + i), 1, T0 + (5 - i) * MIN);
    await db.questions.put({
      ...question(304),
      pregunta: 'Pregunta 304 corregida',
      seccion: 'S',
      tema: 'T',
      fuente: null,
      explicacion: null,
      imagen: null,
      idProceso: 1,
    });
    const review = await dueReviewTest(USER, 3, T0 + DAY);
    expect(review.questions.map((q) => q.id)).toEqual([304, 303, 302]);
    expect(review.questions[0]?.pregunta).toBe('Pregunta 304 corregida');
  });
});
