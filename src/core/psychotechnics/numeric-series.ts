import { createRng } from '../random';
import { buildQuestion, nearbyIntegers } from './build-question';
import { formatInt } from './format';
import { lastOf, NUMERIC_SERIES_RULES } from './number-rules';
import type { PsychotechnicGenerator } from './types';

export const TEMA_SERIES_NUMERICAS = 'Psico - Series numéricas';

export const numericSeriesGenerator: PsychotechnicGenerator = {
  id: 'numeric-series',
  tema: TEMA_SERIES_NUMERICAS,
  generate(seed, opciones) {
    const rng = createRng(seed);
    const [rule, shown] = rng.pick(NUMERIC_SERIES_RULES);
    const { values, rule: explanation, wrong } = rule(rng, shown);
    const terms = values.slice(0, -1).map(formatInt).join(', ');
    const answer = lastOf(values);
    return buildQuestion(
      rng,
      {
        tema: TEMA_SERIES_NUMERICAS,
        pregunta: `¿Qué número continúa la serie? ${terms}, …`,
        correcta: formatInt(answer),
        distractores: [...rng.shuffle(wrong), ...nearbyIntegers(answer)]
          .filter((n) => n > 0)
          .map(formatInt),
        explicacion: `${explanation} Por tanto, el número que sigue es el ${formatInt(answer)}.`,
      },
      opciones,
    );
  },
};
