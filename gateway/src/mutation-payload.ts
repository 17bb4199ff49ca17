import { failurePayload, USER_FAILURES } from './errors.ts';
import type { InputError } from './generated/resolvers.ts';

/** What every payload carries besides its entities (the MutationPayload interface of modules/base/base.graphql). */
export interface PayloadStatus {
  message: string | null;
  inputErrors: InputError[];
}

/**
 * A refusal the gateway decides before any api call (a contradictory input); the form shows its message as it
 * shows the api's.
 */
export class InputRefusal extends Error {
  override readonly name = 'InputRefusal';
}

/**
 * The one way a mutation answers. `run` does the work and resolves with the payload's entities, e.g.
 * `{ zone }`; they are answered with `message: null, inputErrors: []`. When the api refuses for a reason the user
 * can fix (by default 400, 409, 413, 415, 429; login and refresh add 401), or `run` throws an InputRefusal, the
 * answer is `refused` (the entities' empty values, e.g. `{ zone: null }`) with the Portuguese message and the
 * refused fields. Anything else (403, 404, 5xx, a bug) is rethrown and reaches the client as a GraphQL error
 * through graphQLErrorFromRest.
 */
export async function mutationPayload<Done extends object, Refused extends object>(
  run: () => Promise<Done>,
  refused: Refused,
  statuses: ReadonlySet<number> = USER_FAILURES,
): Promise<(Done | Refused) & PayloadStatus> {
  try {
    return { ...(await run()), message: null, inputErrors: [] };
  } catch (error) {
    if (error instanceof InputRefusal) return { ...refused, message: error.message, inputErrors: [] };
    return { ...refused, ...failurePayload(error, statuses) };
  }
}

/** A DeletePayload through the same path: `{ deleted: true }`, or `{ deleted: false }` with the refusal. */
export function deletePayload(remove: () => Promise<void>) {
  return mutationPayload(
    async () => {
      await remove();
      return { deleted: true };
    },
    { deleted: false },
  );
}
