import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { PLANS_NOT_FOR_USUARIO, canStartPlans } from '@/core/contract/base';
import { useSession } from '@/lib/session/session-store';
import { paths } from '@/config/paths';

/**
 * Spec §6 flags the study and physical plans 'not for the usuario level': a usuario starts no
 * new plan, so the creation screen says why instead, as the server answers 403 to that level.
 * The plans a usuario already has stay open to them (README, plans and levels).
 */
export function PlanCreationAccess({ title, children }: { title: string; children: ReactNode }) {
  const nivel = useSession((state) => state.user?.nivel);
  if (!nivel || canStartPlans(nivel)) return children;
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
        {PLANS_NOT_FOR_USUARIO}
      </p>
      <Link to={paths.home} className="mt-4 inline-block text-blue-700 underline">
        Volver al inicio
      </Link>
    </section>
  );
}
