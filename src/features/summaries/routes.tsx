import type { RouteObject } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PlaceholderPage } from '@/app/placeholder-page';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const summaryRoutes: RouteObject[] = [
  {
    path: paths.resumenes,
    element: <PlaceholderPage key={paths.resumenes} title={'Mis Resúmenes'} />,
  },
  { path: paths.resumen, element: <PlaceholderPage key={paths.resumen} title={'Resumen'} /> },
  {
    path: paths.crearResumen,
    element: <PlaceholderPage key={paths.crearResumen} title={'Crear Resumen'} />,
  },
];
