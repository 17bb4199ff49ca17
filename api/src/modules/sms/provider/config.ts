/** The SMS provider's HTTP API and how the dispatcher paces its work (read from the environment in env.ts). */
export interface SmsProviderConfig {
  /** Base URL of the provider's HTTP API (the local simulator when SMS_API_URL is not set). */
  url: string;
  /** Bearer token the provider gave the utility. */
  token: string;
  /** The alphanumeric sender ID registered with the operators (≤ 11 characters). */
  senderId: string;
  /** How long one call may take before it counts as unanswered. */
  timeoutMs: number;
}

import { SENDING_HOURS, type SendingHours } from '../hours.ts';

export interface SmsWorkConfig {
  /** When messages may go out (Maputo time). */
  hours: SendingHours;
  /** Messages per provider call (the provider takes up to 1,000). */
  batchSize: number;
  /** Provider calls one dispatcher makes at once. */
  concurrency: number;
  /** First wait before a retry (throttled, unanswered); each next one doubles, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Attempts before a message is FAILED for want of an answer. */
  maxAttempts: number;
  /** How long after sending (and between checks) the delivery status is asked for. */
  statusDelayMs: number;
  /** Delivery checks before a SENT message is left as SENT. */
  maxStatusChecks: number;
  /** How often a dispatcher looks for due messages. */
  pollMs: number;
}

export interface SmsOptions {
  provider: SmsProviderConfig;
  work: SmsWorkConfig;
  /** false: this process only writes the outbox (another process sends). Tests drive the dispatcher themselves. */
  worker: boolean;
}

export const DEFAULT_SMS_WORK: SmsWorkConfig = {
  hours: SENDING_HOURS,
  batchSize: 500,
  concurrency: 4,
  backoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  maxAttempts: 8,
  statusDelayMs: 60_000,
  maxStatusChecks: 10,
  pollMs: 1000,
};
