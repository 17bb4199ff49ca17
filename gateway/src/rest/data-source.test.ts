import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RecordingServer, startRecordingServer } from '../../test/helpers/recording-server.ts';
import { createRestClient, type RestClient, RestError } from './client.ts';
import { RestDataSource } from './data-source.ts';

interface Contract {
  contractId: number;
  clientId: number;
}

const CONTRACTS: Contract[] = [
  { contractId: 1, clientId: 10 },
  { contractId: 2, clientId: 10 },
  { contractId: 3, clientId: 20 },
];

/** A resource declared the way real ones are: one line per loader, each route named by its path template. */
class ContractsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/contract', (row) => row.contractId);
  readonly byClientId = this.loaderByForeignKey('/contract', 'clientIds', (row) => row.clientId);

  count(): Promise<number> {
    return this.countOf('/contract/count');
  }

  one(id: string): Promise<unknown> {
    return this.get('/contract/{id}', { path: { id } });
  }
}

/** What the api has not, or not so, fails the typecheck: the route types come from its OpenAPI document. */
export class MistypedSource extends RestDataSource {
  calls(): unknown[] {
    return [
      // @ts-expect-error: the api has no /contracts route.
      this.get('/contracts'),
      // @ts-expect-error: the route's path parameter is {id}.
      this.get('/contract/{id}', { path: { contractId: 1 } }),
      // @ts-expect-error: /contract/count answers GET only.
      this.post('/contract/count'),
      // @ts-expect-error: a new contract needs its client, meter, type and start date.
      this.post('/contract', { body: { clientId: 1 } }),
      // @ts-expect-error: /contract is not filtered by invoiceIds.
      this.loaderByForeignKey('/contract', 'invoiceIds', (row) => row.clientId),
      // @ts-expect-error: a contract row has no invoiceId.
      this.loaderByIds('/contract', (row) => row.invoiceId),
    ];
  }
}

const numbers = (value: string | null) => (value ? value.split(',').map(Number) : []);

let api: RecordingServer;
let rest: RestClient;

beforeAll(async () => {
  // Answers like the api's list convention: ?ids= and ?clientIds= filter, /count counts.
  api = await startRecordingServer(({ url, headers }) => {
    if (headers.authorization !== 'Bearer secret') {
      return { status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Sessão em falta.' } };
    }
    if (url.pathname === '/api/v1/contract/count') return { json: { count: CONTRACTS.length } };
    if (url.pathname !== '/api/v1/contract')
      return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Nada.' } };
    const ids = numbers(url.searchParams.get('ids'));
    const clientIds = numbers(url.searchParams.get('clientIds'));
    return {
      json: CONTRACTS.filter(
        (row) =>
          (ids.length === 0 || ids.includes(row.contractId)) &&
          (clientIds.length === 0 || clientIds.includes(row.clientId)),
      ),
    };
  });
  rest = createRestClient(api.url);
});

afterEach(() => {
  api.requests.length = 0;
});

afterAll(async () => {
  await rest.close();
  await api.close();
});

describe('RestDataSource', () => {
  it('batches byId loads of one tick into a single ?ids= call, in key order, null for unknown ids', async () => {
    const contracts = new ContractsSource(rest, 'secret');
    const rows = await Promise.all([
      contracts.byId.load(3),
      contracts.byId.load('1'),
      contracts.byId.load(99),
    ]);

    expect(rows).toEqual([CONTRACTS[2], CONTRACTS[0], null]);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/contract');
    expect(api.requests[0]?.url.searchParams.get('ids')).toBe('3,1,99');
  });

  it('treats numeric and string ids as the same key and caches them for the request', async () => {
    const contracts = new ContractsSource(rest, 'secret');
    await contracts.byId.load(2);
    const again = await contracts.byId.load('2');

    expect(again).toEqual(CONTRACTS[1]);
    expect(api.requests).toHaveLength(1);
  });

  it('groups rows by foreign key with one ?clientIds= call, empty list for keys without rows', async () => {
    const contracts = new ContractsSource(rest, 'secret');
    const groups = await contracts.byClientId.loadMany([10, 20, 30]);

    expect(groups).toEqual([[CONTRACTS[0], CONTRACTS[1]], [CONTRACTS[2]], []]);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url.searchParams.get('clientIds')).toBe('10,20,30');
  });

  it('never shares loader caches between instances (one per request)', async () => {
    await new ContractsSource(rest, 'secret').byId.load(1);
    await new ContractsSource(rest, 'secret').byId.load(1);

    expect(api.requests).toHaveLength(2);
  });

  it("forwards the caller's bearer token and surfaces the api's refusal as a RestError", async () => {
    const anonymous = new ContractsSource(rest, null);
    const error = await anonymous.count().catch((caught: unknown) => caught);

    expect(api.requests[0]?.headers.authorization).toBeUndefined();
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ status: 401, body: { message: 'Sessão em falta.' } });
    expect(await new ContractsSource(rest, 'secret').count()).toBe(3);
    expect(api.requests[1]?.headers.authorization).toBe('Bearer secret');
  });

  it("fills a route's path parameters, each escaped as one path segment", async () => {
    await new ContractsSource(rest, 'secret').one('7/../x').catch(() => undefined);

    expect(api.requests[0]?.url.pathname).toBe('/api/v1/contract/7%2F..%2Fx');
  });

  it('rejects every key of a batch when the list call fails', async () => {
    const intruder = new ContractsSource(rest, 'wrong');
    const results = await Promise.allSettled([intruder.byId.load(1), intruder.byId.load(2)]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(api.requests).toHaveLength(1);
  });
});
