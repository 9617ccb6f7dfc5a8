import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const rankingRoutes: RouteObject[] = [
  {
    path: paths.ranking,
    lazy: async () => ({
      Component: (await import('./components/ranking-page')).RankingPage,
    }),
  },
];
