import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { SEND_PATH, STATUS_PATH } from '../provider/client.ts';
import { SIMULATOR_SMS_TOKEN, smsOutcomeFor } from './outcomes.ts';

// A local stand-in for an SMS provider's HTTP API (docs/domain.md "SMS notices"): the same bulk send, idempotency
// by `reference` and delivery-status query the adapter uses (provider/client.ts). Outcomes are set by the phone's
// last digit (outcomes.ts): throttled answers THROTTLED the first time a reference is seen; timeout takes the first
// call holding a new such reference but answers only after `timeoutMs` (the messages are taken all the same, as a
// provider that answered too late would): a repeat of a reference is answered as before and never sent twice.

export interface SmsSimulatorOptions {
  token?: string;
  /** How long the "timeout" outcome holds its first answer (longer than the api's SMS_TIMEOUT_MS). */
  timeoutMs: number;
}

interface Taken {
  reference: string;
  to: string;
  text: string;
  messageId: string | null;
  status: 'ACCEPTED' | 'REJECTED';
  code: string | null;
  delivery: 'PENDING' | 'DELIVERED' | 'UNDELIVERED';
}

export interface SmsSimulator {
  app: FastifyInstance;
  /** Every message taken (accepted or rejected), once per reference: what a handset would have received. */
  taken(): readonly Taken[];
  /** Calls answered for a reference already taken (the api retried a key). */
  repeats(): number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Body = Record<string, unknown>;

export function buildSmsSimulator({
  token = SIMULATOR_SMS_TOKEN,
  timeoutMs,
}: SmsSimulatorOptions): SmsSimulator {
  const byReference = new Map<string, Taken>();
  const byMessageId = new Map<string, Taken>();
  const throttledOnce = new Set<string>();
  let repeats = 0;
  const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/health') return;
    if (request.headers.authorization !== `Bearer ${token}`) {
      await reply.code(401).send({ error: 'invalid token' });
    }
  });

  app.get('/health', async () => ({ status: 'ok' }));

  app.post(SEND_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const messages = Array.isArray(body.messages) ? (body.messages as Body[]) : null;
    if (!messages || messages.length === 0 || messages.length > 1000 || typeof body.from !== 'string') {
      return reply.code(400).send({ error: 'from and 1 to 1000 messages are required' });
    }
    let late = false;
    const results = messages.map((message) => {
      const reference = String(message.reference ?? '');
      const to = String(message.to ?? '');
      const known = byReference.get(reference);
      if (known) {
        repeats += 1;
        return { reference, status: known.status, messageId: known.messageId, code: known.code };
      }
      const outcome = smsOutcomeFor(to);
      if (outcome === 'throttled' && !throttledOnce.has(reference)) {
        throttledOnce.add(reference);
        return { reference, status: 'THROTTLED', messageId: null, code: 'RATE_LIMIT' };
      }
      if (outcome === 'timeout') late = true;
      const valid = /^\+258 ?8[2-7]\d{7}$/.test(to) && outcome !== 'rejected';
      const taken: Taken = {
        reference,
        to,
        text: String(message.text ?? ''),
        messageId: valid ? `SIM${randomBytes(6).toString('hex').toUpperCase()}` : null,
        status: valid ? 'ACCEPTED' : 'REJECTED',
        code: valid ? null : 'INVALID_DESTINATION',
        delivery: outcome === 'undelivered' ? 'UNDELIVERED' : 'DELIVERED',
      };
      byReference.set(reference, taken);
      if (taken.messageId) byMessageId.set(taken.messageId, taken);
      return { reference, status: taken.status, messageId: taken.messageId, code: taken.code };
    });
    if (late) await sleep(timeoutMs);
    return { results };
  });

  app.post(STATUS_PATH, async (request) => {
    const ids = ((request.body ?? {}) as Body).messageIds;
    const list = Array.isArray(ids) ? ids.slice(0, 1000).map(String) : [];
    return {
      results: list.flatMap((messageId) => {
        const taken = byMessageId.get(messageId);
        return taken ? [{ messageId, status: taken.delivery }] : [];
      }),
    };
  });

  return { app, taken: () => [...byReference.values()], repeats: () => repeats };
}
