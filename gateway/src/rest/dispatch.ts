import type { IncomingHttpHeaders } from 'node:http';
import { type Dispatcher, errors } from 'undici';

/** An answer read whole: what the REST client needs of it. */
export interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The body decoded as UTF-8, a leading byte-order mark left out (as undici's `body.text()` does). */
  text: string;
}

/**
 * Sends one request and reads its answer whole, through undici's `dispatch` with a handler that only collects the
 * body's chunks. `pool.request` wraps every answer in a Readable stream and an AsyncResource that `body.text()` then
 * drains: for the api's small JSON answers that machinery was a measurable share of the gateway's CPU per GraphQL
 * query (docs/domain.md "Counts for the dashboard"). Rejects with undici's error when no answer arrives (a refused
 * connection, a timeout, a dropped socket) or when `signal` aborts.
 */
export function send(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const handler = new CollectingHandler(resolve, reject);
    if (signal) {
      if (signal.aborted) {
        reject(abortReason(signal));
        return;
      }
      handler.watch(signal);
    }
    dispatcher.dispatch(options, handler);
  });
}

// undici aborts with an Error; a reason given as anything else becomes its own "aborted" error.
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new errors.RequestAbortedError();
}

/** A class rather than a literal of closures: one small object per request, its methods shared. */
class CollectingHandler implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  private statusCode = 0;
  private headers: IncomingHttpHeaders = {};
  private readonly chunks: Buffer[] = [];
  private length = 0;
  private settled = false;
  /** Set once a signal aborted; a request still queued for a connection is aborted when it starts. */
  private abortedWith: Error | null = null;
  private unwatch: (() => void) | null = null;

  constructor(
    private readonly resolve: (answer: Answer) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  watch(signal: AbortSignal): void {
    const onAbort = () => {
      const reason = abortReason(signal);
      this.abortedWith = reason;
      this.controller?.abort(reason);
      // The caller stops waiting now, even for a request still queued behind busy connections.
      this.fail(reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    this.unwatch = () => signal.removeEventListener('abort', onAbort);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.abortedWith) controller.abort(this.abortedWith);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    // 1xx answers are interim; the final status and headers follow.
    if (statusCode < 200) return;
    this.statusCode = statusCode;
    this.headers = headers;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  onResponseEnd(): void {
    if (this.settled) return;
    this.settled = true;
    this.unwatch?.();
    this.resolve({ statusCode: this.statusCode, headers: this.headers, text: this.text() });
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    this.fail(error);
  }

  private fail(error: unknown): void {
    if (this.settled) return;
    this.settled = true;
    this.unwatch?.();
    this.reject(error);
  }

  private text(): string {
    const { chunks } = this;
    if (chunks.length === 0) return '';
    const buffer = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, this.length);
    const bom = buffer.length > 2 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
    return buffer.toString('utf8', bom ? 3 : 0);
  }
}
