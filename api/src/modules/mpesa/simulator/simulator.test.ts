import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMpesaClient, type MpesaClient } from '../provider/client.ts';
import type { MpesaProviderConfig } from '../provider/config.ts';
import { buildSimulator } from './simulator.ts';
import { SIMULATOR_INITIATOR, SIMULATOR_SECURITY_CREDENTIAL } from './simulator-identity.ts';
import { SIMULATOR_API_KEY, SIMULATOR_PUBLIC_KEY } from './simulator-keys.ts';

// The simulator's contract, through the real provider client: the paths, fields, token check and scripted outcomes
// the api relies on (README "M-Pesa simulator").

const simulator = buildSimulator({ delayMs: 30, serviceProviderCode: '171717' });
let config: MpesaProviderConfig;
let client: MpesaClient;
let serial = 0;

beforeAll(async () => {
  const address = await simulator.listen({ port: 0, host: '127.0.0.1' });
  config = {
    c2bUrl: address,
    queryUrl: address,
    reversalUrl: address,
    apiKey: SIMULATOR_API_KEY,
    publicKey: SIMULATOR_PUBLIC_KEY,
    serviceProviderCode: '171717',
    origin: 'developer.mpesa.vm.co.mz',
    initiatorIdentifier: SIMULATOR_INITIATOR,
    securityCredential: SIMULATOR_SECURITY_CREDENTIAL,
    timeoutMs: 5000,
  };
  client = createMpesaClient(config);
});
afterAll(() => simulator.close());

const nextReference = () => {
  serial += 1;
  return `T${serial}X${Date.now()}`;
};
const pay = (msisdn: string, reference = nextReference()) =>
  client.c2b({
    transactionReference: 'AGUA1',
    customerMsisdn: msisdn,
    amount: '325.50',
    thirdPartyReference: reference.slice(0, 20),
  });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('M-Pesa simulator', () => {
  it('pays a number ending in 1: INS-0 with a transaction id, and the status query says Completed', async () => {
    const answer = await pay('258841000001', 'REF1');
    expect(answer).toMatchObject({ httpStatus: 201, code: 'INS-0' });
    expect(answer.transactionId).toMatch(/^SIM/);
    const status = await client.queryStatus('REF1', 'REF1');
    expect(status).toMatchObject({ code: 'INS-0', transactionStatus: 'Completed' });
    expect(status.transactionId).toBe(answer.transactionId);
  });

  it.each([
    ['258841000002', 'INS-5'],
    ['258841000004', 'INS-2006'],
    ['258841000005', 'INS-6'],
    ['258821000001', 'INS-2051'],
  ])('answers %s with %s and no transaction id', async (msisdn, code) => {
    const answer = await pay(msisdn);
    expect(answer.code).toBe(code);
    expect(answer.transactionId).toBeNull();
  });

  it('times out a number ending in 3 (INS-9); a later status query finds it paid', async () => {
    // A slower simulator of its own, so "not answered yet" is seen well within the late answer's delay even on a
    // loaded machine; the late answer itself is awaited by polling, not by a fixed sleep.
    const slow = buildSimulator({ delayMs: 1500, serviceProviderCode: '171717' });
    const address = await slow.listen({ port: 0, host: '127.0.0.1' });
    try {
      const slowClient = createMpesaClient({
        ...config,
        c2bUrl: address,
        queryUrl: address,
        reversalUrl: address,
      });
      const answer = await slowClient.c2b({
        transactionReference: 'AGUA1',
        customerMsisdn: '258851000003',
        amount: '325.50',
        thirdPartyReference: 'REF3',
      });
      expect(answer.code).toBe('INS-9');
      expect((await slowClient.queryStatus('REF3', 'REF3')).transactionStatus).toBe('N/A');
      await expect
        .poll(async () => (await slowClient.queryStatus('REF3', 'REF3')).transactionStatus, {
          timeout: 10_000,
        })
        .toBe('Completed');
      expect((await slowClient.queryStatus('REF3', 'REF3')).transactionId).toMatch(/^SIM/);
    } finally {
      await slow.close();
    }
  });

  it('times out a number ending in 6 and expires it', async () => {
    expect((await pay('258841000006', 'REF6')).code).toBe('INS-9');
    await wait(80);
    expect((await client.queryStatus('REF6', 'REF6')).transactionStatus).toBe('Expired');
  });

  it('refuses a third-party reference twice (INS-10)', async () => {
    expect((await pay('258841000008', 'DUP')).code).toBe('INS-0');
    expect((await pay('258841000008', 'DUP')).code).toBe('INS-10');
  });

  it('reverses a completed transaction once', async () => {
    const paid = await pay('258841000008', 'REV1');
    const reverse = () =>
      client.reverse({ transactionId: paid.transactionId!, thirdPartyReference: 'REV1R', amount: '325.50' });
    expect((await reverse()).code).toBe('INS-0');
    expect((await reverse()).code).toBe('INS-2019');
  });

  it('refuses a token made with another API key, a wrong service provider code and a missing origin', async () => {
    const wrongKey = createMpesaClient({ ...config, apiKey: 'outra-chave' });
    expect(await wrongKey.queryStatus('X', 'X')).toMatchObject({ httpStatus: 401, code: 'INS-995' });
    const wrongCode = createMpesaClient({ ...config, serviceProviderCode: '999' });
    expect((await wrongCode.queryStatus('X', 'X')).code).toBe('INS-13');
    const response = await fetch(`${config.queryUrl}/ipg/v1x/queryTransactionStatus/`);
    expect(response.status).toBe(401);
  });

  it('refuses a reversal with the wrong initiator credentials', async () => {
    const paid = await pay('258841000008', 'REV2');
    const wrong = createMpesaClient({ ...config, securityCredential: 'errada' });
    const answer = await wrong.reverse({
      transactionId: paid.transactionId!,
      thirdPartyReference: 'REV2R',
      amount: '1',
    });
    expect(answer.code).toBe('INS-2001');
  });
});
