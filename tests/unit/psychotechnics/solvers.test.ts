import { describe, expect, it } from 'vitest';
import { drawSeries } from '../../../src/core/psychotechnics/figures';
import type { Figure, Fill } from '../../../src/core/psychotechnics/figures';
import { SOLVERS } from './solvers';
import type { SeenQuestion } from './solvers';

/** The options the solver accepts for a hand-written question. */
function accepted(
  id: string,
  pregunta: string,
  respuestas: readonly string[],
  imagen?: string,
): string[] {
  const solver = SOLVERS[id];
  if (!solver) throw new Error(`No solver ${id}`);
  const question: SeenQuestion = { pregunta, respuestas, imagen };
  return respuestas.filter(solver(question));
}

const ALPHABET = 'Según el abecedario español de 27 letras (con la Ñ, sin CH ni LL),';
const CODE =
  'En un código basado en el abecedario español de 27 letras (con la Ñ, sin CH ni LL), en el que después de la Z se vuelve a la A,';

// The property tests trust these solvers, so each is shown here to accept only the right answer
// and to refuse questions with no answer or with two.
describe('independent solvers on hand-written questions', () => {
  it('numeric series: finds the rule and refuses a series with none', () => {
    expect(
      accepted('numeric-series', '¿Qué número continúa la serie? 3, 6, 12, 24, 48, …', [
        '96',
        '72',
        '60',
        '97',
      ]),
    ).toEqual(['96']);
    expect(
      accepted('numeric-series', '¿Qué número continúa la serie? 2, 4, 6, 12, 14, 28, …', [
        '30',
        '56',
        '42',
        '29',
      ]),
    ).toEqual(['30']);
    expect(
      accepted('numeric-series', '¿Qué número continúa la serie? 2, 3, 5, 8, 13, 21, 34, …', [
        '55',
        '47',
        '68',
        '54',
      ]),
    ).toEqual(['55']);
    expect(() =>
      accepted('numeric-series', '¿Qué número continúa la serie? 1, 2, 4, 7, 11, 17, …', ['23']),
    ).toThrow(/0 answers/);
  });

  it('letter series: counts the Ñ', () => {
    expect(
      accepted('letter-series', `${ALPHABET} ¿qué letra continúa la serie? J, K, L, M, N, …`, [
        'Ñ',
        'O',
        'P',
        'M',
      ]),
    ).toEqual(['Ñ']);
    expect(() =>
      accepted('letter-series', '¿Qué letra continúa la serie? J, K, L, M, N, …', ['Ñ']),
    ).toThrow(/alphabet/);
  });

  it('alphanumeric series: solves letters and numbers apart', () => {
    expect(
      accepted(
        'alphanumeric-series',
        `${ALPHABET} ¿qué término continúa la serie? A3, C6, E9, G12, I15, …`,
        ['K18', 'J18', 'K17', 'L18'],
      ),
    ).toEqual(['K18']);
  });

  it('number analogies: needs the third pair to agree', () => {
    expect(
      accepted(
        'number-analogies',
        'En las parejas 3 → 10, 5 → 26 y 8 → 65 se aplica la misma regla. ¿Qué número corresponde a 6?',
        ['37', '36', '38', '20'],
      ),
    ).toEqual(['37']);
    expect(() =>
      accepted(
        'number-analogies',
        'En las parejas 3 → 10, 5 → 26 y 8 → 60 se aplica la misma regla. ¿Qué número corresponde a 6?',
        ['37'],
      ),
    ).toThrow(/0 answers/);
  });

  it('odd one out: refuses a set where two numbers can be argued odd', () => {
    const numbers = (...items: string[]) =>
      accepted(
        'odd-one-out',
        `¿Qué número no guarda relación con los demás: ${items.slice(0, 3).join(', ')} o ${items[3]}?`,
        items,
      );
    expect(numbers('14', '28', '42', '9')).toEqual(['9']);
    // 25 is no multiple of 7, but 14 is the only even number and 21 the only multiple of 3.
    expect(() => numbers('14', '21', '35', '25')).toThrow(/3 odd numbers/);
    const pairs = ['3 → 9', '4 → 16', '5 → 24', '6 → 36'];
    const pregunta = `¿Qué pareja no sigue la misma regla que las demás: ${pairs.slice(0, 3).join(', ')} o ${pairs[3]}?`;
    expect(accepted('odd-one-out', pregunta, pairs)).toEqual(['5 → 24']);
    expect(() =>
      accepted('odd-one-out', pregunta, ['3 → 9', '4 → 16', '5 → 25', '6 → 36']),
    ).toThrow(/not the items/);
  });

  it('coding: uses the 27-letter alphabet, round from Z to A', () => {
    expect(
      accepted('coding', `${CODE} LUNA se escribe MVÑB. ¿Cómo se escribe MANO?`, [
        'NBÑP',
        'NBOP',
        'NBÑO',
        'LZMÑ',
      ]),
    ).toEqual(['NBÑP']);
    expect(
      accepted('coding', `${CODE} ZAPATO se escribe ABQBUP. ¿Qué palabra se escribe DBTB?`, [
        'CASA',
        'MESA',
        'PATO',
        'LUNA',
      ]),
    ).toEqual(['CASA']);
  });

  it('word problems and percentages: recompute from the numbers in the text', () => {
    expect(
      accepted(
        'arithmetic-problems',
        'Un grifo llena un depósito en 6 horas y otro lo llena en 3 horas. Si se abren los dos a la vez, ¿cuánto tardarán en llenarlo?',
        ['2 h', '4 h 30 min', '9 h', '3 h'],
      ),
    ).toEqual(['2 h']);
    expect(
      accepted(
        'percentages-rule-of-three',
        'Un producto cuesta 80 €. Su precio sube un 25 % y, después, el nuevo precio baja un 20 %. ¿Cuánto cuesta al final?',
        ['80,00 €', '84,00 €', '100,00 €', '64,00 €'],
      ),
    ).toEqual(['80,00 €']);
  });

  it('calendars: checks the stated weekday against the real calendar', () => {
    expect(
      accepted(
        'calendars-clocks',
        'Si el 1 de enero de 2025 es miércoles, ¿qué día de la semana será el 1 de marzo de 2025?',
        ['sábado', 'viernes', 'domingo', 'jueves'],
      ),
    ).toEqual(['sábado']);
    expect(() =>
      accepted(
        'calendars-clocks',
        'Si el 1 de enero de 2025 es lunes, ¿qué día de la semana será el 1 de marzo de 2025?',
        ['jueves'],
      ),
    ).toThrow(/False premise/);
    expect(
      accepted(
        'calendars-clocks',
        '¿Qué ángulo menor forman las agujas de un reloj analógico cuando son las 3:30?',
        ['75°', '90°', '285°', '80°'],
      ),
    ).toEqual(['75°']);
  });

  it('attention: counts again', () => {
    expect(
      accepted('attention', '¿Cuántas veces aparece «b» en la siguiente secuencia? bdpqb dbqpd', [
        '3',
        '4',
        '2',
        '5',
      ]),
    ).toEqual(['3']);
    expect(
      accepted(
        'attention',
        'Comparando las dos filas carácter a carácter, ¿en cuántas posiciones no coinciden? Fila 1: AB12CD. Fila 2: AB13CE.',
        ['1', '2', '3', '0'],
      ),
    ).toEqual(['2']);
  });

  it('figure series: reads the drawn panels and refuses a series that follows no rule', () => {
    const arrow = (angle: number, fill: Fill = 'blanco'): Figure => ({
      kind: 'flecha',
      angle,
      fill,
    });
    const options = ['Figura A', 'Figura B', 'Figura C'];
    const draw = (serie: Figure[]) =>
      drawSeries({
        serie,
        opciones: [arrow(0), arrow(90), arrow(0, 'negro')].map((figura, i) => ({
          letra: 'ABC'[i] ?? '',
          figura,
        })),
      });
    const pregunta = '¿Qué figura continúa la serie? Serie: …';
    const turning = [arrow(0), arrow(90), arrow(180), arrow(270)];
    expect(accepted('figure-series', pregunta, options, draw(turning))).toEqual(['Figura A']);
    const blinking = [arrow(0, 'negro'), arrow(90), arrow(180, 'negro'), arrow(270)];
    expect(accepted('figure-series', pregunta, options, draw(blinking))).toEqual(['Figura C']);
    expect(() =>
      accepted(
        'figure-series',
        pregunta,
        options,
        draw([arrow(0), arrow(90), arrow(0), arrow(270)]),
      ),
    ).toThrow(/No progression/);
  });
});
