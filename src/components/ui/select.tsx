import { ChevronDown } from 'lucide-react';
import { Children, isValidElement } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** The text of the <option> whose value is `value`. */
function chosenText(options: ReactNode, value: string): ReactNode {
  for (const child of Children.toArray(options)) {
    if (!isValidElement<{ value?: unknown; children?: ReactNode }>(child)) continue;
    if (String(child.props.value ?? '') === value) return child.props.children;
  }
  return null;
}

/**
 * A native select (the phone's own picker, the keyboard, the form) whose chosen option is shown
 * in full, on several lines when it is long: a closed native select cuts a long process name
 * ('Auxiliar Administrativo del…') at the width of a phone. The select itself lies, transparent,
 * over the text it shows.
 */
export function Select({
  className,
  children,
  value,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> & { value: string | number }) {
  return (
    <div
      className={cn(
        'relative w-full rounded-md border border-slate-300 bg-white text-sm text-slate-900',
        'has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-primary',
        'has-[select:disabled]:opacity-60',
        className,
      )}
    >
      <span
        aria-hidden
        className="block min-h-[2.375rem] py-2.5 pr-9 pl-3 leading-snug [overflow-wrap:anywhere]"
      >
        {chosenText(children, String(value))}
      </span>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <select
        value={value}
        {...props}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
      >
        {children}
      </select>
    </div>
  );
}
