import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { cuts } from '../../db/schema.ts';

/** Cuts (Cortes) of meters. Only their number is served so far (the dashboard's Total Cortes). */
export function createCutService(db: Database) {
  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => db.$count(cuts),
  };
}

export type CutService = ReturnType<typeof createCutService>;

declare module 'fastify' {
  interface FastifyInstance {
    cuts: CutService;
  }
}

export default fp(
  async (app) => {
    app.decorate('cuts', createCutService(app.db));
  },
  { name: 'cuts', dependencies: ['db'] },
);
