import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** A dialog about one summary (its topic under the title); the content mounts only while open. */
export function SummaryDialog({
  title,
  tema,
  open,
  onOpenChange,
  className,
  children,
}: {
  title: string;
  tema: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={tema} className={className}>
        {open && children(() => onOpenChange(false))}
      </DialogContent>
    </Dialog>
  );
}
