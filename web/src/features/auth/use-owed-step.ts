import { messages } from '@agua/domain/messages';
import { useLoaderData, useNavigate } from 'react-router';
import { useSessionManager } from '../../lib/session/session-context.tsx';
import type { SessionUser } from '../../lib/session/session-guard.ts';
import { pathAfterSignIn } from '../../lib/session/session-steps.ts';
import type { SessionData } from '../../lib/session/session-store.ts';
import { useToast } from '../../ui/toast/toast-context.ts';

/**
 * What a step's page needs: who is signed in, their access token for the requests, the renewed session stored as
 * soon as the api answers it (its refresh token replaced the stored one, which is spent), and the way on once the
 * step is done: the next step's page, or home.
 */
export function useOwedStep() {
  // The step route's loader (stepLoader in lib/session/session-guard.ts) answers the signed-in user.
  const user = useLoaderData<SessionUser>();
  const session = useSessionManager();
  const navigate = useNavigate();
  const toast = useToast();
  return {
    user,
    token: () => session.accessToken(),
    async adopt(renewed: SessionData | null): Promise<SessionData | null> {
      if (!renewed) {
        toast.show({ type: 'error', message: messages.auth.loginFailed });
        return null;
      }
      await session.start(renewed);
      return renewed;
    },
    proceed(renewed: SessionData) {
      navigate(pathAfterSignIn(renewed), { replace: true });
    },
  };
}
