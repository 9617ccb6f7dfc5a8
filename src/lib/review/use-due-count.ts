import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { dueCount } from './due';

const REFRESH_MS = 60_000;

/** The user's questions due for review, kept current as answers land and as time passes. */
export function useDueReviewCount(userId: number | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  return useLiveQuery(() => (userId ? dueCount(userId, now) : 0), [userId, now]) ?? 0;
}
