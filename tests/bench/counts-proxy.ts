// The least a second hop can cost on this machine: a bare node:http server that answers the dashboard's question by
// making the same four count calls to the api the gateway makes (undici, as the gateway's REST client) and writing
// their answers as one JSON object. The gateway is measured against it side by side (run.ts), so the ratio is what
// Fastify, Apollo and graphql-js add over the hop itself.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';

const RESOURCES = ['cut', 'reading', 'invoice', 'client'] as const;

export interface CountsProxy {
  url: string;
  close(): Promise<void>;
}

export async function startCountsProxy(apiUrl: string): Promise<CountsProxy> {
  const agent = new Agent({ keepAliveTimeout: 30_000 });
  const server: Server = createServer(async (req, res) => {
    try {
      const authorization = req.headers.authorization ?? '';
      const counts = await Promise.all(
        RESOURCES.map(async (resource) => {
          const answer = await request(`${apiUrl}/${resource}/count`, {
            headers: { authorization },
            dispatcher: agent,
          });
          if (answer.statusCode !== 200) throw new Error(`${resource}: ${answer.statusCode}`);
          return ((await answer.body.json()) as { count: number }).count;
        }),
      );
      const [cuts, readings, invoices, clients] = counts;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { dashboardCounts: { cuts, readings, invoices, clients } } }));
    } catch (error) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await agent.close();
    },
  };
}
