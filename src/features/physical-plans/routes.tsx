import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
// A usuario may not start a plan (spec §6): the list page offers no 'Nuevo plan físico' then.
const PhysicalPlansPage = lazy(async () => ({
  default: (await import('./components/plans-page')).PhysicalPlansPage,
}));
const PhysicalPlanDetailPage = lazy(async () => ({
  default: (await import('./components/plan-detail-page')).PhysicalPlanDetailPage,
}));

function screen(path: string, page: ReactNode): RouteObject {
  return {
    path,
    element: <Suspense fallback={<Spinner label="Cargando..." />}>{page}</Suspense>,
  };
}

export const physicalPlanRoutes: RouteObject[] = [
  screen(paths.physicalPlans, <PhysicalPlansPage />),
  screen(paths.physicalPlan, <PhysicalPlanDetailPage />),
];
