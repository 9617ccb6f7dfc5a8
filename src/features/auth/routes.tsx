import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';

// This feature's screens, open without a session (the router puts them behind SessionReady). Only lazy loaders belong here: the router imports this file eagerly.
// The login screen is a chunk of its own, so a returning user's first screen does not carry the
// login forms (react-hook-form).
export const authRoutes: RouteObject[] = [
  { path: paths.auth, lazy: lazyScreen(() => import('./components/auth-page'), 'AuthPage') },
  {
    path: paths.resetPassword,
    lazy: lazyScreen(() => import('./components/reset-password-page'), 'ResetPasswordPage'),
  },
];
