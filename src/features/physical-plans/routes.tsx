import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
// A usuario may not start a plan (spec §6): the list page offers no 'Nuevo plan físico' then.
export const physicalPlanRoutes: RouteObject[] = [
  {
    path: paths.physicalPlans,
    lazy: lazyScreen(() => import('./components/plans-page'), 'PhysicalPlansPage'),
  },
  {
    path: paths.physicalPlan,
    lazy: lazyScreen(() => import('./components/plan-detail-page'), 'PhysicalPlanDetailPage'),
  },
];
