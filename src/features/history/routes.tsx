import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const historyRoutes: RouteObject[] = [
  {
    path: paths.history,
    lazy: async () => ({
      Component: (await import('./components/history-page')).HistoryPage,
    }),
  },
];
