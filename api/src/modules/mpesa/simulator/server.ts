import { loadEnv } from '../../../env.ts';
import { buildSimulator } from './simulator.ts';

// `pnpm start` runs this beside the api: the local M-Pesa simulator on MPESA_SIMULATOR_PORT (README "M-Pesa
// simulator"). It stops on SIGINT/SIGTERM like the other processes.

const env = loadEnv();
const { port, delayMs, serviceProviderCode } = env.mpesaSimulator;
const simulator = buildSimulator({ delayMs, serviceProviderCode });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}

await simulator.listen({ port, host: '127.0.0.1' });
console.log(`[mpesa-simulator] M-Pesa simulado em http://127.0.0.1:${port} (atraso ${delayMs} ms)`);
