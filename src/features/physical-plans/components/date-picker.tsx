import { es } from 'react-day-picker/locale';
import { DayPicker } from 'react-day-picker';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { dateOfIso, isoOfDate } from '../logic';
import { formatDate } from '@/lib/format';

/**
 * A date chosen on a calendar (spec §2): Spanish, weeks from Monday, 'Seleccionar' while empty.
 * The calendar opens under the button, inside the dialog, and closes on a choice.
 */
export function DatePicker({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  openAt,
}: {
  id: string;
  value: string;
  onChange: (iso: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** yyyy-MM-dd whose month the calendar opens on while empty (the end opens at the start). */
  openAt?: string;
}) {
  const [open, setOpen] = useState(false);
  const selected = value ? dateOfIso(value) : undefined;
  return (
    <div>
      <Button
        id={id}
        type="button"
        variant="outline"
        className="w-full justify-start font-normal"
        aria-expanded={open}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen((o) => !o)}
      >
        <CalendarDays aria-hidden className="h-4 w-4" />
        {value ? formatDate(value) : 'Seleccionar'}
      </Button>
      {open && (
        <div className="mt-2 rounded-md border border-slate-200 p-2" data-testid="calendar">
          <DayPicker
            mode="single"
            locale={es}
            weekStartsOn={1}
            selected={selected}
            defaultMonth={selected ?? (openAt ? dateOfIso(openAt) : undefined)}
            onSelect={(date) => {
              if (!date) return;
              onChange(isoOfDate(date));
              setOpen(false);
            }}
            classNames={{
              root: 'text-sm',
              months: 'relative',
              month_caption: 'mb-2 flex h-8 items-center justify-center font-semibold capitalize',
              nav: 'absolute inset-x-0 top-0 flex justify-between',
              button_previous:
                'h-8 w-8 rounded hover:bg-slate-100 inline-flex items-center justify-center',
              button_next:
                'h-8 w-8 rounded hover:bg-slate-100 inline-flex items-center justify-center',
              // Seven equal columns of the box's width, never wider than it: in the dialog's
              // half-width column a fixed 2.25 rem per day pushed Sunday out of the box.
              month_grid: 'w-full table-fixed border-collapse',
              weekday: 'p-0 text-xs font-normal text-slate-500',
              day: 'h-9 p-0 text-center',
              day_button:
                'mx-auto flex h-9 w-full max-w-9 items-center justify-center rounded hover:bg-slate-100',
              selected: '[&>button]:bg-primary [&>button]:text-white',
              today: 'font-bold text-primary',
              outside: 'text-slate-400',
            }}
          />
        </div>
      )}
    </div>
  );
}
