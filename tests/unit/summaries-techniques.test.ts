// The technique dialog's templates (spec §9) and the cards 'Repasar tarjetas' reads from a
// technique, reviewed with the scheduler of 'Repasar falladas'.
import { State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { generateTechnique } from '../../src/core/ai-local';
import { afterReview, deckOf, reviewCard } from '../../src/features/summaries/data/deck';
import type { Schedules } from '../../src/features/summaries/data/deck';
import { parseFlashcards } from '../../src/features/summaries/data/flashcards';
import {
  TEMPLATE_IDS,
  applyTemplate,
  templateText,
} from '../../src/features/summaries/data/templates';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const T0 = Date.parse('2026-03-02T09:00:00Z');
const REVIEWS = 'Repasos espaciados: a los 10 minutos, 1 día, 3 días, 1 semana y 1 mes.';
const CORTES = [
  'Artículo 66. Las Cortes Generales representan al pueblo español y están formadas por el Congreso de los Diputados y el Senado.',
  'Las Cortes Generales ejercen la potestad legislativa del Estado, aprueban sus Presupuestos y controlan la acción del Gobierno.',
  'Artículo 68. El Congreso se compone de un mínimo de 300 y un máximo de 400 Diputados, elegidos por sufragio universal.',
  'La circunscripción electoral es la provincia. Las poblaciones de Ceuta y Melilla estarán representadas cada una de ellas por un Diputado.',
  'Artículo 69. El Senado es la Cámara de representación territorial.',
].join('\n');

describe('templates', () => {
  it('Loci asks for 8 to 12 key ideas, with 8 stations to fill and the spaced reviews', () => {
    const loci = templateText('loci', 'Las Cortes Generales');
    expect(loci).toContain('Las Cortes Generales');
    expect(loci).toContain('entre 8 y 12 ideas clave');
    expect(loci.match(/^Estación \d+ · /gm)).toHaveLength(8);
    expect(loci).toContain(REVIEWS);
  });

  it('Feynman and Acrónimo end with the reviews at 10 minutes, 1 day, 3 days, 1 week and 1 month', () => {
    for (const id of ['feynman', 'acronimo'] as const)
      expect(templateText(id, 'T')).toContain(REVIEWS);
    expect(templateText('acronimo', 'T')).toContain('Acrónimo');
    expect(templateText('feynman', 'T')).toContain('Técnica Feynman');
  });

  it('Flashcards has its own intervals, 2, 4, 7 and 15 days, and empty cards to fill', () => {
    const cards = templateText('flashcards', 'T');
    expect(cards).toContain('Repasa las tarjetas a los 2 días, 4 días, 7 días y 15 días.');
    expect(cards).not.toContain('10 minutos');
    expect(cards.match(/^Pregunta: $/gm)?.length).toBeGreaterThanOrEqual(3);
    expect(parseFlashcards(cards)).toEqual([]);
  });

  it('fills an empty editor and adds itself after what was written', () => {
    for (const id of TEMPLATE_IDS) expect(applyTemplate('  ', id, 'T')).toBe(templateText(id, 'T'));
    expect(applyTemplate('Mis notas\n', 'feynman', 'T')).toBe(
      `Mis notas\n\n${templateText('feynman', 'T')}`,
    );
  });
});

describe('cards of a technique', () => {
  it('reads the filled Flashcards template, answers of several lines included', () => {
    const text = templateText('flashcards', 'Cortes')
      .replace(
        'Pregunta: \nRespuesta: ',
        'Pregunta: ¿Cuántos Diputados?\nRespuesta: Entre 300 y 400.',
      )
      .replace(
        'Pregunta: \nRespuesta: ',
        'Pregunta: ¿Qué es el Senado?\nRespuesta: La Cámara de\nrepresentación territorial.',
      );
    expect(parseFlashcards(text)).toEqual([
      { id: '¿cuántos diputados?', front: '¿Cuántos Diputados?', back: 'Entre 300 y 400.' },
      {
        id: '¿qué es el senado?',
        front: '¿Qué es el Senado?',
        back: 'La Cámara de representación territorial.',
      },
    ]);
  });

  it("reads the local engine's self-test questions, each with its answer", () => {
    const text = generateTechnique({ resumen: CORTES, tema: 'Las Cortes', metodo: 'preguntas' });
    const cards = parseFlashcards(text);
    const numbered = text.match(/^\d+\. /gm)?.length ?? 0;
    expect(numbered).toBeGreaterThan(0);
    expect(cards).toHaveLength(numbered);
    for (const card of cards) {
      expect(card.front.length).toBeGreaterThan(0);
      expect(card.back.length).toBeGreaterThan(0);
      expect(text).toContain(`Respuesta: ${card.back}`);
    }
  });

  it("reads a model's usual layouts: 'P:'/'R:', numbered questions, 'Pregunta 2:'", () => {
    const text = [
      'P: ¿Quién ejerce la potestad legislativa?',
      'R: Las Cortes Generales.',
      '',
      '2) ¿Cuál es la circunscripción electoral?',
      '   Respuesta: La provincia.',
      '',
      'Pregunta 3: ¿Cuántos Diputados tienen Ceuta y Melilla?',
      'Respuesta: Uno cada una.',
      'Una línea suelta sin respuesta.',
    ].join('\n');
    expect(parseFlashcards(text).map((c) => [c.front, c.back])).toEqual([
      ['¿Quién ejerce la potestad legislativa?', 'Las Cortes Generales.'],
      ['¿Cuál es la circunscripción electoral?', 'La provincia.'],
      [
        '¿Cuántos Diputados tienen Ceuta y Melilla?',
        'Uno cada una. Una línea suelta sin respuesta.',
      ],
    ]);
  });

  it('finds nothing in a mind map or a Loci route', () => {
    for (const metodo of ['mapa', 'loci'] as const)
      expect(parseFlashcards(generateTechnique({ resumen: CORTES, tema: 'T', metodo }))).toEqual(
        [],
      );
  });
});

describe('reviewing the cards (same ts-fsrs scheduler as Repasar falladas)', () => {
  const TEXT = 'Pregunta: ¿A?\nRespuesta: a\n\nPregunta: ¿B?\nRespuesta: b';

  it('has every new card due at once', () => {
    const deck = deckOf(TEXT, {}, T0);
    expect(deck.cards.map((c) => c.front)).toEqual(['¿A?', '¿B?']);
    expect(deck.due).toHaveLength(2);
    expect(deck.nextDue).toBeNull();
  });

  it('spaces a card out while it is known and brings it back soon when it is not', () => {
    let card = reviewCard(undefined, true, T0);
    const gaps = [card.due - T0];
    for (let i = 0; i < 4; i++) {
      const now = card.due;
      card = reviewCard(card, true, now);
      gaps.push(card.due - now);
    }
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1] as number);
    expect(gaps.at(-1)).toBeGreaterThanOrEqual(3 * DAY);
    expect(card.state).toBe(State.Review);
    const forgotten = reviewCard(card, false, card.due);
    expect(forgotten.lapses).toBe(1);
    expect(forgotten.due - card.due).toBeLessThan(DAY);
  });

  it('keeps a reviewed card out of the due ones until its date, and drops removed cards', () => {
    let schedules: Schedules = afterReview(TEXT, {}, '¿a?', true, T0);
    const deck = deckOf(TEXT, schedules, T0 + MIN);
    expect(deck.due.map((c) => c.id)).toEqual(['¿b?']);
    expect(deck.nextDue).toBe(schedules['¿a?']?.due);
    schedules = afterReview('Pregunta: ¿B?\nRespuesta: b', schedules, '¿b?', false, T0 + MIN);
    expect(Object.keys(schedules)).toEqual(['¿b?']);
  });
});
