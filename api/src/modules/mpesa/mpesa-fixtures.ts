import type { TestApp } from '../../../test/helpers/test-app.ts';
import { buildApp } from '../../app.ts';
import type { MpesaOptions } from './provider/config.ts';
import { buildSimulator } from './simulator/simulator.ts';
import { SIMULATOR_INITIATOR, SIMULATOR_SECURITY_CREDENTIAL } from './simulator/simulator-identity.ts';
import { SIMULATOR_API_KEY, SIMULATOR_PUBLIC_KEY } from './simulator/simulator-keys.ts';

// What the M-Pesa tests share: a simulator on a free port, options pointing the api at it, and extra api
// instances on the same database (the "several processes share the queue" setting).

export async function startSimulator(delayMs: number) {
  const simulator = buildSimulator({ delayMs, serviceProviderCode: '171717' });
  const url = await simulator.listen({ port: 0, host: '127.0.0.1' });
  return { simulator, url };
}

export function mpesaOptions(url: string, worker: boolean, concurrency = 5): MpesaOptions {
  return {
    provider: {
      c2bUrl: url,
      queryUrl: url,
      reversalUrl: url,
      apiKey: SIMULATOR_API_KEY,
      publicKey: SIMULATOR_PUBLIC_KEY,
      serviceProviderCode: '171717',
      origin: 'developer.mpesa.vm.co.mz',
      initiatorIdentifier: SIMULATOR_INITIATOR,
      securityCredential: SIMULATOR_SECURITY_CREDENTIAL,
      timeoutMs: 10_000,
    },
    work: { concurrency, statusBackoffMs: 100, maxBackoffMs: 400, maxStatusQueries: 20 },
    worker,
    // A stopped instance hands its running jobs back at once (the restart test).
    stopGraceMs: 0,
  };
}

/** Another api process on the test app's database, working the M-Pesa queue. */
export function workerInstance(t: TestApp, url: string) {
  return buildApp({ databaseUrl: t.databaseUrl, jwtSecret: t.jwtSecret, mpesa: mpesaOptions(url, true) });
}
