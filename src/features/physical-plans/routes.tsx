import type { RouteObject } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PlaceholderPage } from '@/app/placeholder-page';
import { PlanAccess } from '@/app/plan-access';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
// Each screen sits inside PlanAccess (spec §6: not for the usuario level).
export const physicalPlanRoutes: RouteObject[] = [
  {
    path: paths.planesFisicos,
    element: (
      <PlanAccess key={paths.planesFisicos} title={'Planes Físicos'}>
        <PlaceholderPage title={'Planes Físicos'} />
      </PlanAccess>
    ),
  },
  {
    path: paths.planFisico,
    element: (
      <PlanAccess key={paths.planFisico} title={'Plan Físico'}>
        <PlaceholderPage title={'Plan Físico'} />
      </PlanAccess>
    ),
  },
];
