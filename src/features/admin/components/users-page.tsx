import { Search } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { NIVELES } from '@/core/contract';
import type { Nivel, UsuarioAdmin } from '@/core/contract';
import { PageTitle } from '@/components/layout/page-title';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { refreshSession } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { searchUsers, changeLevel } from '../data/users';
import { ADMIN_UI } from '../messages';
import { SaOnly } from './sa-only';

const NIVEL_NOMBRE: Record<Nivel, string> = {
  SA: 'Super-administrador',
  admin: 'Administrador',
  usuario: 'Usuario',
  invitado: 'Invitado',
};
const SEARCH_DELAY_MS = 300;

/** On a phone each user is a small card: the cells one under another, named by data-label. */
const STACKED =
  'max-sm:block max-sm:py-1 max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]';

interface Change {
  usuario: UsuarioAdmin;
  nivel: Nivel;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

function UsuariosList() {
  const searchId = useId();
  const me = useSession((s) => s.user);
  const [q, setQ] = useState('');
  const [usuarios, setUsuarios] = useState<UsuarioAdmin[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const [saving, setSaving] = useState<number | null>(null);

  const load = useCallback(async (query: string) => {
    try {
      setUsuarios(await searchUsers(query));
      setLoadError(null);
    } catch (error) {
      setUsuarios([]);
      setLoadError(messageOf(error) ?? ADMIN_UI.usuariosFailed);
      toast.error(ADMIN_UI.usuariosFailed, messageOf(error));
    }
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void load(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, load]);

  const apply = async ({ usuario, nivel }: Change) => {
    setSaving(usuario.id);
    try {
      await changeLevel(usuario.id, nivel);
      toast.success(ADMIN_UI.nivelUpdated, `${usuario.username} ahora es ${NIVEL_NOMBRE[nivel]}.`);
      // Your own level changed: the session learns it now rather than at the next refresh.
      if (usuario.id === me?.id) await refreshSession().catch(() => undefined);
      await load(q);
    } catch (error) {
      toast.error(ADMIN_UI.nivelFailed, messageOf(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="space-y-4">
      <form
        role="search"
        className="flex max-w-xl items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void load(q);
        }}
      >
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={searchId}>Buscar usuario</Label>
          <Input
            id={searchId}
            type="search"
            value={q}
            placeholder="Nombre de usuario o email"
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <button type="submit" className="sr-only">
          Buscar
        </button>
        <Search aria-hidden className="mb-2.5 h-5 w-5 text-slate-400" />
      </form>
      {loadError && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {loadError}
        </p>
      )}
      <Card className="p-0 sm:overflow-x-auto">
        <table className="w-full text-left text-sm sm:min-w-[40rem]">
          <caption className="sr-only">Usuarios</caption>
          <thead className="bg-slate-50 text-slate-700 max-sm:sr-only">
            <tr>
              <th scope="col" className="px-4 py-3">
                Usuario
              </th>
              <th scope="col" className="px-4 py-3">
                Email
              </th>
              <th scope="col" className="px-4 py-3">
                Nivel
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Tests
              </th>
              <th scope="col" className="px-4 py-3">
                Última actividad
              </th>
            </tr>
          </thead>
          <tbody>
            {usuarios === null ? (
              <tr>
                <td colSpan={5} className="px-4 py-6 text-center text-slate-500">
                  Cargando...
                </td>
              </tr>
            ) : usuarios.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-6 text-center text-slate-500">
                  {ADMIN_UI.noUsers}
                </td>
              </tr>
            ) : (
              usuarios.map((u) => (
                <tr key={u.id} className="border-t border-slate-200 max-sm:block max-sm:py-2">
                  <th
                    scope="row"
                    className={cn(
                      'px-4 py-3 font-medium text-slate-900 [overflow-wrap:anywhere]',
                      STACKED,
                    )}
                  >
                    {u.username}
                    {u.id === me?.id && (
                      <span className="ml-2 rounded bg-blue-100 px-1.5 py-0.5 text-xs text-blue-800">
                        Tú
                      </span>
                    )}
                  </th>
                  <td className={cn('px-4 py-3 text-slate-600 [overflow-wrap:anywhere]', STACKED)}>
                    {u.email}
                  </td>
                  <td className={cn('px-4 py-3', STACKED)}>
                    <select
                      aria-label={`Nivel de ${u.username}`}
                      className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
                      value={u.nivel}
                      disabled={saving === u.id}
                      onChange={(e) => setChange({ usuario: u, nivel: e.target.value as Nivel })}
                    >
                      {NIVELES.map((n) => (
                        <option key={n} value={n}>
                          {NIVEL_NOMBRE[n]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td
                    data-label="Tests: "
                    className={cn('px-4 py-3 text-right tabular-nums max-sm:text-left', STACKED)}
                  >
                    {u.total_tests}
                  </td>
                  <td
                    data-label="Última actividad: "
                    className={cn('px-4 py-3 text-slate-600', STACKED)}
                  >
                    {u.ultima_actividad ? formatDateTime(u.ultima_actividad) : 'Sin actividad'}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </Card>
      {usuarios && usuarios.length >= 100 && (
        <p className="text-sm text-slate-500">
          Se muestran los 100 primeros: afina la búsqueda para ver el resto.
        </p>
      )}
      <ConfirmDialog
        open={change !== null}
        onOpenChange={(open) => !open && setChange(null)}
        title={change ? `¿Cambiar el nivel de ${change.usuario.username}?` : ''}
        description={
          change
            ? `Pasará de ${NIVEL_NOMBRE[change.usuario.nivel]} a ${NIVEL_NOMBRE[change.nivel]}. El cambio se aplica en su próxima acción.`
            : undefined
        }
        confirmLabel="Cambiar nivel"
        onConfirm={() => {
          if (change) void apply(change);
          setChange(null);
        }}
      />
    </div>
  );
}

/** 'Usuarios' (super-admin): search accounts, see their level and activity, set their level. */
export function UsersPage() {
  return (
    <section>
      <PageTitle description="Busca usuarios, consulta su actividad y cambia su nivel.">
        Usuarios
      </PageTitle>
      <SaOnly>
        <UsuariosList />
      </SaOnly>
    </section>
  );
}
