import { PlaceholderPage } from '@/app/placeholder-page';

export function UsuariosPage() {
  return <PlaceholderPage title="Usuarios" />;
}
