import { FileLock2, LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { revokeSession } from '@/features/auth/data/auth-api';
import type { SessionUser } from '@/lib/session/storage';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { paths } from '../paths';
import { NIVEL_LABEL } from './nav-items';

export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);

  const logout = () => {
    void revokeSession();
    signOut();
    toast.success('Sesión cerrada', 'Has cerrado sesión correctamente');
    void navigate(paths.auth, { replace: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={`Menú de usuario de ${user.username}`}>
          <span
            aria-hidden
            className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-xs font-semibold uppercase text-white"
          >
            {user.username.slice(0, 2)}
          </span>
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{user.username}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <p className="truncate text-sm font-semibold text-slate-900">{user.username}</p>
          <p className="text-xs text-slate-500">{NIVEL_LABEL[user.nivel]}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.profile)}>
          <UserRound aria-hidden className="h-4 w-4" /> Mi Perfil
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(paths.privacy)}>
          <FileLock2 aria-hidden className="h-4 w-4" /> Políticas de Privacidad
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logout} className="text-red-700">
          <LogOut aria-hidden className="h-4 w-4" /> Cerrar Sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
