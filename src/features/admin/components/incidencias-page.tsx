import { PlaceholderPage } from '@/app/placeholder-page';

export function IncidenciasPage() {
  return <PlaceholderPage title="Incidencias" />;
}
