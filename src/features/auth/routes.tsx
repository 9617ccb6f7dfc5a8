import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// This feature's screens, open without a session (the router puts them behind SessionReady). Only lazy loaders belong here: the router imports this file eagerly.
// The login screen is a chunk of its own, so a returning user's first screen does not carry the
// login forms (react-hook-form).
export const authRoutes: RouteObject[] = [
  {
    path: paths.auth,
    lazy: async () => ({
      Component: (await import('./components/auth-page')).AuthPage,
    }),
  },
  {
    path: paths.resetPassword,
    lazy: async () => ({
      Component: (await import('./components/reset-password-page')).ResetPasswordPage,
    }),
  },
];
