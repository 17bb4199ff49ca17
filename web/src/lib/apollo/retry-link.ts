import { RetryLink } from '@apollo/client/link/retry';
import { errorStatus } from './error-status.ts';

/** Attempts in all, the first included: about 0.4 + 0.8 + 1.6 s of waiting (with jitter) before a query gives up. */
export const QUERY_ATTEMPTS = 4;

/**
 * Retries a query that failed on the way (no answer, or a proxy's 502/503/504), with exponential backoff: a slow
 * or flaky link often answers the second time. Never a mutation: it may have reached the server before the answer
 * was lost, and doing it again (a second reading, a second payment) must be the user's choice. Not while the browser
 * knows it is offline either: the failure is shown at once (ui/table, the offline banner).
 */
export function createQueryRetryLink({
  isOnline = () => navigator.onLine,
  initialDelayMs = 400,
}: {
  isOnline?: () => boolean;
  initialDelayMs?: number;
} = {}): RetryLink {
  return new RetryLink({
    delay: { initial: initialDelayMs, max: 4_000, jitter: true },
    attempts: {
      max: QUERY_ATTEMPTS,
      retryIf: (error, operation) => {
        if (operation.operationType !== 'query' || !isOnline()) return false;
        const status = errorStatus(error);
        return status === 0 || status === 502 || status === 503 || status === 504;
      },
    },
  });
}
