// The state of the installed app: a waiting new version, the browser's install prompt, and
// whether a test is running (an update must never interrupt one).
import { create } from 'zustand';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  updateWaiting: boolean;
  applyUpdate: (() => void) | null;
  installPrompt: InstallPromptEvent | null;
  /** Set by the test runner while a test is open. */
  testRunning: boolean;
}

export const usePwa = create<PwaState>()(() => ({
  updateWaiting: false,
  applyUpdate: null,
  installPrompt: null,
  testRunning: false,
}));

export function setTestRunning(testRunning: boolean): void {
  usePwa.setState({ testRunning });
}

/** iOS Safari has no install prompt: the user adds the app from the share menu. */
export function isIosSafariBrowser(): boolean {
  if (typeof navigator === 'undefined') return false; // the build's prerender (Node)
  const ua = navigator.userAgent;
  const ios =
    /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone && !/CriOS|FxiOS|EdgiOS/.test(ua);
}
