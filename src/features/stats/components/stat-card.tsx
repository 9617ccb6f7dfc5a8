import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

export function StatCard({
  title,
  value,
  icon: Icon,
  hint,
}: {
  title: string;
  value: string;
  icon: LucideIcon;
  hint?: string;
}) {
  return (
    <Card className="p-4" role="group" aria-label={title}>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        <Icon aria-hidden className="h-5 w-5 text-slate-400" />
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </Card>
  );
}
