import type { RouteObject } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PlaceholderPage } from '@/app/placeholder-page';
import { PlanAccess } from '@/app/plan-access';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
// Each screen sits inside PlanAccess (spec §6: not for the usuario level).
export const studyPlanRoutes: RouteObject[] = [
  {
    path: paths.planesEstudio,
    element: (
      <PlanAccess key={paths.planesEstudio} title={'Planes de Estudio'}>
        <PlaceholderPage title={'Planes de Estudio'} />
      </PlanAccess>
    ),
  },
  {
    path: paths.crearPlanEstudio,
    element: (
      <PlanAccess key={paths.crearPlanEstudio} title={'Crear Plan de Estudio'}>
        <PlaceholderPage title={'Crear Plan de Estudio'} />
      </PlanAccess>
    ),
  },
  {
    path: paths.planEstudio,
    element: (
      <PlanAccess key={paths.planEstudio} title={'Plan de Estudio'}>
        <PlaceholderPage title={'Plan de Estudio'} />
      </PlanAccess>
    ),
  },
];
