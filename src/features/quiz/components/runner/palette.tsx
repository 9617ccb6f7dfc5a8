import { Flag, LayoutGrid } from 'lucide-react';
import { memo, useId, useState } from 'react';
import type { Respuestas, TestQuestion } from '@/core/contract';
import { cn } from '@/lib/cn';

/** 'Pregunta 7, en blanco, marcada': what a screen reader says of a palette button. */
export function paletteLabel(n: number, answered: boolean, marked: boolean): string {
  return `Pregunta ${n}, ${answered ? 'respondida' : 'en blanco'}${marked ? ', marcada' : ''}`;
}

const PaletteButton = memo(function PaletteButton({
  n,
  answered,
  marked,
  current,
  disabled,
  onSelect,
}: {
  n: number;
  answered: boolean;
  marked: boolean;
  current: boolean;
  disabled: boolean;
  onSelect: (index: number) => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-label={paletteLabel(n, answered, marked)}
        aria-current={current ? 'step' : undefined}
        disabled={disabled}
        onClick={() => onSelect(n - 1)}
        className={cn(
          'relative flex h-9 w-full items-center justify-center rounded-md border text-sm font-medium tabular-nums',
          answered
            ? 'border-primary bg-primary text-white'
            : 'border-slate-300 bg-white text-slate-800',
          current && 'ring-2 ring-amber-500 ring-offset-1',
          disabled ? 'opacity-40' : 'hover:border-primary',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        )}
      >
        {n}
        {marked && (
          <Flag
            aria-hidden
            className="absolute -top-1.5 -right-1.5 h-4 w-4 fill-amber-400 text-amber-700"
          />
        )}
      </button>
    </li>
  );
});

/**
 * The question palette: a numbered button per question showing answered, blank, marked and the
 * current one; any question opens with a click (in simulación only up to the first one not yet
 * corrected). Collapsed behind a button on a phone, always shown from 768 px.
 */
export const Palette = memo(function Palette({
  questions,
  respuestas,
  marcadas,
  index,
  lastOpen,
  examen,
  onSelect,
}: {
  questions: readonly TestQuestion[];
  respuestas: Respuestas;
  marcadas: readonly number[];
  index: number;
  /** The furthest question that may be opened. */
  lastOpen: number;
  examen: boolean;
  onSelect: (index: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const marked = new Set(marcadas);
  return (
    <nav
      aria-label="Preguntas del test"
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 rounded-md px-1 py-1 text-sm font-medium text-slate-800 md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="flex items-center gap-2">
          <LayoutGrid aria-hidden className="h-4 w-4" />{' '}
          {open ? 'Ocultar preguntas' : 'Ver todas las preguntas'}
        </span>
      </button>
      <div id={panelId} className={cn(open ? 'block' : 'hidden', 'mt-3 md:mt-0 md:block')}>
        <ol className="grid max-h-[60vh] grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-1.5 overflow-y-auto p-1.5">
          {questions.map((q, i) => {
            const chosen = respuestas[String(q.id)];
            return (
              <PaletteButton
                key={q.id}
                n={i + 1}
                answered={chosen !== undefined && chosen !== null}
                marked={marked.has(q.id)}
                current={i === index}
                disabled={i > lastOpen}
                onSelect={onSelect}
              />
            );
          })}
        </ol>
        <ul
          className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600"
          aria-label="Leyenda"
        >
          <li className="flex items-center gap-1">
            <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-primary" /> Respondida
          </li>
          <li className="flex items-center gap-1">
            <span
              aria-hidden
              className="inline-block h-3 w-3 rounded-sm border border-slate-400 bg-white"
            />{' '}
            En blanco
          </li>
          <li className="flex items-center gap-1">
            <Flag aria-hidden className="h-3 w-3 fill-amber-400 text-amber-700" /> Marcada
          </li>
          {!examen && <li>Las siguientes se abren al corregir la actual.</li>}
        </ul>
      </div>
    </nav>
  );
});
