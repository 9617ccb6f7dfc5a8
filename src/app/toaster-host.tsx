import { useEffect, useState } from 'react';
import type * as SonnerModule from 'sonner';
import { loadSonner, toasterReady } from '@/lib/toast';

type Sonner = typeof SonnerModule;

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
  return <Toaster position="top-center" richColors closeButton />;
}
