import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_MSG } from '@/core/contract/auth-rules';
import { Button } from '@/components/ui/button';
import { authErrorMessage, requestPasswordReset } from '../data/auth-api';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useClearRootOnChange } from '@/lib/form-message';

export function RecoverForm({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, setError, formState, watch, clearErrors } = useForm<{
    email: string;
  }>({
    defaultValues: { email: '' },
  });
  useClearRootOnChange({ watch, clearErrors });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ email }) => {
    if (!email.trim()) return setError('root', { message: AUTH_MSG.required });
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      setError('root', { message: authErrorMessage(error, AUTH_MSG.recoverFailed) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Recuperar contraseña</h2>
      {sent ? (
        <p role="status" className="text-sm text-slate-700">
          Si existe una cuenta con ese email, te hemos enviado un enlace para restablecer la
          contraseña. Caduca en una hora.
        </p>
      ) : (
        <>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            disabled={busy}
            {...register('email')}
          />
          <FormAlert message={formState.errors.root?.message} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Enviando...' : 'Enviar enlace'}
          </Button>
        </>
      )}
      <button
        type="button"
        className="w-full text-center text-sm text-primary hover:underline"
        onClick={onBack}
      >
        Volver a iniciar sesión
      </button>
    </form>
  );
}
