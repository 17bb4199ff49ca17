import type { Page } from '@agua/domain/contracts/common';
import DataLoader from 'dataloader';
import type { QueryParams, RestClient, RestRequest } from './client.ts';
import type {
  CountPath,
  FixedListPath,
  Id,
  IdListParam,
  ListPath,
  ListPathBy,
  ListQuery,
  Method,
  RouteAnswer,
  RouteArguments,
  RouteOptions,
  RoutePath,
  RowOf,
} from './routes.ts';

/**
 * Ids travel as numbers from the api and as strings from GraphQL; loaders treat 7 and '7' as one key. A page is its
 * rows and how many match in all (the api's X-Total-Count).
 */
export type { Id, Page };

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

const METHODS = { get: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE' } as const;

/** `/receipt/{id}` with `{ id: 7 }` → `/receipt/7`, each value escaped as one path segment. */
function fillPath(template: string, params: Readonly<Record<string, unknown>> | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** RouteOptions with their types left behind, as the REST client takes them. */
interface SentOptions {
  path?: Readonly<Record<string, unknown>>;
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  anonymous?: boolean;
}

/**
 * Base of the per-request data sources, one per REST resource. An instance lives for one GraphQL
 * request and carries the caller's token; its DataLoaders are instance fields, so their caches never
 * serve one user's rows to another. Every call names an api route by its path template, typed from the api's
 * OpenAPI document (routes.ts): its parameters, query, body and answer are the route's own. A subclass declares its
 * loaders in one line each:
 *
 *   readonly byId = this.loaderByIds('/contract', (row) => row.contractId);
 *   readonly byClientId = this.loaderByForeignKey('/contract', 'clientIds', (row) => row.clientId);
 */
export abstract class RestDataSource {
  constructor(
    private readonly rest: RestClient,
    protected readonly token: string | null,
  ) {}

  /** Sends one request to a route with the caller's token (unless `anonymous`). */
  private callRoute<M extends Method, Path extends RoutePath<M>>(
    method: M,
    path: Path,
    options: RouteOptions<Path, M> | undefined,
    onHeaders?: RestRequest['onHeaders'],
  ): Promise<RouteAnswer<Path, M>> {
    const sent = options as SentOptions | undefined;
    return this.rest.request<RouteAnswer<Path, M>>({
      method: METHODS[method],
      path: fillPath(path, sent?.path),
      query: sent?.query,
      body: sent?.body,
      headers: sent?.headers,
      token: sent?.anonymous ? null : this.token,
      onHeaders,
    });
  }

  protected get<Path extends RoutePath<'get'>>(
    path: Path,
    ...[options]: RouteArguments<Path, 'get'>
  ): Promise<RouteAnswer<Path, 'get'>> {
    return this.callRoute('get', path, options);
  }

  protected post<Path extends RoutePath<'post'>>(
    path: Path,
    ...[options]: RouteArguments<Path, 'post'>
  ): Promise<RouteAnswer<Path, 'post'>> {
    return this.callRoute('post', path, options);
  }

  protected put<Path extends RoutePath<'put'>>(
    path: Path,
    ...[options]: RouteArguments<Path, 'put'>
  ): Promise<RouteAnswer<Path, 'put'>> {
    return this.callRoute('put', path, options);
  }

  protected delete<Path extends RoutePath<'delete'>>(
    path: Path,
    ...[options]: RouteArguments<Path, 'delete'>
  ): Promise<RouteAnswer<Path, 'delete'>> {
    return this.callRoute('delete', path, options);
  }

  /** One page of a list and the total the api reports in X-Total-Count. */
  protected async getPage<Path extends ListPath>(
    path: Path,
    ...[options]: RouteArguments<Path, 'get'>
  ): Promise<Page<RowOf<Path>>> {
    let total: number | undefined;
    const rows = (await this.callRoute('get', path, options, (headers) => {
      const header = headers['x-total-count'];
      total = Number(Array.isArray(header) ? header[0] : header);
    })) as RowOf<Path>[];
    return { rows, total: total !== undefined && Number.isFinite(total) ? total : rows.length };
  }

  /** `GET <path>` → `{ count }`. */
  protected async countOf(path: CountPath): Promise<number> {
    const { count } = await this.rest.request<{ count: number }>({ path, token: this.token });
    return count;
  }

  /** A list route called with any query, as the loaders do (their keys are not known to the route's types). */
  private listRows<Path extends FixedListPath>(path: Path, query: QueryParams): Promise<RowOf<Path>[]> {
    return this.rest.request<RowOf<Path>[]>({ path, query, token: this.token });
  }

  /**
   * Loads rows by primary key with one `GET <path>?ids=…` per batch. A key the api does not return
   * (deleted, or hidden from this caller) resolves to null; the resolver decides whether that is an error.
   */
  protected loaderByIds<Path extends ListPathBy<'ids'>>(
    path: Path,
    idOf: (row: RowOf<Path>) => Id,
    query?: ListQuery<Path>,
  ): DataLoader<Id, RowOf<Path> | null, string> {
    return new DataLoader<Id, RowOf<Path> | null, string>(
      async (ids) => {
        const rows = await this.listRows(path, { ...(query as QueryParams), ids });
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
  protected loaderByForeignKey<Path extends FixedListPath>(
    path: Path,
    param: IdListParam<Path>,
    keyOf: (row: RowOf<Path>) => Id,
    query?: ListQuery<Path>,
  ): DataLoader<Id, RowOf<Path>[], string> {
    return new DataLoader<Id, RowOf<Path>[], string>(
      async (keys) => {
        const rows = await this.listRows(path, { ...(query as QueryParams), [param]: keys });
        const grouped = new Map<string, RowOf<Path>[]>();
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
