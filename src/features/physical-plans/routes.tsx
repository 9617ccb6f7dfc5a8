import type { RouteObject } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PlaceholderPage } from '@/app/placeholder-page';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const physicalPlanRoutes: RouteObject[] = [
  {
    path: paths.planesFisicos,
    element: <PlaceholderPage key={paths.planesFisicos} title={'Planes Físicos'} />,
  },
  {
    path: paths.planFisico,
    element: <PlaceholderPage key={paths.planFisico} title={'Plan Físico'} />,
  },
];
