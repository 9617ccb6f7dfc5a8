import { CloudUpload } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * 'Pendiente de sincronizar': something kept on this device that the server has not acknowledged
 * yet. Every feature marks its records with this one badge, so it reads the same everywhere.
 */
export function PendingSyncBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-800',
        className,
      )}
    >
      <CloudUpload aria-hidden className="h-3 w-3" />
      Pendiente de sincronizar
    </span>
  );
}
