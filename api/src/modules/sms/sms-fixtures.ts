import { addDays, todayInMaputo } from '@agua/domain/dates';
import { queryRows } from '../../../test/helpers/sql.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { buildApp } from '../../app.ts';
import { DEFAULT_SMS_WORK, type SmsOptions } from './provider/config.ts';
import { SIMULATOR_SMS_TOKEN } from './simulator/outcomes.ts';
import { buildSmsSimulator, type SmsSimulator } from './simulator/simulator.ts';

// What the SMS tests share: a simulator on a free port, the api's SMS options pointing at it, a clock inside (or
// outside) the sending hours, and reads of the outbox as stored.

export async function startSimulator(timeoutMs = 3000): Promise<{ simulator: SmsSimulator; url: string }> {
  const simulator = buildSmsSimulator({ timeoutMs });
  await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  const address = simulator.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { simulator, url: `http://127.0.0.1:${port}` };
}

export function smsOptions(url: string, timeoutMs = 1000): SmsOptions {
  return {
    provider: { url, token: SIMULATOR_SMS_TOKEN, senderId: 'AGUA', timeoutMs },
    work: { ...DEFAULT_SMS_WORK, batchSize: 20, concurrency: 2, backoffMs: 1000, statusDelayMs: 1000 },
    worker: false,
  };
}

/** `hh:mm` in Maputo, `days` after today. */
export function maputoAt(days: number, time: string): Date {
  return new Date(`${addDays(todayInMaputo(), days)}T${time}:00+02:00`);
}

/** A second api on the same database (another instance), as `pnpm start` on another machine would run. */
export function secondApi(t: TestApp, sms: SmsOptions, clock?: () => number) {
  return buildApp({ databaseUrl: t.databaseUrl, jwtSecret: t.jwtSecret, demoAccounts: true, sms, clock });
}

export interface StoredMessage {
  id: number;
  event: string;
  source_key: string;
  client_id: number;
  phone: string | null;
  body: string;
  state: string;
  reason: string | null;
  attempts: number;
  idempotency_key: string;
}

export function messagesOf(t: TestApp, where: string, values: unknown[] = []) {
  return queryRows<StoredMessage>(
    t.databaseUrl,
    `select * from sms_messages where ${where} order by id`,
    values,
  );
}

export async function setPhone(t: TestApp, clientId: number, phone: string) {
  await queryRows(t.databaseUrl, 'update clients set phone_number = $2 where id = $1', [clientId, phone]);
}
