import { currentPeriod, formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { ReadingRouteQuery, ReadingRouteZonesQuery } from './reading-route-query.ts';
import type { StoredRoute } from './route-db.ts';
import { saveRoute } from './route-store.ts';
import { usePersistence } from './use-persistence.ts';

const p = messages.readingRoute.page;

/** This month, as the route asks for it (YYYY-MM). */
export function thisMonth(): string {
  const { year, month } = currentPeriod();
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Choose a zone and download its route onto the phone; says whether the browser keeps it for good. */
export function RouteDownload({ route, houses }: { route: StoredRoute | null; houses: number }) {
  const client = useApolloClient();
  const zones = useQuery(ReadingRouteZonesQuery, { context: { toast: false } });
  const [zoneId, setZoneId] = useState(route?.zoneId ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const persistence = usePersistence();

  async function download() {
    setBusy(true);
    setError(null);
    try {
      await persistence.request();
      const month = thisMonth();
      const { data } = await client.query({
        query: ReadingRouteQuery,
        variables: { zoneId: zoneId || route?.zoneId || '', month },
        fetchPolicy: 'no-cache',
        context: { toast: false },
      });
      if (data) await saveRoute(data.readingRoute, month);
    } catch {
      setError(p.syncFailed);
    } finally {
      setBusy(false);
    }
  }

  const options = (zones.data?.zones ?? []).map((zone) => ({
    value: String(zone.zoneId),
    label: `${zone.designation.toUpperCase()} — ${zone.description}`,
  }));
  if (route && !options.some((option) => option.value === route.zoneId)) {
    options.unshift({ value: route.zoneId, label: route.zoneName });
  }

  return (
    <section className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-xs">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Dropdown
          label={p.zone}
          value={zoneId || route?.zoneId || ''}
          options={options}
          onChange={(event) => setZoneId(event.target.value)}
          className="w-full sm:w-80"
        />
        <Button
          icon={ArrowDownTrayIcon}
          busy={busy}
          disabled={!(zoneId || route?.zoneId) || busy}
          onClick={() => void download()}
          className="min-h-11"
        >
          {busy ? p.downloading : p.download}
        </Button>
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <p className="text-sm text-ink-muted">
        {route ? `${route.zoneName}: ${p.downloaded(houses, formatDateTime(route.downloadedAt))}` : p.noRoute}
      </p>
      {persistence.persisted !== null && (
        <p
          className={
            persistence.persisted
              ? 'text-sm text-emerald-700 dark:text-emerald-300'
              : 'text-sm text-amber-700 dark:text-amber-300'
          }
        >
          {persistence.persisted ? p.persisted : p.notPersisted}
        </p>
      )}
    </section>
  );
}
