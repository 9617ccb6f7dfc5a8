import { PageTitle } from '@/components/layout/page-title';
import { useSession } from '@/lib/session/session-store';
import { OfflineBanksCard } from './offline-banks-card';

export function DashboardPage() {
  const user = useSession((s) => s.user);
  return (
    <section className="space-y-6">
      <PageTitle description={user ? `Bienvenido, ${user.username}` : undefined}>Inicio</PageTitle>
      <OfflineBanksCard />
    </section>
  );
}
