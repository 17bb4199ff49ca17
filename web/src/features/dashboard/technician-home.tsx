import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useAreaPath } from '../../lib/area.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { DASHBOARD_REFRESH_MS } from './dashboard-refresh.ts';
import { READING_ROUTE_PATH, unreadListPath } from './home-links.ts';
import { thisMonth } from './home-month.ts';
import { HomeFigure, HomePanel } from './home-panel.tsx';
import { TechnicianHomeQuery } from './home-queries.ts';
import { useQueuedReadings } from './use-queued-readings.ts';

const t = messages.homes.technician;
const count = new Intl.NumberFormat('pt-PT');
const time = new Intl.DateTimeFormat('pt-PT', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Maputo',
});
const link = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/** The technician's home on a desktop: his day, what is left to read per zone, what waits on this device. */
export function TechnicianHome() {
  const month = thisMonth();
  const toArea = useAreaPath();
  const queued = useQueuedReadings();
  const { data } = useQuery(TechnicianHomeQuery, {
    variables: { month: month.value },
    fetchPolicy: 'cache-and-network',
    pollInterval: DASHBOARD_REFRESH_MS,
  });
  const today = data?.myReadingsToday;
  const zones = (data?.unreadMetersByZone ?? []).filter((zone) => zone.unread > 0);

  return (
    <div className="space-y-8">
      <PageHeader title={messages.dashboard.title} subtitle={t.subtitle} />
      <div className="grid gap-5 lg:grid-cols-3">
        <HomePanel title={t.today} testId="home-today">
          {today ? (
            <>
              <HomeFigure value={count.format(today.count)} testId="home-today-count" />
              {today.last.length === 0 ? (
                <p className="mt-3 text-sm text-ink-muted">{t.todayNone}</p>
              ) : (
                <>
                  <h3 className="mt-4 text-xs font-medium tracking-wide text-ink-subtle uppercase">
                    {t.lastOnes}
                  </h3>
                  <ul className="mt-2 divide-y divide-line text-sm" data-testid="home-today-last">
                    {today.last.map((reading) => (
                      <li key={reading.readingId} className="flex items-start justify-between gap-3 py-2">
                        <span className="min-w-0">
                          <span className="block truncate text-ink">
                            {t.reading(String(reading.meterId), reading.client)}
                          </span>
                          <span className="block text-ink-muted">
                            {t.index(count.format(reading.currentReading), count.format(reading.consumption))}
                          </span>
                        </span>
                        <span className="shrink-0 text-ink-subtle tabular-nums">
                          {time.format(new Date(reading.createdAt))}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          ) : (
            <div className="h-9 w-24 animate-pulse rounded-md bg-surface-muted" />
          )}
        </HomePanel>
        <HomePanel title={t.unreadByZone(month.label)} testId="home-unread">
          {!data ? (
            <div className="h-9 w-40 animate-pulse rounded-md bg-surface-muted" />
          ) : zones.length === 0 ? (
            <p className="text-sm text-ink-muted">{t.unreadNone}</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {zones.map((zone) => (
                <li key={zone.zoneId} className="flex items-center justify-between gap-3 py-2">
                  <Link
                    to={toArea(unreadListPath(zone.zoneId, month.value))}
                    className={link}
                    aria-label={t.unreadLink(zone.zoneName, count.format(zone.unread))}
                    data-testid={`home-unread-${zone.zoneId}`}
                  >
                    {zone.zoneName}
                  </Link>
                  <span className="font-semibold text-ink tabular-nums">{count.format(zone.unread)}</span>
                </li>
              ))}
            </ul>
          )}
        </HomePanel>
        <HomePanel title={t.queued} testId="home-queued">
          {queued === undefined ? (
            <div className="h-9 w-24 animate-pulse rounded-md bg-surface-muted" />
          ) : (
            <HomeFigure value={count.format(queued)} testId="home-queued-count" />
          )}
          {queued === 0 && <p className="mt-3 text-sm text-ink-muted">{t.queuedNone}</p>}
          <Link to={toArea(READING_ROUTE_PATH)} className={`mt-4 inline-block text-sm ${link}`}>
            {t.openRoute}
          </Link>
        </HomePanel>
      </div>
    </div>
  );
}
