import type { paths } from '../generated/rest-api.ts';

// The api's routes as types, from the OpenAPI document it prints (`pnpm typecheck` generates generated/rest-api.ts
// first): a data source names a route by its path template and method, and its parameters, body and answer follow, so
// a route the api renames, reshapes or removes fails the gateway's typecheck instead of its run. Types only: nothing
// here runs.

/** An id as GraphQL hands it (text) or the api answers it (a number); the api parses and checks the text. */
export type Id = string | number;

/** The HTTP methods the data sources use. */
export type Method = 'get' | 'post' | 'put' | 'delete';

type Operation<Path extends keyof paths, M extends Method> = NonNullable<paths[Path][M]>;

/** The path templates (below /api/v1) that answer `M`, e.g. `'/receipt/{id}'` for 'get'. */
export type RoutePath<M extends Method> = {
  [Path in keyof paths]: [NonNullable<paths[Path][M]>] extends [never] ? never : Path;
}[keyof paths];

type Parameters<Op> = Op extends { parameters: infer P } ? P : never;
type PathParams<Op> = NonNullable<Parameters<Op> extends { path?: infer P } ? P : never>;
type QueryParams<Op> = NonNullable<Parameters<Op> extends { query?: infer Q } ? Q : never>;
type HeaderParams<Op> = NonNullable<Parameters<Op> extends { header?: infer H } ? H : never>;
type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/**
 * A parameter as the data sources hold it: a number the api takes (an id, a zone) may come as GraphQL's text, and a
 * comma-separated id list (`ids=1,2,3`, typed `string | string[]`) as ids, which the client joins.
 */
type Loose<T> = [T] extends [number] ? Id : string[] extends T ? Id | readonly Id[] : T;

/** A route's query: its own parameter names, each optional one also null (left out, as absent). */
export type RouteQuery<Op> = {
  [Name in keyof QueryParams<Op>]: undefined extends QueryParams<Op>[Name]
    ? Loose<Exclude<QueryParams<Op>[Name], undefined>> | null | undefined
    : Loose<QueryParams<Op>[Name]>;
};

type PathPart<Op> = [PathParams<Op>] extends [never]
  ? { path?: never }
  : { path: { [Name in keyof PathParams<Op>]: Loose<PathParams<Op>[Name]> } };
type QueryPart<Op> = [QueryParams<Op>] extends [never]
  ? { query?: never }
  : object extends QueryParams<Op>
    ? { query?: RouteQuery<Op> }
    : { query: RouteQuery<Op> };
type BodyPart<Op> = [JsonBody<Op>] extends [never]
  ? { body?: never }
  : Op extends { requestBody: object }
    ? { body: JsonBody<Op> }
    : { body?: JsonBody<Op> };
type HeaderPart<Op> = [HeaderParams<Op>] extends [never]
  ? { headers?: never }
  : { headers?: HeaderParams<Op> };

/** What a call to one route takes: its path parameters, query, JSON body and request headers, as the api types them. */
export type RouteOptions<Path extends RoutePath<M>, M extends Method> = PathPart<Operation<Path, M>> &
  QueryPart<Operation<Path, M>> &
  BodyPart<Operation<Path, M>> &
  HeaderPart<Operation<Path, M>> & {
    /** Leaves the caller's token out (login and refresh must not carry a stale one). */
    anonymous?: boolean;
  };

/** The options as a call's trailing argument: optional when the route needs none. */
export type RouteArguments<Path extends RoutePath<M>, M extends Method> =
  object extends RouteOptions<Path, M> ? [options?: RouteOptions<Path, M>] : [options: RouteOptions<Path, M>];

type Content<Response> = Response extends { content: { 'application/json': infer A } } ? A : undefined;
type Responses<Op> = Op extends { responses: infer R } ? R : never;

/**
 * What a route answers on success (2xx): its JSON body, or undefined for an empty one (204); a route with two
 * successes (the login: 200 a session, 202 a second factor's challenge) answers either.
 */
export type RouteAnswer<Path extends RoutePath<M>, M extends Method> = {
  [Status in keyof Responses<Operation<Path, M>>]: Status extends 200 | 201 | 202 | 204
    ? Content<Responses<Operation<Path, M>>[Status]>
    : never;
}[keyof Responses<Operation<Path, M>>];

/** The GET routes that answer a list of rows (and so may be paged, or loaded by a list of keys). */
export type ListPath = {
  [Path in RoutePath<'get'>]: RouteAnswer<Path, 'get'> extends readonly unknown[] ? Path : never;
}[RoutePath<'get'>];

/** A list route without path parameters, which a loader can call with any keys. */
export type FixedListPath = Exclude<ListPath, `${string}{${string}`>;

/** The list routes without path parameters that filter by the id list `Param` (`ids`, `clientIds`…). */
export type ListPathBy<Param extends string> = {
  [Path in FixedListPath]: Param extends IdListParam<Path> ? Path : never;
}[FixedListPath];

/** One row of a list route's answer. */
export type RowOf<Path extends ListPath> =
  RouteAnswer<Path, 'get'> extends readonly (infer Row)[] ? Row : never;

/** The query parameters of a GET route that take a list of ids (`ids`, `clientIds`…). */
export type IdListParam<Path extends ListPath> = {
  [Name in keyof QueryParams<Operation<Path, 'get'>>]-?: string[] extends QueryParams<
    Operation<Path, 'get'>
  >[Name]
    ? Name
    : never;
}[keyof QueryParams<Operation<Path, 'get'>>] &
  string;

/** The query of a GET route. */
export type ListQuery<Path extends ListPath> = RouteQuery<Operation<Path, 'get'>>;

/** The GET routes that count (`/client/count` → `{ count }`). */
export type CountPath = {
  [Path in RoutePath<'get'>]: RouteAnswer<Path, 'get'> extends { count: number } ? Path : never;
}[RoutePath<'get'>];
