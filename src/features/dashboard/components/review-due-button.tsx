import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { REVIEW_TEST_PATH } from '@/lib/review/due';
import { useDueReviewCount } from '@/lib/review/use-due-count';

/** 'Repasar falladas (N)' when the device holds questions due for review; nothing otherwise. */
export function ReviewDueButton({ userId }: { userId: number }) {
  const due = useDueReviewCount(userId);
  if (due === 0) return null;
  return (
    <Button asChild variant="outline">
      <Link to={REVIEW_TEST_PATH}>
        <RotateCcw aria-hidden className="h-4 w-4" /> Repasar falladas ({due})
      </Link>
    </Button>
  );
}
