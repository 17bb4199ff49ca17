import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useAreaPath } from '../../lib/area.tsx';
import { DASHBOARD_REFRESH_MS } from './dashboard-refresh.ts';
import { PENDING_READINGS_PATH } from './home-links.ts';
import { thisMonth } from './home-month.ts';
import { HomeFigure, HomePanel } from './home-panel.tsx';
import { AdministratorTodayQuery } from './home-queries.ts';

const t = messages.homes.administrator;
const count = new Intl.NumberFormat('pt-PT');
const percent = new Intl.NumberFormat('pt-PT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const link =
  'mt-3 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';
const skeleton = <div className="h-9 w-24 animate-pulse rounded-md bg-surface-muted" />;

/** Today's takings, the pending readings with alerts and this month's billing against collection. */
export function AdministratorToday() {
  const month = thisMonth();
  const toArea = useAreaPath();
  const { data } = useQuery(AdministratorTodayQuery, {
    variables: { month: month.value },
    fetchPolicy: 'cache-and-network',
    pollInterval: DASHBOARD_REFRESH_MS,
  });
  const billing = data?.reports.billingCollection.find((row) => row.month === month.value);

  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <HomePanel title={t.receiptsToday} testId="home-receipts">
        {data ? (
          <>
            <HomeFigure value={count.format(data.receiptsToday.count)} testId="home-receipts-count" />
            <p className="mt-2 text-sm text-ink-muted tabular-nums" data-testid="home-receipts-total">
              {t.receiptsTotal(formatMZN(data.receiptsToday.total))}
            </p>
          </>
        ) : (
          skeleton
        )}
      </HomePanel>
      <HomePanel title={t.flaggedPending} testId="home-flagged">
        {data ? (
          <HomeFigure value={count.format(data.flagged.total)} testId="home-flagged-count" />
        ) : (
          skeleton
        )}
        <Link to={toArea(PENDING_READINGS_PATH)} className={link}>
          {t.openPending}
        </Link>
      </HomePanel>
      <HomePanel title={t.monthBilling(month.label)} testId="home-billing">
        {!data ? (
          skeleton
        ) : (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-muted">{t.invoiced}</dt>
            <dd
              className="text-right font-semibold text-ink tabular-nums"
              data-testid="home-billing-invoiced"
            >
              {formatMZN(billing?.invoiced ?? 0)}
            </dd>
            <dt className="text-ink-muted">{t.collected}</dt>
            <dd
              className="text-right font-semibold text-ink tabular-nums"
              data-testid="home-billing-collected"
            >
              {formatMZN(billing?.collected ?? 0)}
            </dd>
            <dt className="text-ink-muted">{t.rate}</dt>
            <dd className="text-right font-semibold text-ink tabular-nums">
              {billing?.collectionRate == null ? t.noRate : `${percent.format(billing.collectionRate)} %`}
            </dd>
          </dl>
        )}
      </HomePanel>
    </div>
  );
}
