import { useCallback, useEffect, useRef, useState } from 'react';

export type TimedStatus = { kind: 'success' | 'error'; text: string };

/**
 * A status line that clears itself `ms` after it was shown (spec 001 §4: the Email XLS action shows
 * 'Email queued' or its error for 4 seconds); a new status restarts the time.
 */
export function useTimedStatus(ms: number): [TimedStatus | null, (status: TimedStatus) => void] {
  const [status, setStatus] = useState<TimedStatus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback(
    (next: TimedStatus) => {
      if (timer.current !== null) clearTimeout(timer.current);
      setStatus(next);
      timer.current = setTimeout(() => {
        timer.current = null;
        setStatus(null);
      }, ms);
    },
    [ms],
  );

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return [status, show];
}
