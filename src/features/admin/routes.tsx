import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// This feature's screens. Only lazy loaders belong here: the router imports this file eagerly.
export const adminRoutes: RouteObject[] = [
  {
    path: paths.users,
    lazy: async () => ({
      Component: (await import('./components/users-page')).UsersPage,
    }),
  },
  {
    path: paths.issueReports,
    lazy: async () => ({
      Component: (await import('./components/issue-reports-page')).IssueReportsPage,
    }),
  },
  {
    path: paths.questionReview,
    lazy: async () => ({
      Component: (await import('./components/revision-page')).RevisionPage,
    }),
  },
];
