import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/session-store';
import { paths } from '@/config/paths';

/** Protected routes: 'Cargando...' while the session loads, /auth when there is none. */
export function RequireAuth() {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Cargando..." />;
  if (status === 'anonymous')
    return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Public pages wait for the session too, so /auth never flashes for a logged-in user. */
export function SessionReady() {
  const status = useSession((s) => s.status);
  if (status === 'loading') return <Spinner label="Cargando..." />;
  return <Outlet />;
}
