import { Outlet, createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '@/features/account/routes';
import { adminRoutes } from '@/features/admin/routes';
import { authRoutes } from '@/features/auth/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { donationRoutes } from '@/features/donation/routes';
import { generatorRoutes } from '@/features/generators/routes';
import { historyRoutes } from '@/features/history/routes';
import { legalRoutes } from '@/features/legal/routes';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { personalityRoutes } from '@/features/personality/routes';
import { physicalPlanRoutes } from '@/features/physical-plans/routes';
import { quizRoutes } from '@/features/quiz/routes';
import { rankingRoutes } from '@/features/ranking/routes';
import { statsRoutes } from '@/features/stats/routes';
import { studyPlanRoutes } from '@/features/study-plans/routes';
import { summaryRoutes } from '@/features/summaries/routes';
import { RequireAuth, SessionReady } from './guard';
import { RouteError } from './route-error';
import { ScrollMemory } from './scroll-memory';

// Each feature exports its screens' routes, all loaded on demand: the first visit to /auth
// downloads only what it shows.
const lazyAppLayout = async () => ({ Component: (await import('./layout/app-layout')).AppLayout });

/**
 * Every screen: a new one opens at the top, and back and forward return to where the user was on
 * it. Not react-router's ScrollRestoration: it restores once, when the route has rendered,
 * before the screen's data has made the page tall enough, so the position was lost.
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
        children: authRoutes,
      },
      ...legalRoutes,
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyAppLayout,
            children: [
              ...dashboardRoutes,
              ...quizRoutes,
              ...historyRoutes,
              ...statsRoutes,
              ...rankingRoutes,
              ...personalityRoutes,
              ...summaryRoutes,
              ...studyPlanRoutes,
              ...physicalPlanRoutes,
              ...accountRoutes,
              ...donationRoutes,
              ...generatorRoutes,
              ...adminRoutes,
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
