import type { SmsProviderConfig } from './config.ts';

// The SMS provider's HTTP API as this product calls it (README "SMS"): a bulk send of up to 1,000 messages, each
// carrying our idempotency key as `reference` (a repeat of a key is answered as the first time and never sent
// again), and a bulk delivery-status query. Only a call without an answer (network, timeout, 5xx, a body without
// results) throws ProviderUnreachable; the dispatcher then retries the same keys later.

export const SEND_PATH = '/v1/messages';
export const STATUS_PATH = '/v1/messages/status';

export interface OutgoingSms {
  /** +258 and 9 digits. */
  to: string;
  text: string;
  /** Our idempotency key. */
  reference: string;
}

export type SendStatus = 'ACCEPTED' | 'REJECTED' | 'THROTTLED';
export interface SendResult {
  reference: string;
  status: SendStatus;
  messageId: string | null;
  code: string | null;
}

export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'UNDELIVERED';
export interface StatusResult {
  messageId: string;
  status: DeliveryStatus;
}

export class SmsProviderUnreachable extends Error {
  override name = 'SmsProviderUnreachable';
}

const SEND_STATUSES = new Set(['ACCEPTED', 'REJECTED', 'THROTTLED']);
const DELIVERY_STATUSES = new Set(['PENDING', 'DELIVERED', 'UNDELIVERED']);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function createSmsClient(config: SmsProviderConfig) {
  async function call(path: string, body: object): Promise<unknown[]> {
    const url = new URL(path.slice(1), config.url.endsWith('/') ? config.url : `${config.url}/`);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new SmsProviderUnreachable(`SMS ${path}: ${(error as Error).message}`);
    }
    const raw = await response.text();
    if (!response.ok)
      throw new SmsProviderUnreachable(`SMS ${path}: HTTP ${response.status} ${raw.slice(0, 200)}`);
    try {
      const results = (JSON.parse(raw) as { results?: unknown }).results;
      if (Array.isArray(results)) return results;
    } catch {
      // answered below
    }
    throw new SmsProviderUnreachable(`SMS ${path}: HTTP ${response.status} without results`);
  }

  return {
    /** Hands messages to the provider; one result per message (a message it did not answer for is THROTTLED). */
    async send(messages: readonly OutgoingSms[]): Promise<SendResult[]> {
      const results = await call(SEND_PATH, { from: config.senderId, messages });
      const byReference = new Map<string, SendResult>();
      for (const item of results as Record<string, unknown>[]) {
        const reference = text(item.reference);
        const status = text(item.status);
        if (!reference || !status || !SEND_STATUSES.has(status)) continue;
        byReference.set(reference, {
          reference,
          status: status as SendStatus,
          messageId: text(item.messageId),
          code: text(item.code),
        });
      }
      return messages.map(
        (message) =>
          byReference.get(message.reference) ?? {
            reference: message.reference,
            status: 'THROTTLED',
            messageId: null,
            code: null,
          },
      );
    },

    /** The delivery status of messages the provider accepted, by its message id. */
    async status(messageIds: readonly string[]): Promise<StatusResult[]> {
      const results = await call(STATUS_PATH, { messageIds });
      return (results as Record<string, unknown>[]).flatMap((item) => {
        const messageId = text(item.messageId);
        const status = text(item.status);
        return messageId && status && DELIVERY_STATUSES.has(status)
          ? [{ messageId, status: status as DeliveryStatus }]
          : [];
      });
    },
  };
}

export type SmsClient = ReturnType<typeof createSmsClient>;
