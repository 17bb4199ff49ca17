import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the browser keeps this site's storage (the route and its queued readings) for good, asked with
 * navigator.storage.persist() when a route is downloaded; null where the browser has no such thing.
 */
export function usePersistence() {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    void navigator.storage?.persisted?.().then(setPersisted, () => undefined);
  }, []);
  const request = useCallback(async () => {
    if (!navigator.storage?.persist) return;
    setPersisted(await navigator.storage.persist().catch(() => false));
  }, []);
  return { persisted, request };
}
