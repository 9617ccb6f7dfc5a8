import { CloudOff, Sparkles } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { lastSyncText } from '@/core/stats/cache';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';
import { estadoLabel, roundProgress } from '../logic';

const ESTADO_STYLE: Record<string, string> = {
  activo: 'bg-green-100 text-green-800',
  completado: 'bg-blue-100 text-blue-800',
  pausado: 'bg-amber-100 text-amber-800',
};

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium';

/** The plan's state as a badge (spec §2: status badges). */
export function EstadoBadge({ estado }: { estado: string }) {
  return (
    <span className={cn(badge, ESTADO_STYLE[estado] ?? 'bg-slate-100 text-slate-700')}>
      {estadoLabel(estado)}
    </span>
  );
}

export function IaBadge() {
  return (
    <span className={cn(badge, 'bg-violet-100 text-violet-800')}>
      <Sparkles aria-hidden className="h-3 w-3" /> Con IA
    </span>
  );
}

/** The plan's progress as a bar and a whole percent. */
export function PlanProgress({ progreso, label }: { progreso: string; label?: string }) {
  const value = roundProgress(progreso);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-slate-600">
        <span>{label ?? 'Progreso'}</span>
        <span className="font-medium text-slate-900">{value}%</span>
      </div>
      <ProgressBar percent={value} label={label ?? 'Progreso'} />
    </div>
  );
}

export function DateRange({ from, to }: { from: string; to: string }) {
  return (
    <span>
      {formatDate(from)} - {formatDate(to)}
    </span>
  );
}

/** When the copy shown was last received from the server; offline, said so. */
export function SyncLine({ syncedAt, offline }: { syncedAt: number | null; offline: boolean }) {
  if (offline)
    return (
      <p
        data-testid="sync-line"
        className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
      >
        <CloudOff aria-hidden className="h-4 w-4" /> {lastSyncText(syncedAt, formatDateTime)}
      </p>
    );
  if (syncedAt === null) return null;
  return (
    <p data-testid="sync-line" className="text-xs text-slate-500">
      Última sincronización: {formatDateTime(syncedAt)}
    </p>
  );
}
