import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AUTH_MSG, validateLoginForm } from '@/core/contract/auth-rules';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { authErrorMessage, login } from '../data/auth-api';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { RecoverForm } from './recover-form';
import { useClearRootOnChange } from '@/lib/form-message';
import { paths } from '@/config/paths';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const [recovering, setRecovering] = useState(false);
  const { register, control, handleSubmit, setError, formState, watch, clearErrors } =
    useForm<LoginValues>({
      defaultValues: { email: '', password: '', remember: false },
    });
  useClearRootOnChange({ watch, clearErrors });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    const invalid = validateLoginForm(values);
    if (invalid) return setError('root', { message: invalid });
    try {
      signIn(await login({ ...values, email: values.email.trim() }));
      toast.success('¡Bienvenido!', 'Has iniciado sesión correctamente');
      void navigate(paths.home, { replace: true });
    } catch (error) {
      setError('root', { message: authErrorMessage(error, AUTH_MSG.loginFallback) });
    }
  });

  if (recovering) return <RecoverForm onBack={() => setRecovering(false)} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
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
        autoComplete="current-password"
        disabled={busy}
        {...register('password')}
      />
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <Checkbox
              id="remember"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              disabled={busy}
            />
          )}
        />
        <Label htmlFor="remember" className="font-normal">
          Recordarme durante 30 días
        </Label>
      </div>
      <FormAlert message={formState.errors.root?.message} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Iniciando sesión...' : 'Iniciar Sesión'}
      </Button>
      <button
        type="button"
        className="w-full text-center text-sm text-primary hover:underline"
        onClick={() => setRecovering(true)}
        disabled={busy}
      >
        ¿Has olvidado tu contraseña?
      </button>
    </form>
  );
}
