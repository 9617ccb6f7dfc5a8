import { Outlet, createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { physicalPlanRoutes } from '@/features/physical-plans/routes';
import { studyPlanRoutes } from '@/features/study-plans/routes';
import { summaryRoutes } from '@/features/summaries/routes';
import { paths } from '@/config/paths';
import { RequireAuth, SessionReady } from './guard';
import { RouteError } from './route-error';
import { ScrollMemory } from './scroll-memory';

// Everything behind the login, and the pages few visitors open, load on demand so that the
// first visit to /auth downloads only what it shows.
const lazyTestPage =
  (tipo: 'simulacion' | 'examen', psicotecnico: boolean, title: string) => async () => {
    const { TestPage } = await import('@/features/quiz/components/test-page');
    return { Component: () => <TestPage tipo={tipo} psicotecnico={psicotecnico} title={title} /> };
  };
const lazyHistory = async () => ({
  Component: (await import('@/features/history/components/history-page')).HistoryPage,
});
const lazyDashboard = async () => ({
  Component: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
});
const FEATURE_ROUTES: RouteObject[] = [
  {
    path: paths.profile,
    lazy: async () => ({
      Component: (await import('@/features/account/components/profile-page')).ProfilePage,
    }),
  },
  {
    path: paths.donation,
    lazy: async () => ({
      Component: (await import('@/features/donation/components/donation-page')).DonationPage,
    }),
  },
  {
    path: paths.personality,
    lazy: async () => ({
      Component: (await import('@/features/personality/components/personality-page'))
        .PersonalityPage,
    }),
  },
  {
    path: paths.createTest,
    lazy: async () => ({
      Component: (await import('@/features/generators/components/create-test-page')).CreateTestPage,
    }),
  },
  {
    path: paths.createPsychotechnics,
    lazy: async () => ({
      Component: (await import('@/features/generators/components/create-psychotechnics-page'))
        .CreatePsychotechnicsPage,
    }),
  },
  {
    path: paths.users,
    lazy: async () => ({
      Component: (await import('@/features/admin/components/users-page')).UsersPage,
    }),
  },
  {
    path: paths.issueReports,
    lazy: async () => ({
      Component: (await import('@/features/admin/components/issue-reports-page')).IssueReportsPage,
    }),
  },
  {
    path: paths.questionReview,
    lazy: async () => ({
      Component: (await import('@/features/admin/components/revision-page')).RevisionPage,
    }),
  },
  { path: paths.home, lazy: lazyDashboard },
  { path: paths.history, lazy: lazyHistory },
  {
    path: paths.statistics,
    lazy: async () => ({
      Component: (await import('@/features/stats/components/stats-page')).StatsPage,
    }),
  },
  {
    path: paths.ranking,
    lazy: async () => ({
      Component: (await import('@/features/ranking/components/ranking-page')).RankingPage,
    }),
  },
  {
    path: paths.results,
    lazy: async () => ({
      Component: (await import('@/features/quiz/components/results/results-page')).ResultsPage,
    }),
  },
  { path: paths.test, lazy: lazyTestPage('simulacion', false, 'Iniciar Test') },
  { path: paths.mockExam, lazy: lazyTestPage('examen', false, 'Simulacro') },
  { path: paths.psychotechnicTest, lazy: lazyTestPage('simulacion', true, 'Test Psicotécnico') },
  {
    path: paths.psychotechnicMockExam,
    lazy: lazyTestPage('examen', true, 'Simulacro Psicotécnico'),
  },
];
// The login screen is a chunk of its own too, so a returning user's first screen does not carry
// the login forms (react-hook-form).
const lazyAuth = async () => ({
  Component: (await import('@/features/auth/components/auth-page')).AuthPage,
});
const lazyAppLayout = async () => ({ Component: (await import('./layout/app-layout')).AppLayout });
const lazyResetPassword = async () => ({
  Component: (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
});
const lazyPrivacy = async () => {
  const { PrivacyPolicyPage } = await import('@/features/legal/components/privacy-policy-page');
  return {
    Component: () => (
      <main className="min-h-screen bg-white">
        <PrivacyPolicyPage />
      </main>
    ),
  };
};

/**
 * Every screen: a new one opens at the top, back and forward return to where the user was on it
 *. Not react-router's ScrollRestoration: it restores once, when the route has
 * rendered, before the screen's data has made the page tall enough, so the position was lost.
 */
function Root() {
  return (
    <>
      <ScrollMemory />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SessionReady />,
        children: [
          { path: paths.auth, lazy: lazyAuth },
          { path: paths.resetPassword, lazy: lazyResetPassword },
        ],
      },
      { path: paths.privacy, lazy: lazyPrivacy },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyAppLayout,
            children: [
              ...FEATURE_ROUTES,
              ...summaryRoutes,
              ...studyPlanRoutes,
              ...physicalPlanRoutes,
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the lazy routes that match `location` into the route objects, so the router's first
 * render already has their components: hydrating prerendered HTML needs the same tree at once.
 */
export async function resolveLazyRoutes(location: { pathname: string }): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}
