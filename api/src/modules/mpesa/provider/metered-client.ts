import type { ProviderMetrics } from '../../../plugins/metrics.ts';
import type { MpesaClient } from './client.ts';

/** The provider client, each call timed and its answer code (or "unreachable") counted in the api's metrics. */
export function meteredMpesaClient(client: MpesaClient, metrics: ProviderMetrics): MpesaClient {
  const code = (answer: { code: string }) => answer.code;
  return {
    c2b: (request) => metrics.observe('mpesa', 'c2b', () => client.c2b(request), code),
    queryStatus: (thirdPartyReference, queryReference) =>
      metrics.observe('mpesa', 'status', () => client.queryStatus(thirdPartyReference, queryReference), code),
    reverse: (request) => metrics.observe('mpesa', 'reversal', () => client.reverse(request), code),
  };
}
