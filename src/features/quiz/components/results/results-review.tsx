import { ChevronDown, Flag } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { letterAt } from '@/core/quiz';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import type { Author } from '../../data/comments';
import type { Estado, ReviewItem } from '../../data/result-view';
import { CommentsCard } from '../comments-card';
import { ProfessorCard } from '../professor-card';
import { QuestionFigure } from '../runner/question-card';

export type ReviewFilter = 'todas' | 'falladas' | 'en_blanco' | 'marcadas';

const MATCHES: Record<ReviewFilter, (item: ReviewItem) => boolean> = {
  todas: () => true,
  falladas: (item) => item.estado === 'fallada',
  en_blanco: (item) => item.estado === 'en_blanco',
  marcadas: (item) => item.marcada,
};

const EMPTY: Record<ReviewFilter, string> = {
  todas: 'Este test no tiene preguntas que mostrar.',
  falladas: 'Sin preguntas falladas.',
  en_blanco: 'Sin preguntas en blanco.',
  marcadas: 'Sin preguntas marcadas.',
};

const ESTADO: Record<Estado, { text: string; className: string }> = {
  acertada: { text: 'Acertada', className: 'bg-green-100 text-green-800' },
  fallada: { text: 'Fallada', className: 'bg-red-100 text-red-800' },
  en_blanco: { text: 'En blanco', className: 'bg-slate-200 text-slate-800' },
};

/** Profesor Virtual and the comments of one question, drawn only when asked for. */
function QuestionHelp({
  item,
  idProceso,
  author,
}: {
  item: ReviewItem;
  idProceso: number;
  author: Author | null;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        <ChevronDown
          aria-hidden
          className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
        />
        {author ? 'Profesor Virtual y comentarios' : 'Profesor Virtual'}
        <span className="sr-only"> de la pregunta {item.n}</span>
      </button>
      {open && (
        <div id={panelId} className="mt-3 space-y-3">
          <ProfessorCard
            question={item.question}
            elegida={item.chosen}
            shown={item.options ?? undefined}
          />
          {author && (
            <CommentsCard idPregunta={item.question.id} idProceso={idProceso} author={author} />
          )}
        </div>
      )}
    </div>
  );
}

const ReviewQuestion = memo(function ReviewQuestion({
  item,
  idProceso,
  author,
}: {
  item: ReviewItem;
  idProceso: number;
  author: Author | null;
}) {
  const headingId = useId();
  const { question, options } = item;
  const estado = ESTADO[item.estado];
  return (
    <li
      className="rounded-lg border [contain-intrinsic-size:auto_16rem] [content-visibility:auto] border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={headingId}
      data-testid="review-item"
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Pregunta {item.n}
        </h3>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', estado.className)}>
          {estado.text}
        </span>
        {item.marcada && (
          <span className="flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            <Flag aria-hidden className="h-3 w-3" /> Marcada
          </span>
        )}
      </div>
      <p className="text-slate-900">{question.pregunta}</p>
      <div className="mt-3">
        <QuestionFigure imagen={question.imagen} n={item.n} />
      </div>
      {options && (
        <ul className="mt-1 space-y-1 text-sm" aria-label="Opciones">
          {options.map((option, position) => {
            const correct = option.indice === question.correcta_indice;
            const chosen = option.indice === item.chosen;
            return (
              <li
                key={option.indice}
                className={cn(
                  'rounded border px-3 py-1.5',
                  correct
                    ? 'border-green-600 bg-green-50 text-green-900'
                    : chosen
                      ? 'border-red-600 bg-red-50 text-red-900'
                      : 'border-slate-200 text-slate-600',
                )}
              >
                <span className="font-semibold">{letterAt(position)}.</span> {option.respuesta}
                {correct && <span className="ml-2 text-xs font-semibold">(correcta)</span>}
                {chosen && <span className="ml-2 text-xs font-semibold">(tu respuesta)</span>}
              </li>
            );
          })}
        </ul>
      )}
      <dl className="mt-3 space-y-1 text-sm">
        <div>
          <dt className="inline font-medium text-slate-600">Tu respuesta: </dt>
          <dd className="inline text-slate-900">{item.userText}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-600">Respuesta correcta: </dt>
          <dd className="inline text-slate-900">{item.correctText}</dd>
        </div>
        {(question.seccion || question.tema) && (
          <div>
            <dt className="inline font-medium text-slate-600">Tema: </dt>
            <dd className="inline text-slate-900">
              {[question.seccion, question.tema].filter(Boolean).join(' · ')}
            </dd>
          </div>
        )}
        {question.fuente && (
          <div>
            <dt className="inline font-medium text-slate-600">Fuente: </dt>
            <dd className="inline text-slate-900">{question.fuente}</dd>
          </div>
        )}
        {question.explicacion && (
          <div>
            <dt className="inline font-medium text-slate-600">Explicación: </dt>
            <dd className="inline text-slate-900">{question.explicacion}</dd>
          </div>
        )}
      </dl>
      {options && <QuestionHelp item={item} idProceso={idProceso} author={author} />}
    </li>
  );
});

/** Every question with the user's answer, the right one, its source, and the four filters. */
export function ResultsReview({
  items,
  idProceso,
  author,
}: {
  items: ReviewItem[];
  idProceso: number;
  author: Author | null;
}) {
  const [filter, setFilter] = useState<ReviewFilter>('todas');
  const listId = useId();
  const shown = items.filter(MATCHES[filter]);
  const count = (f: ReviewFilter) => items.filter(MATCHES[f]).length;
  return (
    <section aria-labelledby={`${listId}-title`} className="space-y-3">
      <h2 id={`${listId}-title`} className="text-xl font-semibold text-slate-900">
        Revisión de las preguntas
      </h2>
      <Tabs value={filter} onValueChange={(v) => setFilter(v as ReviewFilter)}>
        <TabsList aria-label="Qué preguntas ver" controls={listId} className="max-w-2xl">
          <TabsTrigger value="todas">Todas ({count('todas')})</TabsTrigger>
          <TabsTrigger value="falladas">Falladas ({count('falladas')})</TabsTrigger>
          <TabsTrigger value="en_blanco">En blanco ({count('en_blanco')})</TabsTrigger>
          <TabsTrigger value="marcadas">Marcadas ({count('marcadas')})</TabsTrigger>
        </TabsList>
      </Tabs>
      <div id={listId}>
        {shown.length === 0 ? (
          <p className="text-sm text-slate-600">{EMPTY[filter]}</p>
        ) : (
          <ol className="space-y-3">
            {shown.map((item) => (
              <ReviewQuestion
                key={item.question.id}
                item={item}
                idProceso={idProceso}
                author={author}
              />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
