import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PlanAccess } from '@/app/plan-access';
import { Spinner } from '@/components/ui/spinner';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
// Each screen sits inside PlanAccess (spec §6: not for the usuario level).
const PhysicalPlansPage = lazy(async () => ({
  default: (await import('./components/plans-page')).PhysicalPlansPage,
}));
const PhysicalPlanDetailPage = lazy(async () => ({
  default: (await import('./components/plan-detail-page')).PhysicalPlanDetailPage,
}));

function screen(path: string, title: string, page: ReactNode): RouteObject {
  return {
    path,
    element: (
      <PlanAccess key={path} title={title}>
        <Suspense fallback={<Spinner label="Cargando..." />}>{page}</Suspense>
      </PlanAccess>
    ),
  };
}

export const physicalPlanRoutes: RouteObject[] = [
  screen(paths.planesFisicos, 'Planes Físicos', <PhysicalPlansPage />),
  screen(paths.planFisico, 'Plan Físico', <PhysicalPlanDetailPage />),
];
