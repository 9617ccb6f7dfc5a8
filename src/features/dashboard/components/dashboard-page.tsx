import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { REVIEW_TEST_PATH, useDueReviewCount } from '@/lib/review';
import { useSession } from '@/lib/session/session-store';
import { DashboardOverview } from './dashboard-overview';
import { OfflineBanksCard } from './offline-banks-card';

export function DashboardPage() {
  const user = useSession((s) => s.user);
  const due = useDueReviewCount(user?.id);
  return (
    <section className="space-y-6">
      <PageTitle description={user ? `Bienvenido, ${user.username}` : undefined}>Inicio</PageTitle>
      {due > 0 && (
        <Button asChild variant="outline">
          <Link to={REVIEW_TEST_PATH}>
            <RotateCcw aria-hidden className="h-4 w-4" /> Repasar falladas ({due})
          </Link>
        </Button>
      )}
      {user && <DashboardOverview user={user} />}
      <OfflineBanksCard />
    </section>
  );
}
