import { useEffect, useState } from 'react';
import { countQueuedReadings } from '../../lib/reading-queue.ts';

/** The readings waiting on this device (the Rota de Leitura's IndexedDB); undefined while counting. */
export function useQueuedReadings(): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let live = true;
    countQueuedReadings()
      .catch(() => 0) // A browser without IndexedDB (private mode) holds no queue.
      .then((value) => {
        if (live) setCount(value);
      });
    return () => {
      live = false;
    };
  }, []);
  return count;
}
