import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { RegisterForm as RegisterValues } from '@/core/contract/auth-rules';
import { AUTH_MSG, validateRegisterForm } from '@/core/contract/auth-rules';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { authErrorMessage, register as registerAccount } from '../data/auth-api';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useClearRootOnChange } from '@/lib/form-message';
import { paths } from '@/config/paths';

export function RegisterForm() {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const { register, handleSubmit, setError, formState, watch, clearErrors } =
    useForm<RegisterValues>({
      defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
    });
  useClearRootOnChange({ watch, clearErrors });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    const invalid = validateRegisterForm(values);
    if (invalid) return setError('root', { message: invalid });
    try {
      const session = await registerAccount({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      signIn(session);
      toast.success('¡Cuenta creada!', `Bienvenido a Opositor, ${session.username}`);
      void navigate(paths.home, { replace: true });
    } catch (error) {
      setError('root', { message: authErrorMessage(error, AUTH_MSG.registerFallback) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        label="Nombre de usuario"
        autoComplete="username"
        disabled={busy}
        {...register('username')}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        disabled={busy}
        {...register('email')}
      />
      <Field
        label="Contraseña"
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
        {busy ? 'Creando cuenta...' : 'Crear Cuenta'}
      </Button>
    </form>
  );
}
