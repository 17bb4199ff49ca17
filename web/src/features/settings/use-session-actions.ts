import { messages } from '@agua/domain/messages';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import { useToast } from '../../ui/toast/toast-context.ts';

const t = messages.account.sessions;

const EndSession = graphql(`
  mutation EndSession($sessionId: ID!) {
    endSession(sessionId: $sessionId) {
      ...MutationResult
      ended
    }
  }
`);
const EndOtherSessions = graphql(`
  mutation EndOtherSessions {
    endOtherSessions {
      ...MutationResult
      ended
    }
  }
`);

/** Terminar and Terminar todas as outras: each says what it did in a toast, then the list reloads. */
export function useSessionActions(onChanged: () => void) {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (
    key: string,
    task: () => Promise<{ message?: string | null; ended: number } | undefined>,
    done: (ended: number) => string,
  ) => {
    setBusy(key);
    try {
      const payload = await task();
      if (!payload) toast.show({ type: 'error', message: t.failed });
      else if (payload.message) toast.show({ type: 'error', message: payload.message });
      else toast.show({ type: 'success', message: done(payload.ended) });
    } catch (error) {
      toast.show({ type: 'error', message: error instanceof Error ? error.message : t.failed });
    } finally {
      setBusy(null);
      onChanged();
    }
  };

  return {
    busy,
    end: (sessionId: string) =>
      act(
        sessionId,
        async () =>
          (await client.mutate({ mutation: EndSession, variables: { sessionId } })).data?.endSession,
        () => t.ended,
      ),
    endOthers: () =>
      act(
        'others',
        async () => (await client.mutate({ mutation: EndOtherSessions })).data?.endOtherSessions,
        (ended) => (ended === 0 ? t.none : t.othersEnded(ended)),
      ),
  };
}
