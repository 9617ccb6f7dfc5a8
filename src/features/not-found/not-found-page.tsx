import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-xl text-slate-800">Oops! Page not found</h1>
      <Link to={paths.home} className="text-primary underline hover:text-primary-dark">
        Volver al inicio
      </Link>
    </main>
  );
}
