import { GraduationCap } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session/session-store';
import { paths } from '@/config/paths';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export function AuthPage() {
  const status = useSession((s) => s.status);
  if (status === 'authenticated') return <Navigate to={paths.home} replace />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md space-y-6">
        <header className="flex flex-col items-center gap-2 text-center">
          <GraduationCap aria-hidden className="h-10 w-10 text-primary" />
          <h1 className="text-2xl font-bold text-slate-900">Opositor</h1>
          <p className="text-sm text-slate-600">
            Prepara tus oposiciones con tests, simulacros y estadísticas.
          </p>
        </header>
        <Card>
          <Tabs defaultValue="login">
            <TabsList>
              <TabsTrigger value="login">Iniciar Sesión</TabsTrigger>
              <TabsTrigger value="register">Registrarse</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </Card>
        <p className="text-center text-sm text-slate-600">
          <Link to={paths.privacy} className="text-primary hover:underline">
            Políticas de Privacidad
          </Link>
        </p>
      </div>
    </main>
  );
}
