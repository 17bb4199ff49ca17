import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { C2B_PATH, QUERY_PATH, REVERSAL_PATH } from '../provider/client.ts';
import { apiKeyOfToken } from '../provider/token.ts';
import { outcomeFor } from './outcomes.ts';
import { SIMULATOR_INITIATOR, SIMULATOR_SECURITY_CREDENTIAL } from './simulator-identity.ts';
import { SIMULATOR_API_KEY, SIMULATOR_PRIVATE_KEY } from './simulator-keys.ts';

// A local stand-in for the Vodacom M-Pesa OpenAPI (docs/domain.md "M-Pesa payment requests"): the same paths,
// fields, bearer-token check and synchronous wait, every path on one port. Outcomes are scripted by the number's
// last digit (outcomes.ts). Transactions live in memory: a restart of the simulator forgets them.

export interface SimulatorOptions {
  /** One delay unit (the "customer typing the PIN"), in ms. */
  delayMs: number;
  serviceProviderCode: string;
  apiKey?: string;
  privateKey?: string;
  initiatorIdentifier?: string;
  securityCredential?: string;
}

interface Transaction {
  thirdPartyReference: string;
  transactionId: string;
  conversationId: string;
  msisdn: string;
  amount: string;
  /** Completed, Cancelled, Expired, Failed, Reversed; N/A while the customer has not answered. */
  status: string;
  c2bCalls: number;
}

const id = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Body = Record<string, unknown>;
const field = (body: Body, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');

export function buildSimulator(options: SimulatorOptions): FastifyInstance {
  const apiKey = options.apiKey ?? SIMULATOR_API_KEY;
  const privateKey = options.privateKey ?? SIMULATOR_PRIVATE_KEY;
  const byReference = new Map<string, Transaction>();
  const byTransactionId = new Map<string, Transaction>();
  const app = Fastify({ logger: false });

  const answer = (reply: FastifyReply, status: number, code: string, desc: string, extra: Body = {}) =>
    reply.code(status).send({ output_ResponseCode: code, output_ResponseDesc: desc, ...extra });

  /** The provider's gate: a bearer token that decrypts to the API key, an Origin, our service provider code. */
  function refused(request: FastifyRequest, reply: FastifyReply, serviceProviderCode: string) {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    let key = '';
    try {
      key = token ? apiKeyOfToken(token, privateKey) : '';
    } catch {
      key = '';
    }
    if (key !== apiKey) return answer(reply, 401, 'INS-995', 'API key or bearer token invalid');
    if (!request.headers.origin) return answer(reply, 400, 'INS-995', 'Origin header missing');
    if (serviceProviderCode !== options.serviceProviderCode)
      return answer(reply, 400, 'INS-13', 'Invalid Service Provider Code');
    return undefined;
  }

  app.get('/health', async () => ({ status: 'ok' }));

  app.post(C2B_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const blocked = refused(request, reply, field(body, 'input_ServiceProviderCode'));
    if (blocked) return blocked;
    const reference = field(body, 'input_ThirdPartyReference');
    const msisdn = field(body, 'input_CustomerMSISDN');
    const amount = field(body, 'input_Amount');
    if (!/^[A-Za-z0-9]{1,20}$/.test(field(body, 'input_TransactionReference')) || !reference)
      return answer(reply, 400, 'INS-21', 'Parameter validations failed');
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
      return answer(reply, 400, 'INS-21', 'Parameter validations failed');
    if (!/^258(84|85)\d{7}$/.test(msisdn)) return answer(reply, 400, 'INS-2051', 'Invalid MSISDN');
    const known = byReference.get(reference);
    if (known) {
      known.c2bCalls += 1;
      return answer(reply, 409, 'INS-10', 'Duplicate Transaction', {
        output_ThirdPartyReference: reference,
      });
    }
    const outcome = outcomeFor(msisdn);
    const transaction: Transaction = {
      thirdPartyReference: reference,
      transactionId: id('SIM'),
      conversationId: id('CONV'),
      msisdn,
      amount,
      status: 'N/A',
      c2bCalls: 1,
    };
    byReference.set(reference, transaction);
    byTransactionId.set(transaction.transactionId, transaction);
    // The synchronous wait: the provider answers once the customer acted (or it gave up).
    await sleep(outcome.delays * options.delayMs);
    if (outcome.code === 'INS-9') {
      // The customer answers late: a status query finds the final state one more delay later.
      setTimeout(() => {
        transaction.status = outcome.finally;
      }, options.delayMs).unref();
    } else {
      transaction.status = outcome.finally;
    }
    const ids =
      outcome.code === 'INS-0'
        ? {
            output_TransactionID: transaction.transactionId,
            output_ConversationID: transaction.conversationId,
          }
        : { output_ConversationID: transaction.conversationId };
    return answer(reply, outcome.httpStatus, outcome.code, outcome.description, {
      ...ids,
      output_ThirdPartyReference: reference,
    });
  });

  app.get(QUERY_PATH, async (request, reply) => {
    const query = (request.query ?? {}) as Body;
    const blocked = refused(request, reply, field(query, 'input_ServiceProviderCode'));
    if (blocked) return blocked;
    const queryReference = field(query, 'input_QueryReference');
    const transaction = byReference.get(queryReference) ?? byTransactionId.get(queryReference);
    const extra: Body = { output_ThirdPartyReference: field(query, 'input_ThirdPartyReference') };
    if (!transaction) {
      return answer(reply, 200, 'INS-0', 'Request processed successfully', {
        ...extra,
        output_ResponseTransactionStatus: 'N/A',
      });
    }
    return answer(reply, 200, 'INS-0', 'Request processed successfully', {
      ...extra,
      output_ResponseTransactionStatus: transaction.status,
      output_ConversationID: transaction.conversationId,
      ...(transaction.status === 'Completed' || transaction.status === 'Reversed'
        ? { output_TransactionID: transaction.transactionId }
        : {}),
    });
  });

  app.put(REVERSAL_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const blocked = refused(request, reply, field(body, 'input_ServiceProviderCode'));
    if (blocked) return blocked;
    if (
      field(body, 'input_InitiatorIdentifier') !== (options.initiatorIdentifier ?? SIMULATOR_INITIATOR) ||
      field(body, 'input_SecurityCredential') !==
        (options.securityCredential ?? SIMULATOR_SECURITY_CREDENTIAL)
    )
      return answer(reply, 401, 'INS-2001', 'Initiator authentication error');
    const transaction = byTransactionId.get(field(body, 'input_TransactionID'));
    if (transaction?.status !== 'Completed')
      return answer(reply, 422, 'INS-2019', 'The transaction cannot be reversed');
    transaction.status = 'Reversed';
    return answer(reply, 200, 'INS-0', 'Request processed successfully', {
      output_TransactionID: id('REV'),
      output_ConversationID: id('CONV'),
      output_ThirdPartyReference: field(body, 'input_ThirdPartyReference'),
    });
  });

  /** How many C2B calls a reference received (the contract tests and the exactly-once proofs read it). */
  app.get('/simulator/transactions/:reference', async (request, reply) => {
    const transaction = byReference.get((request.params as { reference: string }).reference);
    if (!transaction) return reply.code(404).send({});
    return transaction;
  });

  return app;
}
