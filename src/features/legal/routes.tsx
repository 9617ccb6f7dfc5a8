import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// This feature's screens, open to anyone, outside the app's layout. Only lazy loaders belong here: the router imports this file eagerly.
export const legalRoutes: RouteObject[] = [
  {
    path: paths.privacy,
    lazy: async () => {
      const { PrivacyPolicyPage } = await import('./components/privacy-policy-page');
      return {
        Component: () => (
          <main className="min-h-screen bg-white">
            <PrivacyPolicyPage />
          </main>
        ),
      };
    },
  },
];
