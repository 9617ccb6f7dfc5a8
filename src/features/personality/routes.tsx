import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const personalityRoutes: RouteObject[] = [
  {
    path: paths.personality,
    lazy: lazyScreen(() => import('./components/personality-page'), 'PersonalityPage'),
  },
];
