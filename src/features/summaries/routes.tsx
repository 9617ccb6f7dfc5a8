import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const summaryRoutes: RouteObject[] = [
  {
    path: paths.summaries,
    lazy: lazyScreen(() => import('./components/summaries-page'), 'SummariesPage'),
  },
  {
    path: paths.summary,
    lazy: lazyScreen(() => import('./components/summary-detail-page'), 'SummaryDetailPage'),
  },
  {
    path: paths.createSummary,
    lazy: lazyScreen(() => import('./components/create-summary-page'), 'CreateSummaryPage'),
  },
];
