import { PanelLeft } from 'lucide-react';
import { lazy, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ClientOnly } from '@/components/layout/client-only';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import type { PlansOwned } from '@/app/owned-plans';
import { useSession } from '@/lib/session/session-store';
import { NO_PLANS } from './nav-items';
import { DesktopSidebar, SidebarBrand, SidebarNav } from './sidebar';
import { useSidebarState } from './sidebar-state';
import { UserMenu } from './user-menu';

// The sync indicator reads the outbox in the device database (Dexie): it loads in parallel with
// the first paint instead of before it (its import starts when this module is evaluated).
const syncStatusModule = import('@/components/feedback/sync-status');
const SyncStatus = lazy(async () => ({ default: (await syncStatusModule).SyncStatus }));

/**
 * The plans a usuario has, for the menu (README, plans and levels). Other levels see the plan
 * screens anyway, so only a usuario loads the device database for it, after the first paint.
 */
function useOwnedPlans(userId: number | undefined, usuario: boolean): PlansOwned {
  const [owned, setOwned] = useState<{ userId: number; owned: PlansOwned } | null>(null);
  useEffect(() => {
    if (userId === undefined || !usuario) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/app/owned-plans').then(({ watchOwnedPlans }) => {
      if (!cancelled) stop = watchOwnedPlans(userId, (found) => setOwned({ userId, owned: found }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, usuario]);
  return owned && owned.userId === userId ? owned.owned : NO_PLANS;
}

export function AppLayout() {
  const user = useSession((s) => s.user);
  const { isMobile, expanded, mobileOpen, setMobileOpen, toggle } = useSidebarState();
  const owned = useOwnedPlans(user?.id, user?.nivel === 'usuario');
  if (!user) return null;
  return (
    <div className="flex min-h-screen bg-slate-50">
      <DesktopSidebar nivel={user.nivel} owned={owned} expanded={expanded} />
      {isMobile && (
        <Sheet open={mobileOpen} onOpenChange={setMobileOpen} title="Menú">
          <div data-testid="mobile-sidebar" className="flex h-full flex-col">
            <SidebarBrand collapsed={false} />
            <SidebarNav
              nivel={user.nivel}
              owned={owned}
              collapsed={false}
              onNavigate={() => setMobileOpen(false)}
            />
          </div>
        </Sheet>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b border-slate-200 bg-white px-3">
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label="Mostrar u ocultar el menú"
            aria-expanded={isMobile ? mobileOpen : expanded}
            title="Mostrar u ocultar el menú (Ctrl+B)"
          >
            <PanelLeft aria-hidden className="h-5 w-5" />
          </Button>
          <div className="flex items-center gap-1">
            <ClientOnly fallback={<span aria-hidden className="inline-block h-9 w-24" />}>
              <SyncStatus userId={user.id} />
            </ClientOnly>
            <UserMenu user={user} />
          </div>
        </header>
        <main className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
