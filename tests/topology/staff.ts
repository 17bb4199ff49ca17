// Staff at their browsers, as the load balancer sees them: GraphQL through the proxy, and a retry after any answer
// that says "not now" (the connection dropped with a killed process, HAProxy or the gateway answering 502/503 while
// instances come and go or the database is away). A payment is retried with its idempotency key, as the web does.
// Anything else that is not an answer (a 500, a GraphQL error of another kind) is a bug and is recorded.
import { setTimeout as sleep } from 'node:timers/promises';
import { PROXY } from './cluster.ts';

export interface Tally {
  /** Requests sent, attempts included. */
  requests: number;
  /** Attempts answered "not now" (then retried), by kind. */
  transient: Record<string, number>;
  /** Answers that are bugs: a 500, an unexpected GraphQL error, an operation that never succeeded. */
  bugs: string[];
  /** Operations that needed more than one attempt, and succeeded. */
  retried: number;
}

export const tally: Tally = { requests: 0, transient: {}, bugs: [], retried: 0 };

const note = (kind: string) => {
  tally.transient[kind] = (tally.transient[kind] ?? 0) + 1;
};

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; statusCode?: number } }[];
}

/** How long one operation keeps being retried before it counts as failed (a bug). */
const RETRY_BUDGET_MS = 90_000;

export interface Attempted<T> {
  data: T;
  /** True when an earlier attempt may have reached the api (its answer was lost). */
  uncertain: boolean;
}

/** Sends one operation until it is answered; resolves with its data, or undefined after recording a bug. */
export async function graphql<T>(
  operation: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Attempted<T> | undefined> {
  const started = Date.now();
  let uncertain = false;
  for (let attempt = 1; ; attempt += 1) {
    tally.requests += 1;
    let kind: string;
    try {
      const response = await fetch(`${PROXY}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query: operation, variables }),
        signal: AbortSignal.timeout(30_000),
      });
      if (response.status === 502 || response.status === 503 || response.status === 504) {
        kind = `HTTP ${response.status}`;
        // HAProxy's 502/504 come after it sent the request on: the api may have done the work.
        if (response.status !== 503) uncertain = true;
      } else {
        const body = (await response.json()) as GraphQLAnswer<T>;
        const error = body.errors?.[0];
        if (!error && body.data) {
          if (attempt > 1) tally.retried += 1;
          return { data: body.data, uncertain };
        }
        const status = error?.extensions?.statusCode;
        if (error?.extensions?.code === 'SERVICE_UNAVAILABLE' || status === 502 || status === 503) {
          kind = `GraphQL ${status ?? error?.extensions?.code}`;
          if (status === 502) uncertain = true;
        } else {
          tally.bugs.push(
            `${operation.split('{')[0]?.trim()}: ${response.status} ${JSON.stringify(body.errors)}`,
          );
          return undefined;
        }
      }
    } catch (error) {
      // The connection died (a killed gateway) or no answer came: the work may or may not have been done.
      kind = `no answer (${(error as Error).cause ? ((error as Error).cause as Error).message : (error as Error).message})`;
      uncertain = true;
    }
    note(kind);
    if (Date.now() - started > RETRY_BUDGET_MS) {
      tally.bugs.push(
        `${operation.split('{')[0]?.trim()}: still failing after ${attempt} attempts (${kind})`,
      );
      return undefined;
    }
    await sleep(250);
  }
}

export async function login(username: string, password: string): Promise<string> {
  const answer = await graphql<{ login: { session: { token: string } | null; message: string | null } }>(
    'mutation Entrar($input: LoginInput!) { login(input: $input) { session { token } message } }',
    { input: { username, password } },
  );
  const token = answer?.data.login.session?.token;
  if (!token) throw new Error(`login of ${username} refused: ${answer?.data.login.message}`);
  return token;
}
