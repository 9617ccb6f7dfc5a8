import { ArrowLeft, Download, Heart, KeyRound, Shield, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { ACCOUNT_MSG, NIVEL_LABEL, validatePasswordForm } from '@/core/contract';
import type { PasswordFormValues } from '@/core/contract';
import { ApiError, NetworkError, api } from '@/lib/api-client';
import { clearLocalUserData } from '@/lib/db/clear-user';
import { readSession } from '@/lib/session/storage';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { useClearRootOnChange } from '@/lib/form-message';
import { paths } from '@/config/paths';

/** The server's message, the spec's connection message, or the fallback (spec §8 Profile). */
function profileError(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return ACCOUNT_MSG.noConnection;
  if (
    error instanceof ApiError &&
    error.message &&
    !error.message.startsWith('Error en la petición')
  )
    return error.message;
  return fallback;
}

function PasswordCard() {
  const { register, handleSubmit, setError, reset, formState, watch, clearErrors } =
    useForm<PasswordFormValues>({
      defaultValues: { actual: '', nueva: '', confirmacion: '' },
    });
  useClearRootOnChange({ watch, clearErrors });
  const busy = formState.isSubmitting;
  const onSubmit = handleSubmit(async (values) => {
    const invalid = validatePasswordForm(values);
    if (invalid) return setError('root', { message: invalid });
    try {
      await api('actualizar_perfil.php', {
        body: {
          password_actual: values.actual,
          nueva_password: values.nueva,
          refresh_token: readSession().refreshToken ?? undefined,
        },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      reset();
      toast.success(ACCOUNT_MSG.passwordUpdated);
    } catch (error) {
      setError('root', { message: profileError(error, ACCOUNT_MSG.updateFailed) });
    }
  });
  return (
    <Card>
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <KeyRound className="h-5 w-5 text-primary" aria-hidden /> Cambiar contraseña
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          disabled={busy}
          {...register('actual')}
        />
        <Field
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          disabled={busy}
          {...register('nueva')}
        />
        <Field
          label="Confirmar nueva contraseña"
          type="password"
          autoComplete="new-password"
          disabled={busy}
          {...register('confirmacion')}
        />
        <FormAlert message={formState.errors.root?.message} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Actualizando...' : 'Actualizar contraseña'}
        </Button>
      </form>
    </Card>
  );
}

function downloadJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function PrivacyCard() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await api('exportar_mis_datos.php');
      downloadJson(data, `opositor-mis-datos-${new Date().toISOString().slice(0, 10)}.json`);
      toast.success(
        'Datos descargados',
        'Tienes una copia de toda tu información en formato JSON.',
      );
    } catch (error) {
      toast.error(
        'No se pudieron descargar tus datos',
        profileError(error, 'Inténtalo de nuevo más tarde.'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Shield className="h-5 w-5 text-primary" aria-hidden /> Privacidad
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Consulta cómo tratamos tus datos o descarga una copia de todo lo que guardamos sobre ti.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={paths.privacy}>Políticas de Privacidad</Link>
        </Button>
        <Button variant="outline" onClick={() => void download()} disabled={busy}>
          <Download className="mr-2 h-4 w-4" aria-hidden />
          {busy ? 'Preparando...' : 'Descargar mis datos'}
        </Button>
      </div>
    </Card>
  );
}

function DangerZone({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await api('eliminar_usuario.php', { body: { user_id: userId } });
      await clearLocalUserData(userId);
      signOut();
      toast.success(ACCOUNT_MSG.deleted);
      void navigate(paths.auth, { replace: true });
    } catch (error) {
      toast.error(ACCOUNT_MSG.deleteFailed, profileError(error, 'Inténtalo de nuevo más tarde.'));
      setBusy(false);
    }
  };
  return (
    <Card className="border-red-200">
      <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold text-red-700">
        <Trash2 className="h-5 w-5" aria-hidden /> Zona de peligro
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Eliminar tu cuenta borra para siempre tus tests, estadísticas, resúmenes, planes y
        comentarios.
      </p>
      <Button variant="destructive" onClick={() => setConfirming(true)} disabled={busy}>
        {busy ? 'Eliminando...' : 'Eliminar cuenta'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Eliminar tu cuenta?"
        description="Esta acción no se puede deshacer. Se borrarán tu cuenta y todos tus datos."
        confirmLabel="Sí, eliminar mi cuenta"
        destructive
        onConfirm={() => void remove()}
      />
    </Card>
  );
}

export function ProfilePage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <Button asChild variant="ghost" className="-ml-2">
        <Link to={paths.home}>
          <ArrowLeft className="mr-2 h-4 w-4" aria-hidden /> Volver al inicio
        </Link>
      </Button>
      <Card className="flex items-center gap-4">
        <span
          aria-hidden
          className="flex h-16 w-16 items-center justify-center rounded-full bg-primary text-xl font-bold uppercase text-white"
        >
          {user.username.slice(0, 2)}
        </span>
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{user.username}</h1>
          <p className="text-slate-600">{NIVEL_LABEL[user.nivel]}</p>
        </div>
      </Card>
      <PasswordCard />
      <Card>
        <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Heart className="h-5 w-5 text-primary" aria-hidden /> Apoya el proyecto
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          Opositor es gratuito. Con una donación nos ayudas a mantenerlo.
        </p>
        <Button asChild>
          <Link to={paths.donation}>Hacer una donación</Link>
        </Button>
      </Card>
      <PrivacyCard />
      <DangerZone userId={user.id} />
    </section>
  );
}
