import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const summaryRoutes: RouteObject[] = [
  {
    path: paths.summaries,
    lazy: async () => ({
      Component: (await import('./components/summaries-page')).SummariesPage,
    }),
  },
  {
    path: paths.summary,
    lazy: async () => ({
      Component: (await import('./components/summary-detail-page')).SummaryDetailPage,
    }),
  },
  {
    path: paths.createSummary,
    lazy: async () => ({
      Component: (await import('./components/create-summary-page')).CreateSummaryPage,
    }),
  },
];
