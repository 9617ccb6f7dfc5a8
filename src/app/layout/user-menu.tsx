import { Download, FileLock2, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { revokeSession } from '@/features/auth/data/auth-api';
import { isIosSafariBrowser, usePwa } from '@/lib/pwa/pwa-store';
import type { SessionUser } from '@/lib/session/storage';
import { useSession } from '@/lib/session/session-store';
import { NIVEL_LABEL } from '@/core/contract';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';

export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);
  const installPrompt = usePwa((s) => s.installPrompt);
  const [iosHelp, setIosHelp] = useState(false);
  const [unsynced, setUnsynced] = useState(0);

  const logout = () => {
    void revokeSession();
    // The device forgets the user; loaded only now, like the outbox below.
    void import('@/lib/db/clear-user')
      .then(({ forgetUserOnDevice }) => forgetUserOnDevice(user.id))
      .catch((error: unknown) =>
        console.error('No se pudieron borrar los datos del dispositivo', error),
      );
    signOut();
    toast.success('Sesión cerrada', 'Has cerrado sesión correctamente');
    void navigate(paths.auth, { replace: true });
  };
  const askLogout = async () => {
    // The outbox (Dexie) is loaded only when it is needed, not with the first screen.
    const { pendingCount } = await import('@/lib/sync/outbox');
    const pending = await pendingCount(user.id);
    if (pending > 0) setUnsynced(pending);
    else logout();
  };
  const install = async () => {
    if (installPrompt) {
      await installPrompt.prompt();
      usePwa.setState({ installPrompt: null });
    } else {
      setIosHelp(true);
    }
  };
  const canInstall = installPrompt !== null || isIosSafariBrowser();

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className="gap-2 px-2"
            aria-label={`Menú de usuario de ${user.username}`}
          >
            <span
              aria-hidden
              className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-xs font-semibold uppercase text-white"
            >
              {user.username.slice(0, 2)}
            </span>
            <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">
              {user.username}
            </span>
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
          {canInstall && (
            <DropdownMenuItem onSelect={() => void install()}>
              <Download aria-hidden className="h-4 w-4" /> Instalar aplicación
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void askLogout()} className="text-red-700">
            <LogOut aria-hidden className="h-4 w-4" /> Cerrar Sesión
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={unsynced > 0}
        onOpenChange={(open) => !open && setUnsynced(0)}
        title={
          unsynced === 1
            ? 'Tienes 1 cambio sin sincronizar'
            : `Tienes ${unsynced} cambios sin sincronizar`
        }
        description="Se guardan en este dispositivo y se enviarán cuando vuelvas a entrar con esta cuenta. Si cierras sesión, no se enviarán hasta entonces."
        confirmLabel="Cerrar sesión igualmente"
        destructive
        onConfirm={logout}
      />
      <Dialog open={iosHelp} onOpenChange={setIosHelp}>
        <DialogContent title="Instalar aplicación" description="En iPhone y iPad, desde Safari:">
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li>Pulsa el botón Compartir (el cuadrado con una flecha hacia arriba).</li>
            <li>Elige «Añadir a pantalla de inicio».</li>
            <li>Pulsa «Añadir». Opositor aparecerá como una app más y funcionará sin conexión.</li>
          </ol>
        </DialogContent>
      </Dialog>
    </>
  );
}
