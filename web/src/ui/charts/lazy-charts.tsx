import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';

// recharts is large: the charts module is fetched the first time a chart is drawn, never with the login page or
// the first load. While it arrives, a quiet placeholder of a chart's height holds the place.

const load = () => import('./report-charts.tsx');
const Billing = lazy(() => load().then((m) => ({ default: m.BillingCollectionChart })));
const Debt = lazy(() => load().then((m) => ({ default: m.DebtAgingChart })));
const Consumption = lazy(() => load().then((m) => ({ default: m.ConsumptionChart })));
const Trend = lazy(() => load().then((m) => ({ default: m.NonRevenueZonesChart })));
const Debtors = lazy(() => load().then((m) => ({ default: m.TopDebtorsChart })));
const Methods = lazy(() => load().then((m) => ({ default: m.PaymentMethodsChart })));
const Progress = lazy(() => load().then((m) => ({ default: m.ReadingsProgressChart })));

/** The grey block a chart shows while its module or its data is on the way. */
export function ChartPlaceholder() {
  return <div aria-hidden="true" className="h-[280px] animate-pulse rounded-lg bg-surface-muted" />;
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ChartPlaceholder />}>{children}</Suspense>;
}

export const BillingCollectionChart = (props: ComponentProps<typeof Billing>) => (
  <Loading>
    <Billing {...props} />
  </Loading>
);
export const DebtAgingChart = (props: ComponentProps<typeof Debt>) => (
  <Loading>
    <Debt {...props} />
  </Loading>
);
export const ConsumptionChart = (props: ComponentProps<typeof Consumption>) => (
  <Loading>
    <Consumption {...props} />
  </Loading>
);
export const NonRevenueZonesChart = (props: ComponentProps<typeof Trend>) => (
  <Loading>
    <Trend {...props} />
  </Loading>
);
export const TopDebtorsChart = (props: ComponentProps<typeof Debtors>) => (
  <Loading>
    <Debtors {...props} />
  </Loading>
);
export const PaymentMethodsChart = (props: ComponentProps<typeof Methods>) => (
  <Loading>
    <Methods {...props} />
  </Loading>
);
export const ReadingsProgressChart = (props: ComponentProps<typeof Progress>) => (
  <Loading>
    <Progress {...props} />
  </Loading>
);
