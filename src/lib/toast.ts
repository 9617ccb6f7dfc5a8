// The app's one way to show a toast. sonner (≈10 KB gzipped) is not part of the first
// download: it is fetched once the first screen is up by <ToasterHost>, and a toast
// asked for before then waits in a queue and shows as soon as the toaster is listening.
import type * as SonnerModule from 'sonner';
import type { toast as SonnerToast } from 'sonner';

type Show = (sonner: typeof SonnerToast) => void;

let ready: typeof SonnerToast | null = null;
const waiting: Show[] = [];
let loading: Promise<typeof SonnerModule> | null = null;

/** The sonner module, fetched once. */
export function loadSonner(): Promise<typeof SonnerModule> {
  return (loading ??= import('sonner'));
}

/** Called by <ToasterHost> once its <Toaster> is mounted and subscribed. */
export function toasterReady(sonner: typeof SonnerToast): void {
  ready = sonner;
  for (const show of waiting.splice(0)) show(sonner);
}

function show(fn: Show): void {
  if (ready) fn(ready);
  else waiting.push(fn);
}

/** A title and an optional description. */
export const toast = {
  success: (title: string, description?: string) => show((s) => s.success(title, { description })),
  error: (title: string, description?: string) => show((s) => s.error(title, { description })),
  info: (title: string, description?: string) => show((s) => s(title, { description })),
  /** A toast that stays until acted on or dismissed, with one action button. */
  prompt: (
    id: string,
    title: string,
    description: string,
    action: { label: string; onClick: () => void },
  ) => show((s) => s(title, { id, description, duration: Infinity, action })),
  dismiss: (id: string) => show((s) => s.dismiss(id)),
};
