import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { routeDb, type StoredCapture, type StoredRoute, type StoredStop } from './route-db.ts';

export interface RouteData {
  loading: boolean;
  /** The route downloaded last. */
  route: StoredRoute | null;
  stops: StoredStop[];
  /** Each house's reading on this phone, by meter. */
  captures: Map<string, StoredCapture>;
}

const EMPTY: RouteData = { loading: true, route: null, stops: [], captures: new Map() };

/** The phone's route and its readings, kept current as they change in IndexedDB (Dexie's liveQuery). */
export function useRouteData(): RouteData {
  const [data, setData] = useState<RouteData>(EMPTY);
  useEffect(() => {
    const subscription = liveQuery(async (): Promise<RouteData> => {
      const route = (await routeDb.routes.orderBy('downloadedAt').last()) ?? null;
      if (!route) return { ...EMPTY, loading: false };
      const [stops, captures] = await Promise.all([
        routeDb.stops.where('routeKey').equals(route.key).sortBy('position'),
        routeDb.captures.where('routeKey').equals(route.key).toArray(),
      ]);
      return {
        loading: false,
        route,
        stops,
        captures: new Map(captures.map((capture) => [capture.meterId, capture])),
      };
    }).subscribe({ next: setData, error: () => setData({ ...EMPTY, loading: false }) });
    return () => subscription.unsubscribe();
  }, []);
  return data;
}
