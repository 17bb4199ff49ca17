import { messages } from '@agua/domain/messages';
import { useEffect, useState } from 'react';
import { useSessionManager } from '../../lib/session/session-context.tsx';
import { useOnline } from '../../lib/use-online.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { requestBackgroundSync } from './background-sync.ts';
import { HouseCard } from './house-card.tsx';
import type { HouseReading } from './house-form.tsx';
import { RouteCounters } from './route-counters.tsx';
import { RouteDownload } from './route-download.tsx';
import { RouteSearch } from './route-search.tsx';
import { discardCapture, recordCapture } from './route-store.ts';
import { useGps } from './use-gps.ts';
import { useRouteData } from './use-route-data.ts';
import { useRouteSync } from './use-route-sync.ts';

const p = messages.readingRoute.page;

/**
 * 'Rota de Leitura': a zone's route downloaded onto the phone, read house by house with or without network, each
 * reading queued in IndexedDB and sent by itself (docs/domain.md "Offline reading route"). Phone first: one column,
 * big targets, the buttons under the thumb.
 */
export function ReadingRoutePage() {
  const { loading, route, stops, captures } = useRouteData();
  const { syncing, last, sync } = useRouteSync();
  const online = useOnline();
  const session = useSessionManager();
  const gps = useGps();
  const [position, setPosition] = useState<number | null>(null);

  // Opens at the first house not read yet.
  useEffect(() => {
    if (position !== null || stops.length === 0) return;
    const first = stops.find((stop) => !captures.has(stop.meterId));
    setPosition(first?.position ?? 0);
  }, [position, stops, captures]);

  const all = [...captures.values()];
  const read = all.filter((capture) => capture.status !== 'REFUSED').length;
  const toSend = all.filter((capture) => capture.status === 'QUEUED').length;
  const refused = all.filter((capture) => capture.status === 'REFUSED').length;
  const stop = position === null ? undefined : stops[Math.min(position, stops.length - 1)];

  async function save(reading: HouseReading) {
    if (!route || !stop) return;
    await recordCapture({
      routeKey: route.key,
      meterId: stop.meterId,
      readingYear: route.readingYear,
      readingMonth: route.readingMonth,
      ...reading,
      latitude: gps?.latitude ?? null,
      longitude: gps?.longitude ?? null,
      accuracyMeters: gps?.accuracy ?? null,
    });
    setPosition(Math.min(stop.position + 1, stops.length - 1));
    void sync();
    // Where the browser has Background Sync, the worker sends it too once online, even with the app closed.
    void requestBackgroundSync(() => session.accessToken());
  }

  return (
    <div className="mx-auto max-w-xl space-y-4 pb-20">
      <PageHeader title={p.title} breadcrumb={<Breadcrumb items={[{ label: p.title }]} />} />
      <RouteDownload route={route} houses={stops.length} />
      {loading && <Spinner className="size-6" />}
      {route && (
        <>
          <RouteCounters
            read={read}
            toRead={stops.length - read}
            toSend={toSend}
            refused={refused}
            syncing={syncing}
            online={online}
            onSync={() => void sync()}
          />
          {last && (last.sent > 0 || last.refused > 0) && (
            <p role="status" className="text-sm text-ink-muted">
              {p.synced(last.sent, last.refused)}
            </p>
          )}
          <RouteSearch stops={stops} onPick={setPosition} />
          {stop ? (
            <HouseCard
              stop={stop}
              total={stops.length}
              capture={captures.get(stop.meterId)}
              anomalies={route.anomalies}
              gps={gps}
              onSave={save}
              onDiscard={(id) => void discardCapture(id)}
              onMove={(step) => setPosition(Math.max(0, Math.min(stops.length - 1, stop.position + step)))}
            />
          ) : (
            !loading && <p className="text-sm text-ink-muted">{p.empty}</p>
          )}
        </>
      )}
    </div>
  );
}
