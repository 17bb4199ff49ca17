import { findPgError, pgErrorStatus } from '../db/pg-errors.ts';
import { HttpError } from '../http/errors.ts';

// An error does not cross threads whole: it loses its class and fields, so an HttpError raised in a worker thread
// (a Portuguese 4xx) would arrive as a plain Error and answer 500. A task wrapped in `refusable` answers its refusal
// as plain data instead, and the pool (pool.ts) raises it again in the thread serving the request.

/** A refusal raised in a worker thread: its status and Portuguese message. */
export interface Refusal {
  refusal: { statusCode: number; message: string };
}

export function isRefusal(answer: unknown): answer is Refusal {
  return typeof answer === 'object' && answer !== null && 'refusal' in answer;
}

/**
 * The task, answering an HttpError it raises as a Refusal, and a database refusal (a duplicate, a value out of
 * range…) as the 4xx the api's error handler gives it (db/pg-errors.ts).
 */
export function refusable<Input, Output>(
  task: (input: Input) => Promise<Output>,
): (input: Input) => Promise<Output | Refusal> {
  return async (input) => {
    try {
      return await task(input);
    } catch (error) {
      if (error instanceof HttpError)
        return { refusal: { statusCode: error.statusCode, message: error.message } };
      const pg = findPgError(error);
      const refused = pg && pgErrorStatus(pg);
      if (refused) return { refusal: refused };
      throw error;
    }
  };
}

/** The answer, or its refusal raised here as the HttpError it was. */
export function unlessRefused<Output>(answer: Output | Refusal): Output {
  if (isRefusal(answer)) throw new HttpError(answer.refusal.statusCode, answer.refusal.message);
  return answer;
}
