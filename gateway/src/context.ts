import { forCaller, type RestClient } from './rest/client.ts';
import type { DataSourceClass, RestDataSource } from './rest/data-source.ts';

/**
 * This request's data sources, by the name resolvers use (`dataSources.zones`). Empty here: the module list
 * (modules/index.ts) declares each area's sources into it, so this file, and the generated resolver types that import
 * it, know no area.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging from the module list.
export interface DataSources {}

/** What every resolver receives: the caller's token and this request's own data sources. */
export interface GatewayContext {
  token: string | null;
  dataSources: DataSources;
}

/** The part of a module (module.ts) a request's context is built from. */
export interface SourcesOfArea {
  readonly name: string;
  readonly sources: Readonly<Record<string, DataSourceClass>>;
}

/** Makes one request's context from its Authorization header, the caller's address and browser (User-Agent). */
export type CreateContext = (
  sharedRest: RestClient,
  authorization: string | undefined,
  callerAddress?: string,
  userAgent?: string,
) => GatewayContext;

/**
 * Prepares, once at start, the making of each request's context from the areas' data sources. A source is built the
 * first time a resolver asks for it: an operation uses a few (the dashboard four, the customers page five), and
 * building the others with their DataLoaders on every request was work and garbage for nothing. The getters live on
 * the prototype, defined here once. Two areas naming the same source stop the gateway at start.
 */
export function contextFactory(areas: readonly SourcesOfArea[]): CreateContext {
  class RequestDataSources {
    readonly built = new Map<string, RestDataSource>();

    constructor(
      readonly rest: RestClient,
      readonly token: string | null,
    ) {}
  }

  const owner = new Map<string, string>();
  for (const area of areas) {
    for (const [name, Source] of Object.entries(area.sources)) {
      const other = owner.get(name);
      if (other) throw new Error(`Data source ${name} declared by ${other} and ${area.name}`);
      owner.set(name, area.name);
      Object.defineProperty(RequestDataSources.prototype, name, {
        get(this: RequestDataSources) {
          let source = this.built.get(name);
          if (!source) {
            source = new Source(this.rest, this.token);
            this.built.set(name, source);
          }
          return source;
        },
      });
    }
  }

  // Built per GraphQL request: the data sources (and so their DataLoader caches) die with the request; sharing them
  // across requests would hand one user's rows to another and serve stale data.
  return (sharedRest, authorization, callerAddress, userAgent) => {
    const token = bearerToken(authorization);
    const dataSources = new RequestDataSources(
      forCaller(sharedRest, callerAddress, userAgent),
      token,
    ) as unknown as DataSources;
    return { token, dataSources };
  };
}

/** The token of an `Authorization: Bearer <token>` header; the api judges whether it is valid. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
