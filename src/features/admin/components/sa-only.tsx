import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session/session-store';
import { paths } from '@/config/paths';

/** Users and reports are the super-admin's; anyone else who opens the address is told so. */
export function SaOnly({ children }: { children: ReactNode }) {
  const nivel = useSession((s) => s.user?.nivel);
  if (nivel === 'SA') return children;
  return (
    <Card role="alert" className="flex max-w-xl flex-col items-start gap-3">
      <ShieldAlert aria-hidden className="h-8 w-8 text-amber-500" />
      <h2 className="text-lg font-semibold text-slate-900">
        No tienes permiso para ver esta sección
      </h2>
      <p className="text-sm text-slate-600">Solo el super-administrador puede usar esta sección.</p>
      <Button asChild variant="outline">
        <Link to={paths.home}>Volver al inicio</Link>
      </Button>
    </Card>
  );
}
