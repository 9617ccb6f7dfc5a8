import { Suspense, startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

let hydratingPage = typeof window === 'undefined'; // the prerender draws what hydration will

/**
 * True while React hydrates a page prerendered at build time (scripts/prerender.ts), false once
 * it has and in any page rendered in the browser. What depends on the browser (a cookie, the
 * local database) is drawn as the prerender drew it first, then as the browser says.
 */
export const isHydratingPage = () => hydratingPage;

/**
 * main.tsx, before hydrating a prerendered page. Until hydration ends the page is `inert` (the
 * prerender writes it so): a tap or a key on it would do nothing yet, and a form would be sent
 * by the browser itself.
 */
export function hydrationStarted(): void {
  hydratingPage = true;
}

let markRendered = () => {};
/** Settles once the app's first render is on the page (hydrated or rendered in the browser). */
export const firstRenderDone = new Promise<void>((resolve) => {
  markRendered = resolve;
});

/** App's first effect: the page is hydrated (or was rendered in the browser) and usable. */
export function hydrationDone(): void {
  hydratingPage = false;
  document.getElementById('root')?.removeAttribute('inert');
  markRendered();
}

/**
 * Lazy parts that only the browser can draw (they read the local database): the prerender and
 * the hydration draw `fallback`, and the part is rendered after that as a transition, in slices
 * (not in one long task). In a page rendered in the browser it is a plain Suspense boundary.
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [show, setShow] = useState(() => !hydratingPage);
  useEffect(() => {
    if (!show) startTransition(() => setShow(true));
  }, [show]);
  if (!show) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
