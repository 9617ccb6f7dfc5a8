import { SUBSCALE_CODES } from '../contract/personality';
import type {
  PersonalityAnswers,
  PersonalityDefinition,
  SubscaleCode,
} from '../contract/personality';
import {
  bandFor,
  inconsistencyLevel,
  isPairInconsistent,
  isSociallyDesirable,
  isValidAnswer,
  roundScore,
  scoreItem,
  subscaleScore,
} from './rules';
import type { InconsistencyLevel } from './rules';
import { ALERT_TEXTS, SUBSCALES } from './subscales';
import type { AlertText, Band } from './subscales';

export interface SubscaleResult {
  codigo: SubscaleCode;
  nombre: string;
  descripcion: string;
  /** Mean of the scored answers (after reversal), 1-5. */
  media: number;
  /** Exact 0-100; the band comes from this value. */
  puntuacion: number;
  /**
   * `puntuacion` to one decimal, for display and charts. With fewer than 100 items per
   * subscale no exact score lies within 0.05 below a cut, so this never reads 35.0 or 65.0
   * beside the band below it.
   */
  puntuacionRedondeada: number;
  banda: Band;
  interpretacion: string;
}

export interface FlaggedPair {
  items: [number, number];
  respuestas: [number, number];
  diferencia: number;
}

export interface InconsistencyResult {
  nivel: InconsistencyLevel;
  paresMarcados: FlaggedPair[];
  paresEvaluados: number;
}

export interface PositiveImpressionResult {
  /** Mean of the raw IP answers, or null when the test has no IP items. */
  media: number | null;
  deseabilidad: boolean;
}

export interface PersonalityAlert extends AlertText {
  tipo: 'inconsistencia' | 'deseabilidad';
  nivel: 'alta' | 'limite' | 'aviso';
}

export interface PersonalityProfile {
  version: PersonalityDefinition['version'];
  subescalas: SubscaleResult[];
  inconsistencia: InconsistencyResult;
  impresionPositiva: PositiveImpressionResult;
  alertas: PersonalityAlert[];
}

type Items = PersonalityDefinition['items'];

export function countUnanswered(
  definition: Pick<PersonalityDefinition, 'items'>,
  answers: PersonalityAnswers,
): number {
  return definition.items.filter((item) => !isValidAnswer(answers[item.id])).length;
}

function answerOf(answers: PersonalityAnswers, id: number): number {
  const answer = answers[id];
  if (!isValidAnswer(answer)) throw new RangeError(`Item ${id} has no answer from 1 to 5`);
  return answer;
}

function scoreSubscale(
  codigo: SubscaleCode,
  items: Items,
  answers: PersonalityAnswers,
): SubscaleResult {
  const scored = items.map((item) => scoreItem(item, answerOf(answers, item.id)));
  const puntuacion = subscaleScore(scored);
  const banda = bandFor(puntuacion);
  const info = SUBSCALES[codigo];
  return {
    codigo,
    nombre: info.nombre,
    descripcion: info.descripcion,
    media: scored.reduce((sum, value) => sum + value, 0) / scored.length,
    puntuacion,
    puntuacionRedondeada: roundScore(puntuacion),
    banda,
    interpretacion: info.interpretaciones[banda],
  };
}

function scoreSubscales(items: Items, answers: PersonalityAnswers): SubscaleResult[] {
  return SUBSCALE_CODES.flatMap((codigo) => {
    const own = items.filter((item) => item.factor === codigo);
    return own.length === 0 ? [] : [scoreSubscale(codigo, own, answers)];
  });
}

function checkInconsistency(
  pairs: PersonalityDefinition['pares_inconsistencia'],
  answers: PersonalityAnswers,
): InconsistencyResult {
  const paresMarcados = pairs.flatMap(([a, b]): FlaggedPair[] => {
    const answerA = answerOf(answers, a);
    const answerB = answerOf(answers, b);
    if (!isPairInconsistent(answerA, answerB)) return [];
    return [
      { items: [a, b], respuestas: [answerA, answerB], diferencia: Math.abs(answerA - answerB) },
    ];
  });
  return {
    nivel: inconsistencyLevel(paresMarcados.length),
    paresMarcados,
    paresEvaluados: pairs.length,
  };
}

function checkPositiveImpression(
  items: Items,
  answers: PersonalityAnswers,
): PositiveImpressionResult {
  const raw = items
    .filter((item) => item.factor === 'IP')
    .map((item) => answerOf(answers, item.id));
  if (raw.length === 0) return { media: null, deseabilidad: false };
  const media = raw.reduce((sum, value) => sum + value, 0) / raw.length;
  return { media, deseabilidad: isSociallyDesirable(media) };
}

function alertsFor(
  inconsistencia: InconsistencyResult,
  ip: PositiveImpressionResult,
): PersonalityAlert[] {
  const alerts: PersonalityAlert[] = [];
  const flagged = inconsistencia.paresMarcados.length;
  if (inconsistencia.nivel === 'alta') {
    alerts.push({
      tipo: 'inconsistencia',
      nivel: 'alta',
      ...ALERT_TEXTS.inconsistenciaAlta(flagged),
    });
  } else if (inconsistencia.nivel === 'limite') {
    alerts.push({
      tipo: 'inconsistencia',
      nivel: 'limite',
      ...ALERT_TEXTS.inconsistenciaLimite(flagged),
    });
  }
  if (ip.deseabilidad)
    alerts.push({ tipo: 'deseabilidad', nivel: 'aviso', ...ALERT_TEXTS.deseabilidad() });
  return alerts;
}

/**
 * The profile of a finished test (spec §9). Every item must be answered with 1-5: the screen
 * only finishes when `countUnanswered` is 0, so a missing answer here is a caller's bug and
 * throws a RangeError rather than yielding a profile built on part of the test.
 */
export function scorePersonality(
  definition: PersonalityDefinition,
  answers: PersonalityAnswers,
): PersonalityProfile {
  const subescalas = scoreSubscales(definition.items, answers);
  const inconsistencia = checkInconsistency(definition.pares_inconsistencia, answers);
  const impresionPositiva = checkPositiveImpression(definition.items, answers);
  return {
    version: definition.version,
    subescalas,
    inconsistencia,
    impresionPositiva,
    alertas: alertsFor(inconsistencia, impresionPositiva),
  };
}
