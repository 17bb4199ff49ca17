import { loadEnv } from '../../../env.ts';
import { buildSmsSimulator } from './simulator.ts';

// `pnpm start` runs this beside the api when no SMS provider is configured: the local SMS simulator on
// SMS_SIMULATOR_PORT (README "SMS"). It stops on SIGINT/SIGTERM like the other processes.

const env = loadEnv();
const { port, timeoutMs } = env.smsSimulator;
const simulator = buildSmsSimulator({ timeoutMs });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.app.close().then(() => process.exit(0));
  });
}

await simulator.app.listen({ port, host: '127.0.0.1' });
console.log(`[sms-simulator] SMS simulado em http://127.0.0.1:${port}`);
