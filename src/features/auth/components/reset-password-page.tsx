import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MSG, PASSWORD_MIN } from '@/core/contract/auth-rules';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { authErrorMessage, resetPassword } from '../data/auth-api';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useClearRootOnChange } from '@/lib/form-message';
import { paths } from '@/config/paths';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState, watch, clearErrors } = useForm<ResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
  });
  useClearRootOnChange({ watch, clearErrors });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    if (!password || !confirmPassword)
      return setError('root', { message: 'Por favor completa todos los campos' });
    if (password !== confirmPassword)
      return setError('root', { message: AUTH_MSG.passwordsMismatch });
    if (password.length < PASSWORD_MIN) return setError('root', { message: AUTH_MSG.passwordMin });
    try {
      await resetPassword(token, password);
      toast.success('Contraseña restablecida', 'Ya puedes iniciar sesión con tu nueva contraseña');
      void navigate(paths.auth, { replace: true });
    } catch (error) {
      setError('root', { message: authErrorMessage(error, AUTH_MSG.resetInvalid) });
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <Card className="w-full max-w-md">
        <h1 className="mb-4 text-xl font-bold text-slate-900">Restablecer contraseña</h1>
        {token ? (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <Field
              label="Nueva contraseña"
              type="password"
              autoComplete="new-password"
              disabled={busy}
              {...register('password')}
            />
            <Field
              label="Confirmar contraseña"
              type="password"
              autoComplete="new-password"
              disabled={busy}
              {...register('confirmPassword')}
            />
            <FormAlert message={formState.errors.root?.message} />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? 'Guardando...' : 'Guardar contraseña'}
            </Button>
          </form>
        ) : (
          <FormAlert message={AUTH_MSG.resetInvalid} />
        )}
        <p className="mt-4 text-center text-sm">
          <Link to={paths.auth} className="text-primary hover:underline">
            Volver a iniciar sesión
          </Link>
        </p>
      </Card>
    </main>
  );
}
