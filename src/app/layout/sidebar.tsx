import { GraduationCap } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import type { Nivel } from '@/core/contract';
import { cn } from '@/lib/cn';
import type { PlansOwned } from '@/app/owned-plans';
import { NO_PLANS, visibleNav } from './nav-items';

/** The navigation itself, shared by the desktop sidebar and the mobile panel. */
export function SidebarNav({
  nivel,
  owned = NO_PLANS,
  collapsed,
  onNavigate,
}: {
  nivel: Nivel;
  owned?: PlansOwned;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Menú principal" className="flex-1 overflow-y-auto px-2 py-3">
      {visibleNav(nivel, owned).map((group) => (
        <div key={group.label} role="group" aria-label={group.label} className="mb-4">
          {!collapsed && (
            <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {group.label}
            </p>
          )}
          <ul className="space-y-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={onNavigate}
                  title={collapsed ? item.label : undefined}
                  aria-label={collapsed ? item.label : undefined}
                  className={({ isActive }) =>
                    cn(
                      'flex h-9 items-center gap-3 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100',
                      isActive && 'bg-primary/10 font-medium text-primary',
                      collapsed && 'justify-center px-0',
                    )
                  }
                >
                  <item.icon aria-hidden className="h-4 w-4 shrink-0" />
                  {!collapsed && <span className="truncate">{item.label}</span>}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  return (
    <div
      className={cn(
        'flex h-14 items-center gap-2 border-b border-slate-200 px-3',
        collapsed && 'justify-center px-0',
      )}
    >
      <GraduationCap aria-hidden className="h-6 w-6 shrink-0 text-primary" />
      {!collapsed && <span className="text-lg font-bold text-slate-900">Opositor</span>}
    </div>
  );
}

export function DesktopSidebar({
  nivel,
  owned,
  expanded,
}: {
  nivel: Nivel;
  owned?: PlansOwned;
  expanded: boolean;
}) {
  return (
    <aside
      data-testid="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] md:flex',
        expanded ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
      )}
    >
      <SidebarBrand collapsed={!expanded} />
      <SidebarNav nivel={nivel} owned={owned} collapsed={!expanded} />
    </aside>
  );
}
