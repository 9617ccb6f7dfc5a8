// Where the page was scrolled to on each history entry, kept in
// sessionStorage under 'opositor-scroll' so a reload of the tab keeps them too. A screen opened
// by a link starts at the top; back and forward return to the entry's position. Screens read
// their data after the first paint (Dexie, the network), so the position is applied once the
// page is tall enough for it, for a few seconds at most, or until the user scrolls first.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'opositor-scroll';
const SETTLE_MS = 3000;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  const positions = readPositions();
  positions[key] = y;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // A full or blocked sessionStorage only loses the positions, never the screen.
  }
}

const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/** Brings the page to `y` as soon as it is tall enough; returns the cancel. */
function restore(y: number, onDone: () => void): () => void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL) window.removeEventListener(type, finish);
    onDone();
  };
  const attempt = () => {
    if (maxScroll() < y) return;
    window.scrollTo(0, y);
    finish();
  };
  const observer = new ResizeObserver(attempt);
  observer.observe(document.body);
  const timer = setTimeout(() => {
    window.scrollTo(0, Math.min(y, maxScroll()));
    finish();
  }, SETTLE_MS);
  for (const type of USER_SCROLL) window.addEventListener(type, finish, { passive: true });
  attempt();
  return finish;
}

const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(location.key);
  const restoring = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // A dialog or the phone's menu may move the page under its overlay while it opens;
        // where the user was is the position before it opened.
        if (restoring.current || document.querySelector('[role="dialog"]')) return;
        savePosition(current.current, Math.round(window.scrollY));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = navigationType === 'POP' ? readPositions()[location.key] : undefined;
    if (!saved) {
      window.scrollTo(0, 0);
      return;
    }
    restoring.current = true;
    return restore(saved, () => {
      restoring.current = false;
    });
  }, [location.key, navigationType]);

  return null;
}
