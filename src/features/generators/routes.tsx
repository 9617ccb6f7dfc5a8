import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const generatorRoutes: RouteObject[] = [
  {
    path: paths.createTest,
    lazy: async () => ({
      Component: (await import('./components/create-test-page')).CreateTestPage,
    }),
  },
  {
    path: paths.createPsychotechnics,
    lazy: async () => ({
      Component: (await import('./components/create-psychotechnics-page')).CreatePsychotechnicsPage,
    }),
  },
];
