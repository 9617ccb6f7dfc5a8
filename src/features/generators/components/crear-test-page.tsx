import { PlaceholderPage } from '@/app/placeholder-page';

export function CrearTestPage() {
  return <PlaceholderPage title="Generar Preguntas" />;
}
