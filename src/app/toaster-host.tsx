import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import type * as SonnerModule from 'sonner';
import { loadSonner, toasterReady } from '@/lib/toast';

type Sonner = typeof SonnerModule;

// sonner's rich colours put text at 4.2–4.4:1 on their light backgrounds; these darker tones of
// the same hues reach WCAG AA's 4.5:1 (axe checks it in e2e/a11y.spec.ts).
const READABLE_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 33%)',
  '--warning-text': 'hsl(31, 92%, 26%)',
  '--error-text': 'hsl(360, 100%, 35%)',
} as CSSProperties;

/** From the top of the screen to the toast: the toast stays within the 56 px header. */
const HEADER_GAP = 2;
const COMPACT = { paddingBlock: 5, paddingInline: 12 } satisfies CSSProperties;
/** sonner lifts the close button 35 % above the toast: that close to the top, off the screen. */
const CLOSE_BUTTON_INSIDE = {
  '--toast-close-button-transform': 'translate(-35%, -10%)',
} as CSSProperties;

/**
 * Mounts sonner's <Toaster> once its code has arrived (after the first screen), then lets the
 * queued toasts through: the Toaster's own effects (its subscription) run before this one's.
 */
export function ToasterHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    let live = true;
    void loadSonner().then((module) => live && setSonner(module));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (sonner) toasterReady(sonner.toast);
  }, [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  // The direction is given: sonner would otherwise read it from the computed style, a style
  // recalculation in the middle of the first screen's work. Its labels are in Spanish.
  // Toasts sit over the sticky header (h-14), compact enough to fit in it, so a title with a
  // short description never covers the screen's own controls ('Test iniciado' over 'Salir del
  // Test').
  return (
    <Toaster
      position="top-center"
      offset={{ top: HEADER_GAP }}
      mobileOffset={{ top: HEADER_GAP }}
      dir="ltr"
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: 'Cerrar aviso', style: COMPACT }}
      richColors
      closeButton
      style={{ ...READABLE_COLOURS, ...CLOSE_BUTTON_INSIDE }}
    />
  );
}
