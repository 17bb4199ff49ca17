import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's; Fastify's logger type leaves it out, and its no-op logger (logger: false) has none. */
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };

/**
 * Fastify gives every request a child logger carrying its request id. Building one (a pino child, its bindings
 * serialised) was a visible share of the gateway's CPU on a small GraphQL query, while at the production level
 * (`warn`) almost no request writes a line (docs/domain.md "Counts for the dashboard"). This stands in for the child
 * and builds it the first time the request writes a line at an enabled level or asks for a child of its own: the
 * lines, their bindings (reqId) and the levels are the ones the child gives.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options);
}

class LazyChildLogger implements FastifyBaseLogger {
  private built: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get level(): string {
    return this.built ? this.built.level : (this.options?.level ?? this.parent.level);
  }

  set level(level: string) {
    this.real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    // A route's own log level (Fastify's logLevel) lives in the child, so the child answers for it.
    const judge = this.built ?? (this.options?.level === undefined ? this.parent : this.real());
    return (judge as LevelCheck).isLevelEnabled?.(level) ?? true;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private real(): FastifyBaseLogger {
    this.built ??= this.parent.child(this.bindings, this.options);
    return this.built;
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    (this.real()[level] as (...line: unknown[]) => void)(...args);
  }
}
