import fp from 'fastify-plugin';

/** One condition of GET /health/ready: true when that part of the api is serving, or a reason it is not. */
export type ReadinessCheck = () => true | string | Promise<true | string>;

export interface Readiness {
  /** An area adds what must be running before the api takes traffic (the mpesa area: its job queue). */
  add(check: ReadinessCheck): void;
  /** true when every check passes; otherwise the first failing check's reason (a catalogue text). */
  check(): Promise<true | string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** The registry of readiness conditions; the health area answers them (modules/health). */
export default fp(
  async (app) => {
    const checks: ReadinessCheck[] = [];
    app.decorate('readiness', {
      add(check: ReadinessCheck) {
        checks.push(check);
      },
      async check() {
        for (const check of checks) {
          const outcome = await check();
          if (outcome !== true) return outcome;
        }
        return true;
      },
    });
  },
  { name: 'readiness' },
);
