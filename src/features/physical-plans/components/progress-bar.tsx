import { progressPercent } from '@/core/plans/physical-weeks';

export function ProgressBar({ ratio, label }: { ratio: number; label: string }) {
  const percent = progressPercent(ratio);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}
