import { CloudUpload } from 'lucide-react';

export function PendingBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
      <CloudUpload aria-hidden className="mr-1 h-3 w-3" />
      Pendiente de sincronizar
    </span>
  );
}
