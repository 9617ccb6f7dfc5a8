import { Loader2 } from 'lucide-react';

/** A centred spinner with a visible label, e.g. 'Cargando...'. */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600"
    >
      <Loader2 aria-hidden className="h-8 w-8 animate-spin text-primary" />
      <span>{label}</span>
    </div>
  );
}
