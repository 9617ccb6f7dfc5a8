import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Nivel } from '@/core/contract';
import { NIVEL_TEXT, quickActions } from './quick-actions';

export function QuickActionsCard({ nivel }: { nivel: Nivel }) {
  return (
    <Card className="space-y-3" role="region" aria-labelledby="acciones-rapidas">
      <h2 id="acciones-rapidas" className="text-lg font-semibold text-slate-900">
        Acciones rápidas
      </h2>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {quickActions(nivel).map((a) => (
          <Button key={a.to} asChild variant="outline" className="justify-start">
            <Link to={a.to}>{a.label}</Link>
          </Button>
        ))}
      </div>
    </Card>
  );
}

export function UserInfoCard({ username, nivel }: { username: string; nivel: Nivel }) {
  return (
    <Card className="space-y-3" role="region" aria-labelledby="tu-informacion">
      <h2 id="tu-informacion" className="text-lg font-semibold text-slate-900">
        Tu información
      </h2>
      <dl className="space-y-1 text-sm">
        <div>
          <dt className="inline text-slate-500">Usuario: </dt>
          <dd className="inline font-medium text-slate-900">{username}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">Nivel: </dt>
          <dd className="inline font-medium text-slate-900">{NIVEL_TEXT[nivel]}</dd>
        </div>
      </dl>
    </Card>
  );
}

// The map's shapes are 22 KB gzipped: loaded after the dashboard shows, in a box of
// the map's own size so nothing moves when it arrives.
const SpainMap = lazy(async () => ({ default: (await import('./spain-map')).SpainMap }));

export function BulletinsMapCard() {
  return (
    <Card className="space-y-3" role="region" aria-labelledby="mapa-boletines">
      <h2 id="mapa-boletines" className="text-lg font-semibold text-slate-900">
        Boletines oficiales
      </h2>
      <p className="text-sm text-slate-600">Pulsa una comunidad para abrir su boletín oficial.</p>
      <Suspense
        fallback={
          <div
            className="aspect-[420/270] w-[420px] max-w-full rounded bg-slate-100"
            aria-label="Cargando el mapa…"
            role="img"
          />
        }
      >
        <SpainMap />
      </Suspense>
    </Card>
  );
}
