import { useEffect } from 'react';
import { usePwa } from '@/lib/pwa/pwa-store';
import { toast } from '@/lib/toast';

const TOAST_ID = 'sw-update';

/** Offers a waiting new version with 'Actualizar', but never while a test is running. */
export function UpdatePrompt() {
  const { updateWaiting, applyUpdate, testRunning } = usePwa();
  useEffect(() => {
    if (!updateWaiting || !applyUpdate) return;
    if (testRunning) {
      toast.dismiss(TOAST_ID);
      return;
    }
    toast.prompt(
      TOAST_ID,
      'Nueva versión disponible',
      'Actualiza para usar la última versión de Opositor.',
      {
        label: 'Actualizar',
        onClick: applyUpdate,
      },
    );
  }, [updateWaiting, applyUpdate, testRunning]);
  return null;
}
