import { CloudOff } from 'lucide-react';
import { SUM_MSG } from '../messages';

/** 'Pendiente de sincronizar': a summary (or its technique) the server does not have yet. */
export function PendingBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      <CloudOff aria-hidden className="h-3 w-3" />
      {SUM_MSG.pending}
    </span>
  );
}
