import type { CountResponse, Page } from '@agua/domain/contracts/common';
import DataLoader from 'dataloader';
import type { QueryParams, RestClient, RestRequest } from './client.ts';

/** Ids travel as numbers from the api and as strings from GraphQL; loaders treat 7 and '7' as one key. */
export type Id = string | number;

/** A page of rows and how many match in all (the api's X-Total-Count). */
export type { Page };

/** The arguments of a paged, searched and sorted list query (sort is e.g. 'name,desc'). */
export interface ListArgs {
  page: number;
  size: number;
  search?: string | null;
  sort?: string | null;
}

/**
 * One batch serves a whole page of the largest size the api pages (500), so a screen's REST calls do not grow with
 * its rows; 500 ids of up to 7 digits keep `?ids=` URLs under common 8 KiB request-line limits.
 */
const MAX_BATCH = 500;

const cacheKeyFn = (key: Id): string => String(key);

/**
 * Base of the per-request data sources, one per REST resource. An instance lives for one GraphQL
 * request and carries the caller's token; its DataLoaders are instance fields, so their caches never
 * serve one user's rows to another. A subclass declares its loaders in one line each:
 *
 *   readonly byId = this.loaderByIds<ContractResponse>('/contract', (row) => row.contractId);
 *   readonly byClientId = this.loaderByForeignKey<ContractResponse>('/contract', 'clientIds', (row) => row.clientId);
 */
export abstract class RestDataSource {
  constructor(
    private readonly rest: RestClient,
    protected readonly token: string | null,
  ) {}

  /** Sends a request with the caller's token; `anonymous` leaves it out (login must not carry a stale one). */
  protected request<T>(request: Omit<RestRequest, 'token'>, { anonymous = false } = {}): Promise<T> {
    return this.rest.request<T>({ ...request, token: anonymous ? null : this.token });
  }

  protected get<T>(path: string, query?: QueryParams): Promise<T> {
    return this.request<T>({ path, query });
  }

  /** One page of a list and the total the api reports in X-Total-Count. */
  protected async getPage<T>(path: string, query: QueryParams): Promise<Page<T>> {
    let total: number | undefined;
    const rows = await this.request<T[]>({
      path,
      query,
      onHeaders: (headers) => {
        const header = headers['x-total-count'];
        total = Number(Array.isArray(header) ? header[0] : header);
      },
    });
    return { rows, total: total !== undefined && Number.isFinite(total) ? total : rows.length };
  }

  protected post<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    return this.request<T>({ method: 'POST', path, body, headers });
  }

  protected put<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>({ method: 'PUT', path, body });
  }

  protected delete<T>(path: string): Promise<T> {
    return this.request<T>({ method: 'DELETE', path });
  }

  /** `GET <path>/count` → `{ count }`. */
  protected async countOf(path: string): Promise<number> {
    const { count } = await this.get<CountResponse>(`${path}/count`);
    return count;
  }

  /**
   * Loads rows by primary key with one `GET <path>?ids=…` per batch. A key the api does not return
   * (deleted, or hidden from this caller) resolves to null; the resolver decides whether that is an error.
   */
  protected loaderByIds<T>(
    path: string,
    idOf: (row: T) => Id,
    query?: QueryParams,
  ): DataLoader<Id, T | null, string> {
    return new DataLoader<Id, T | null, string>(
      async (ids) => {
        const rows = await this.get<T[]>(path, { ...query, ids });
        const byId = new Map(rows.map((row) => [String(idOf(row)), row]));
        return ids.map((id) => byId.get(String(id)) ?? null);
      },
      { cacheKeyFn, maxBatchSize: MAX_BATCH },
    );
  }

  /**
   * Loads the rows pointing at each key with one `GET <path>?<param>=…` per batch (e.g. `clientIds`);
   * a key with no rows resolves to an empty list.
   */
  protected loaderByForeignKey<T>(
    path: string,
    param: string,
    keyOf: (row: T) => Id,
    query?: QueryParams,
  ): DataLoader<Id, T[], string> {
    return new DataLoader<Id, T[], string>(
      async (keys) => {
        const rows = await this.get<T[]>(path, { ...query, [param]: keys });
        const grouped = new Map<string, T[]>();
        for (const row of rows) {
          const key = String(keyOf(row));
          const group = grouped.get(key);
          if (group) group.push(row);
          else grouped.set(key, [row]);
        }
        return keys.map((key) => grouped.get(String(key)) ?? []);
      },
      { cacheKeyFn, maxBatchSize: MAX_BATCH },
    );
  }
}

/** A data source's class, as a module lists it: built per request with the shared client and the caller's token. */
export type DataSourceClass = new (rest: RestClient, token: string | null) => RestDataSource;
