import type { MpesaProviderConfig } from './config.ts';
import { bearerToken } from './token.ts';

// The three calls of the Vodacom M-Pesa Mozambique OpenAPI this product makes (field names, paths and methods as
// the provider publishes them). Every answer is read into one shape; only a call without an answer (network,
// timeout, a body without output_ResponseCode) throws, so the job queue retries it.

export const C2B_PATH = '/ipg/v1x/c2bPayment/singleStage/';
export const QUERY_PATH = '/ipg/v1x/queryTransactionStatus/';
export const REVERSAL_PATH = '/ipg/v1x/reversal/';

/** output_ResponseCode values the flow acts on (docs/domain.md "M-Pesa payment requests"). */
export const CODES = {
  success: 'INS-0',
  cancelled: 'INS-5',
  failed: 'INS-6',
  timeout: 'INS-9',
  duplicate: 'INS-10',
  insufficientBalance: 'INS-2006',
  invalidMsisdn: 'INS-2051',
} as const;

export interface ProviderAnswer {
  httpStatus: number;
  code: string;
  description: string;
  transactionId: string | null;
  conversationId: string | null;
  /** Query only: Completed, Cancelled, Expired, N/A (still pending) … */
  transactionStatus: string | null;
}

export class ProviderUnreachable extends Error {
  override name = 'ProviderUnreachable';
}

export interface C2bRequest {
  transactionReference: string;
  /** 258 + the 9 national digits. */
  customerMsisdn: string;
  /** Meticais as the provider reads them: "325.50". */
  amount: string;
  thirdPartyReference: string;
}

export interface ReversalRequest {
  transactionId: string;
  thirdPartyReference: string;
  amount: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function createMpesaClient(config: MpesaProviderConfig) {
  async function call(method: 'GET' | 'POST' | 'PUT', url: URL, body?: object): Promise<ProviderAnswer> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${bearerToken(config.apiKey, config.publicKey)}`,
          origin: config.origin,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnreachable(`M-Pesa ${url.pathname}: ${(error as Error).message}`);
    }
    const raw = await response.text();
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      throw new ProviderUnreachable(`M-Pesa ${url.pathname}: HTTP ${response.status} without JSON`);
    }
    const code = text(json.output_ResponseCode);
    if (!code)
      throw new ProviderUnreachable(`M-Pesa ${url.pathname}: HTTP ${response.status} without a code`);
    return {
      httpStatus: response.status,
      code,
      description: text(json.output_ResponseDesc) ?? '',
      transactionId: text(json.output_TransactionID),
      conversationId: text(json.output_ConversationID),
      transactionStatus: text(json.output_ResponseTransactionStatus),
    };
  }

  const at = (base: string, path: string) => new URL(path, base.endsWith('/') ? base : `${base}/`);

  return {
    /** C2B single stage: answers once the customer typed the PIN, refused, or the provider gave up (INS-9). */
    c2b(request: C2bRequest): Promise<ProviderAnswer> {
      return call('POST', at(config.c2bUrl, C2B_PATH), {
        input_TransactionReference: request.transactionReference,
        input_CustomerMSISDN: request.customerMsisdn,
        input_Amount: request.amount,
        input_ThirdPartyReference: request.thirdPartyReference,
        input_ServiceProviderCode: config.serviceProviderCode,
      });
    },

    /** Query transaction status by our third-party reference (or the provider's transaction id). */
    queryStatus(thirdPartyReference: string, queryReference: string): Promise<ProviderAnswer> {
      const url = at(config.queryUrl, QUERY_PATH);
      url.searchParams.set('input_ThirdPartyReference', thirdPartyReference);
      url.searchParams.set('input_QueryReference', queryReference);
      url.searchParams.set('input_ServiceProviderCode', config.serviceProviderCode);
      return call('GET', url);
    },

    /** Reversal of a completed C2B transaction (the whole amount). */
    reverse(request: ReversalRequest): Promise<ProviderAnswer> {
      return call('PUT', at(config.reversalUrl, REVERSAL_PATH), {
        input_TransactionID: request.transactionId,
        input_SecurityCredential: config.securityCredential,
        input_InitiatorIdentifier: config.initiatorIdentifier,
        input_ThirdPartyReference: request.thirdPartyReference,
        input_ServiceProviderCode: config.serviceProviderCode,
        input_ReversalAmount: request.amount,
      });
    },
  };
}

export type MpesaClient = ReturnType<typeof createMpesaClient>;
