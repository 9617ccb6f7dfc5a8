import { CreditCard, Heart, Smartphone } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  BIZUM_PHONE_LENGTH,
  BIZUM_REDIRECT_MS,
  DEFAULT_DONATION,
  DONATION_AMOUNTS,
  DONATION_MSG,
  configResponseSchema,
} from '@/core/contract';
import type { ConfigResponse } from '@/core/contract';
import { validateBizum } from '@/core/contract';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFormMessage } from '@/lib/form-message';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';

const MAIL_DOMAIN = 'opositor.app';
const THANKS = '¡Gracias por tu donación!';
const THANKS_TEXT = 'Tu apoyo nos ayuda a mantener Opositor gratuito para todos.';

/** The e-mail the spec sends: the username when it is one, otherwise username@domain. */
function donorEmail(username: string): string {
  return username.includes('@') ? username : `${username}@${MAIL_DOMAIN}`;
}

const CONFIG_KEY = 'opositor-config';

/** The last copy of config.php this device saw, so the Bizum number is there offline too. */
function cachedConfig(): ConfigResponse | 'error' {
  try {
    return configResponseSchema.parse(JSON.parse(localStorage.getItem(CONFIG_KEY) ?? 'null'));
  } catch {
    return 'error';
  }
}

function usePublicConfig(): ConfigResponse | null | 'error' {
  const [config, setConfig] = useState<ConfigResponse | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    api('config.php', { auth: false })
      .then((data) => {
        const parsed = configResponseSchema.parse(data);
        localStorage.setItem(CONFIG_KEY, JSON.stringify(parsed));
        if (live) setConfig(parsed);
      })
      .catch(() => live && setConfig(cachedConfig()));
    return () => {
      live = false;
    };
  }, []);
  return config;
}

function AmountPicker({ amount, onChange }: { amount: number; onChange: (n: number) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">Elige el importe</legend>
      <div className="grid grid-cols-3 gap-3">
        {DONATION_AMOUNTS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={amount === value}
            onClick={() => onChange(value)}
            className={cn(
              'rounded-lg border-2 py-3 text-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              amount === value
                ? 'border-primary bg-primary/10 text-primary'
                : 'border-slate-200 text-slate-700 hover:border-slate-300',
            )}
          >
            {value}€
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function CardTab({ amount, available }: { amount: number; available: boolean | null }) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    if (!user) {
      toast.error(DONATION_MSG.loginTitle, DONATION_MSG.loginToDonate);
      void navigate(paths.auth);
      return;
    }
    setBusy(true);
    try {
      const data = await api<{ url?: string }>('functions/create-donation-payment', {
        body: { amount, userEmail: donorEmail(user.username) },
      });
      if (!data?.url) throw new Error(DONATION_MSG.noUrl);
      // A new tab, as the spec asks; where the browser blocks it, this tab goes instead.
      // ('noopener' would make window.open return null, so the opener is cut by hand.)
      const tab = window.open(data.url, '_blank');
      if (tab) tab.opener = null;
      else window.location.assign(data.url);
    } catch {
      toast.error(DONATION_MSG.paymentErrorTitle, DONATION_MSG.paymentError);
    } finally {
      setBusy(false);
    }
  };
  if (available === false) {
    return (
      <p
        role="status"
        className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
      >
        El pago con tarjeta no está disponible en este momento. Puedes donar con Bizum.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <Button className="w-full" onClick={() => void pay()} disabled={busy || !user}>
        <CreditCard className="mr-2 h-4 w-4" aria-hidden />
        {busy ? 'Procesando...' : 'Pagar con Tarjeta'}
      </Button>
      {!user && <p className="text-sm text-slate-600">{DONATION_MSG.loginToDonate}</p>}
      <p className="text-xs text-slate-500">
        El pago se realiza de forma segura en la página de Stripe, nuestro proveedor de pagos con
        tarjeta. Opositor nunca ve ni guarda los datos de tu tarjeta.
      </p>
    </div>
  );
}

function BizumTab({ amount, phoneNumber }: { amount: number; phoneNumber: string | null }) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const phoneId = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useFormMessage({ phone, amount });
  const [confirmed, setConfirmed] = useState(false);

  const confirm = () => {
    const invalid = validateBizum(user !== null, phone);
    setError(invalid ?? undefined);
    if (!invalid) setConfirmed(true);
  };
  const done = () => {
    toast.success(THANKS, THANKS_TEXT);
    setTimeout(() => void navigate(paths.home), BIZUM_REDIRECT_MS);
  };

  if (confirmed) {
    return (
      <div className="space-y-4" role="region" aria-label="Instrucciones de Bizum">
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>Abre la app de tu banco y elige Bizum → Enviar dinero.</li>
          <li>
            Envía <strong>{amount}€</strong> al número{' '}
            <strong className="font-mono">{phoneNumber ?? 'no configurado'}</strong>.
          </li>
          <li>
            Concepto: <strong>Donación Opositor {user?.username}</strong>
          </li>
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setConfirmed(false)}>
            Cambiar importe o método
          </Button>
          <Button onClick={done}>Ya he completado la donación</Button>
        </div>
      </div>
    );
  }
  if (!phoneNumber) {
    return (
      <p
        role="status"
        className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
      >
        Las donaciones con Bizum no están disponibles en este momento.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={phoneId}>Tu teléfono (opcional)</Label>
        <Input
          id={phoneId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={BIZUM_PHONE_LENGTH}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder="600000000"
        />
      </div>
      <FormAlert message={error ?? undefined} />
      <Button className="w-full" onClick={confirm}>
        <Smartphone className="mr-2 h-4 w-4" aria-hidden />
        Donar {amount}€ con Bizum
      </Button>
      <p className="text-xs text-slate-500">Solo disponible en España</p>
    </div>
  );
}

export function DonationPage() {
  const [params, setParams] = useSearchParams();
  const config = usePublicConfig();
  const [amount, setAmount] = useState<number>(DEFAULT_DONATION);

  // Back from the payment page: say how it went once, then show the plain /donacion.
  const outcome =
    params.get('success') === 'true'
      ? 'success'
      : params.get('canceled') === 'true'
        ? 'canceled'
        : null;
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'success') toast.success(THANKS, THANKS_TEXT);
    else toast.error(DONATION_MSG.canceled, 'No se ha realizado ningún cargo.');
    setParams({}, { replace: true });
  }, [outcome, setParams]);

  const cardAvailable = config === null ? null : config === 'error' ? true : config.pago_tarjeta;
  const bizumPhone = config === null || config === 'error' ? null : config.bizum_telefono;

  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <div className="text-center">
        <Heart className="mx-auto mb-2 h-10 w-10 text-primary" aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900">Apoya el proyecto</h1>
        <p className="text-slate-600">
          Opositor es gratuito y sin anuncios. Tu donación lo mantiene así.
        </p>
      </div>
      <Card className="space-y-6">
        <AmountPicker amount={amount} onChange={setAmount} />
        <Tabs defaultValue="tarjeta">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="tarjeta">Tarjeta</TabsTrigger>
            <TabsTrigger value="bizum">Bizum</TabsTrigger>
          </TabsList>
          <TabsContent value="tarjeta" className="pt-4">
            <CardTab amount={amount} available={cardAvailable} />
          </TabsContent>
          <TabsContent value="bizum" className="pt-4">
            {config === null ? (
              <p className="text-sm text-slate-500">Cargando...</p>
            ) : (
              <BizumTab amount={amount} phoneNumber={bizumPhone} />
            )}
          </TabsContent>
        </Tabs>
      </Card>
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Por qué donar</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Mantener los servidores y la sincronización entre tus dispositivos.</li>
          <li>Escribir y revisar más preguntas para cada oposición.</li>
          <li>Seguir mejorando las herramientas de estudio sin anuncios ni cuotas.</li>
        </ul>
      </Card>
      <div className="text-center">
        <Button asChild variant="ghost">
          <Link to={paths.home}>Continuar sin donar</Link>
        </Button>
      </div>
    </section>
  );
}
