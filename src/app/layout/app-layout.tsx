import { PanelLeft } from 'lucide-react';
import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { ClientOnly } from '@/components/layout/client-only';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { useSession } from '@/lib/session/session-store';
import { DesktopSidebar, SidebarBrand, SidebarNav } from './sidebar';
import { useSidebarState } from './sidebar-state';
import { UserMenu } from './user-menu';

// The sync indicator reads the outbox in the device database (Dexie): it loads in parallel with
// the first paint instead of before it (its import starts when this module is evaluated).
const syncStatusModule = import('@/components/feedback/sync-status');
const SyncStatus = lazy(async () => ({ default: (await syncStatusModule).SyncStatus }));

export function AppLayout() {
  const user = useSession((s) => s.user);
  const { isMobile, expanded, mobileOpen, setMobileOpen, toggle } = useSidebarState();
  if (!user) return null;
  return (
    <div className="flex min-h-screen bg-slate-50">
      <DesktopSidebar nivel={user.nivel} expanded={expanded} />
      {isMobile && (
        <Sheet open={mobileOpen} onOpenChange={setMobileOpen} title="Menú">
          <div data-testid="mobile-sidebar" className="flex h-full flex-col">
            <SidebarBrand collapsed={false} />
            <SidebarNav nivel={user.nivel} collapsed={false} onNavigate={() => setMobileOpen(false)} />
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
