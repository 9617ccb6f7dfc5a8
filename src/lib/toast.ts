import { toast as sonner } from 'sonner';

/** The app's one way to show a toast: a title and an optional description. */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, { description }),
  error: (title: string, description?: string) => sonner.error(title, { description }),
  info: (title: string, description?: string) => sonner(title, { description }),
  /** A toast that stays until acted on or dismissed, with one action button. */
  prompt: (id: string, title: string, description: string, action: { label: string; onClick: () => void }) =>
    sonner(title, { id, description, duration: Infinity, action }),
  dismiss: (id: string) => sonner.dismiss(id),
};
