import { PlaceholderPage } from '@/app/placeholder-page';

export function CrearPsicotecnicosPage() {
  return <PlaceholderPage title="Generar Psicotécnicos" />;
}
