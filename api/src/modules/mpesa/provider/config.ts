/** Where and as whom the api talks to the M-Pesa OpenAPI (read from the environment in env.ts). */
export interface MpesaProviderConfig {
  /** C2B single stage, e.g. https://api.sandbox.vm.co.mz:18352 (the simulator serves every path on one port). */
  c2bUrl: string;
  /** Query transaction status, e.g. …:18353. */
  queryUrl: string;
  /** Reversal, e.g. …:18354. */
  reversalUrl: string;
  apiKey: string;
  /** The portal's public key, base64 DER (or PEM). */
  publicKey: string;
  serviceProviderCode: string;
  /** The `Origin` header the portal expects. */
  origin: string;
  /** Reversal credentials given by Vodacom. */
  initiatorIdentifier: string;
  securityCredential: string;
  /** How long one call may take: the C2B call waits for the customer's PIN (the provider gives up near 90 s). */
  timeoutMs: number;
}

/** How the job queue paces the work. */
export interface MpesaWorkConfig {
  /** Provider calls one api process makes at once. */
  concurrency: number;
  /** First wait before a status query after a timeout; each next one doubles, up to maxBackoffMs. */
  statusBackoffMs: number;
  maxBackoffMs: number;
  /** Status queries before giving up (the request then fails with the reason said). */
  maxStatusQueries: number;
}

export interface MpesaOptions {
  provider: MpesaProviderConfig;
  work: MpesaWorkConfig;
  /** false: this process only enqueues (another process does the calls). Tests start workers as they need. */
  worker: boolean;
  /** On shutdown, how long a running provider call may finish before its job is handed back to the queue. */
  stopGraceMs?: number;
}
