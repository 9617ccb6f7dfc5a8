import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const adminRoutes: RouteObject[] = [
  { path: paths.users, lazy: lazyScreen(() => import('./components/users-page'), 'UsersPage') },
  {
    path: paths.issueReports,
    lazy: lazyScreen(() => import('./components/issue-reports-page'), 'IssueReportsPage'),
  },
  {
    path: paths.questionReview,
    lazy: lazyScreen(() => import('./components/revision-page'), 'RevisionPage'),
  },
];
