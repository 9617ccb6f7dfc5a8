import type { ReactNode } from 'react';

export function PageTitle({
  children,
  description,
}: {
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="mb-6 space-y-1">
      <h1 className="text-2xl font-bold text-slate-900">{children}</h1>
      {description && <p className="text-slate-600">{description}</p>}
    </div>
  );
}
