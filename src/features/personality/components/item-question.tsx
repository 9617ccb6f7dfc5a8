import { memo } from 'react';
import type { PersonalityItem } from '@/core/contract';
import { LIKERT_LABELS } from '@/core/personality';
import { cn } from '@/lib/cn';

export const SCALE = [1, 2, 3, 4, 5] as const;

/** The id of an item's radio for a value (the first one takes focus when the item is missing). */
export const radioId = (itemId: number, value: number) => `personalidad-${itemId}-${value}`;

/** One statement answered 1-5: a fieldset of native radios, so arrows and Tab work as usual. */
export const ItemQuestion = memo(function ItemQuestion({
  item,
  answer,
  missing,
  onAnswer,
}: {
  item: PersonalityItem;
  answer: number | undefined;
  /** Shown after a blocked finish: the item still has no answer. */
  missing: boolean;
  onAnswer: (itemId: number, value: number) => void;
}) {
  const name = `personalidad-${item.id}`;
  const hintId = `${name}-pendiente`;
  return (
    <fieldset
      className={cn(
        'rounded-lg border bg-white p-4 shadow-sm',
        missing ? 'border-red-400 ring-1 ring-red-300' : 'border-slate-200',
      )}
      aria-describedby={missing ? hintId : undefined}
    >
      <legend className="float-left mb-3 w-full font-medium text-slate-900">
        <span className="text-slate-500">{item.id}.</span> {item.texto}
      </legend>
      {missing && (
        <p id={hintId} className="clear-left mb-2 text-sm text-red-700">
          Sin responder
        </p>
      )}
      <div className="clear-left grid grid-cols-5 gap-2">
        {SCALE.map((value) => (
          <label
            key={value}
            className={cn(
              'relative flex cursor-pointer flex-col items-center justify-start gap-1 rounded-md border border-slate-300 px-1 py-2 text-center transition-colors',
              'hover:bg-slate-50 has-[input:checked]:border-primary has-[input:checked]:bg-primary has-[input:checked]:text-white',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary',
            )}
          >
            <span aria-hidden className="text-base font-semibold">
              {value}
            </span>
            <span aria-hidden className="hidden text-xs leading-tight sm:block">
              {LIKERT_LABELS[value]}
            </span>
            <input
              type="radio"
              className="absolute inset-0 m-0 h-full w-full scroll-mt-24 scroll-mb-32 cursor-pointer appearance-none opacity-0"
              id={radioId(item.id, value)}
              name={name}
              value={value}
              checked={answer === value}
              onChange={() => onAnswer(item.id, value)}
              aria-label={`${value}: ${LIKERT_LABELS[value]}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
});

/** What 1 to 5 mean, shown once above the statements. */
export function ScaleLegend() {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <p className="mb-2 text-slate-700">
        Indica tu grado de acuerdo con cada afirmación. No hay respuestas buenas ni malas: responde
        con sinceridad, pensando en cómo eres normalmente.
      </p>
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-5">
        {SCALE.map((value) => (
          <li key={value} className="flex items-center gap-2">
            <span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-slate-100 font-semibold">
              {value}
            </span>
            <span>{LIKERT_LABELS[value]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
