import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

/** A multi-select as a list of checkboxes, every option visible. */
export function CheckList({
  legend,
  options,
  selected,
  onChange,
  disabled,
  empty,
}: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  empty: string;
}) {
  const baseId = useId();
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...selected, option] : selected.filter((s) => s !== option));
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {options.map((option, i) => {
            const id = `${baseId}-${i}`;
            return (
              <li key={option} className="flex items-start gap-2">
                <Checkbox
                  id={id}
                  className="mt-0.5"
                  checked={selected.includes(option)}
                  onCheckedChange={(checked) => toggle(option, checked === true)}
                  disabled={disabled}
                />
                <label htmlFor={id} className="text-sm text-slate-700">
                  {option}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
