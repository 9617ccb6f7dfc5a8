import { Link } from 'react-router-dom';
import type { TopicStat } from '@/core/contract';
import { precisionTone, topicTestLink, weakestFirst } from '@/core/stats';
import { TONE_BAR, TONE_TEXT } from './tones';

/** Precision per topic, weakest first, each with a link to a test on it. */
export function TopicPrecision({ topics }: { topics: TopicStat[] }) {
  const list = weakestFirst(topics);
  if (list.length === 0)
    return <p className="text-sm text-slate-600">Aún no hay datos por tema.</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="topic-precision">
      {list.map((t) => {
        const tone = precisionTone(t.precision);
        return (
          <li
            key={`${t.id_proceso}|${t.seccion}|${t.tema}`}
            className="flex flex-wrap items-center gap-3 py-2"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{t.tema}</p>
              <p className="truncate text-xs text-slate-500">
                {t.proceso} · {t.seccion}
              </p>
            </div>
            <div className="flex w-40 items-center gap-2">
              <div className="h-2 flex-1 rounded-full bg-slate-100">
                <div
                  className={`h-2 rounded-full ${TONE_BAR[tone]}`}
                  style={{ width: `${t.precision}%` }}
                />
              </div>
              <span className={`w-10 text-right text-sm font-semibold ${TONE_TEXT[tone]}`}>
                {t.precision}%
              </span>
            </div>
            <span className="w-16 text-right text-xs text-slate-500">
              {t.aciertos}/{t.preguntas}
            </span>
            <Link
              to={topicTestLink(t)}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary"
              aria-label={`Practicar ${t.tema}`}
            >
              Practicar
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
