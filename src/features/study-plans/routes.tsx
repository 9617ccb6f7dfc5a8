import type { RouteObject } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PlaceholderPage } from '@/app/placeholder-page';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const studyPlanRoutes: RouteObject[] = [
  {
    path: paths.planesEstudio,
    element: <PlaceholderPage key={paths.planesEstudio} title={'Planes de Estudio'} />,
  },
  {
    path: paths.crearPlanEstudio,
    element: <PlaceholderPage key={paths.crearPlanEstudio} title={'Crear Plan de Estudio'} />,
  },
  {
    path: paths.planEstudio,
    element: <PlaceholderPage key={paths.planEstudio} title={'Plan de Estudio'} />,
  },
];
