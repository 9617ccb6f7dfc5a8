import { PlaceholderPage } from '@/app/placeholder-page';

export function PersonalityPage() {
  return <PlaceholderPage title="Test de Personalidad (IPF-B)" />;
}
