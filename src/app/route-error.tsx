import { Link } from 'react-router-dom';

/** The router's fallback when a screen throws while rendering. */
export function RouteError() {
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="text-slate-600">
        Algo ha fallado al mostrar esta pantalla. Tus datos guardados no se han perdido.
      </p>
      <Link to="/" reloadDocument className="text-primary underline">
        Volver al inicio
      </Link>
    </main>
  );
}
