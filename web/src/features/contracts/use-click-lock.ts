import { useCallback, useEffect, useRef, useState } from 'react';

/** The wizard's buttons stay locked this long after each click, so a double click acts once. */
export const WIZARD_LOCK_MS = 200;

export function useClickLock(ms = WIZARD_LOCK_MS): [locked: boolean, lock: () => void] {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = useCallback(() => {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), ms);
  }, [ms]);
  return [locked, lock];
}
