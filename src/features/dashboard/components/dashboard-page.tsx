import { Suspense, lazy } from 'react';
import { ClientOnly } from '@/components/layout/client-only';
import { PageTitle } from '@/components/layout/page-title';
import { useSession } from '@/lib/session/session-store';

// The panels read the device database (Dexie) and check cached answers (zod): they load in
// parallel with this screen's first paint instead of before it. The imports start when this
// module is evaluated, so they do not wait for the first render.
const overviewModule = import('./dashboard-overview');
const banksModule = import('./offline-banks-card');
const reviewModule = import('./review-due-button');
const DashboardOverview = lazy(async () => ({ default: (await overviewModule).DashboardOverview }));
const OfflineBanksCard = lazy(async () => ({ default: (await banksModule).OfflineBanksCard }));
const ReviewDueButton = lazy(async () => ({ default: (await reviewModule).ReviewDueButton }));

export function DashboardPage() {
  const user = useSession((s) => s.user);
  return (
    <section className="space-y-6">
      <PageTitle description={user ? `Bienvenido, ${user.username}` : undefined}>Inicio</PageTitle>
      {user && (
        <ClientOnly fallback={<div aria-hidden className="min-h-[60vh]" />}>
          <ReviewDueButton userId={user.id} />
          <DashboardOverview user={user} />
          {/* Its own boundary: the last card, below the others, is drawn (and starts its reads)
              in a render of its own, not in the same long one as the whole dashboard. */}
          <Suspense fallback={null}>
            <OfflineBanksCard />
          </Suspense>
        </ClientOnly>
      )}
    </section>
  );
}
