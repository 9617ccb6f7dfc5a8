// Whether the desktop sidebar is expanded, kept in the 'sidebar_state' cookie for 7 days
// (spec §2), and whether the mobile panel is open.
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isHydratingPage } from '@/components/layout/client-only';

export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;
export const MOBILE_BREAKPOINT = 768;

function readCookie(): boolean {
  if (typeof document === 'undefined') return true;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

function writeCookie(expanded: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribeMobile(onChange: () => void) {
  const mql = window.matchMedia(MOBILE_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/**
 * The page prerendered at build time (scripts/prerender.ts) cannot know the screen or the cookie:
 * it is drawn for a phone with the sidebar expanded and hydrated that way; then React draws what
 * this browser says, if it differs.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => true,
  );
}

export function useSidebarState() {
  const isMobile = useIsMobile();
  const [drawnExpanded] = useState(isHydratingPage);
  const [expanded, setExpanded] = useState(() => drawnExpanded || readCookie());
  useEffect(() => {
    // After a hydration (the page was drawn expanded): the cookie's state, without blocking.
    if (drawnExpanded && !readCookie()) startTransition(() => setExpanded(false));
  }, [drawnExpanded]);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((value) => {
      writeCookie(!value);
      return !value;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, expanded, mobileOpen, setMobileOpen, toggle };
}
