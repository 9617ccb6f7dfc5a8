import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const generatorRoutes: RouteObject[] = [
  {
    path: paths.createTest,
    lazy: lazyScreen(() => import('./components/create-test-page'), 'CreateTestPage'),
  },
  {
    path: paths.createPsychotechnics,
    lazy: lazyScreen(
      () => import('./components/create-psychotechnics-page'),
      'CreatePsychotechnicsPage',
    ),
  },
];
