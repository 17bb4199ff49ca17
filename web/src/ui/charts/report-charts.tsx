import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartLegend } from './chart-legend.tsx';
import {
  axisTick,
  compactNumber,
  gridStroke,
  PALETTE,
  SERIES,
  shortMonth,
  tooltipStyle,
} from './chart-theme.ts';

// The rows each chart draws: the fields of schema/reports.graphql it needs (money as the Money scalar's strings).
interface BillingRow {
  month: string;
  invoiced: string;
  collected: string;
  fines: string;
}
interface DebtRow {
  zoneName: string;
  days0To30: string;
  days31To60: string;
  days61To90: string;
  over90: string;
}
interface ConsumptionRow {
  zoneId: string | number;
  zoneName: string;
  month: string;
  consumption: number;
}
interface TrendRow {
  zoneName: string;
  consumption: number;
  previousYearConsumption: number;
}
interface DebtorRow {
  clientName: string;
  debt: string;
}
interface MethodRow {
  month: string;
  paymentMethod: string;
  paymentMethodLabel: string;
  amount: string;
}
interface ProgressRow {
  zoneName: string;
  expected: number;
  registered: number;
  approved: number;
}

// The charts of Relatórios and the dashboard. This module (and recharts with it) is loaded on demand, so neither the
// login page nor the first load carries it.

const t = messages.reports;
const money = (value: unknown) => formatMZN(Number(value));
const count = (value: unknown) => new Intl.NumberFormat('pt-PT').format(Number(value));

function Frame({
  label,
  children,
  height = 280,
}: {
  label: string;
  children: React.ReactElement;
  height?: number;
}) {
  return (
    <figure aria-label={label} className="w-full min-w-0" style={{ height }} data-testid="report-chart">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

/** One bar series: the data field it draws, its legend name and its colour. */
interface Series {
  key: string;
  name: string;
  color: string;
}

const ROUNDED_TOP: [number, number, number, number] = [3, 3, 0, 0];

/**
 * The bars of a chart, one per series, all drawn without animation (a redraw on a slow phone should not replay
 * it); `stackId` stacks them, `radius` rounds the free end of each.
 */
function bars(series: readonly Series[], shape: { stackId?: string; radius?: typeof ROUNDED_TOP } = {}) {
  return series.map(({ key, name, color }) => (
    <Bar isAnimationActive={false} key={key} dataKey={key} name={name} fill={color} {...shape} />
  ));
}

type Formatter = (value: unknown) => string;

/** Categories along the bottom (months or zones), amounts up the side: the grid, both axes. */
function columnAxes(categoryKey: string, amounts: { width?: number; allowDecimals?: boolean } = {}) {
  return [
    <CartesianGrid key="grid" stroke={gridStroke} vertical={false} />,
    <XAxis key="x" dataKey={categoryKey} tick={axisTick} stroke={gridStroke} />,
    <YAxis
      key="y"
      tick={axisTick}
      stroke={gridStroke}
      tickFormatter={compactNumber}
      width={amounts.width ?? 56}
      allowDecimals={amounts.allowDecimals}
    />,
  ];
}

/** Categories down the side (zones or clients), amounts along the bottom: the grid, both axes. */
function rowAxes(categoryKey: string, width: number) {
  return [
    <CartesianGrid key="grid" stroke={gridStroke} horizontal={false} />,
    <XAxis key="x" type="number" tick={axisTick} stroke={gridStroke} tickFormatter={compactNumber} />,
    <YAxis key="y" type="category" dataKey={categoryKey} tick={axisTick} stroke={gridStroke} width={width} />,
  ];
}

/** The tooltip, its values written by `format`, and the legend of the series names. */
function tooltipAndLegend(format: Formatter) {
  return [
    <Tooltip key="tooltip" {...tooltipStyle} formatter={format} />,
    <Legend key="legend" content={<ChartLegend />} itemSorter={null} />,
  ];
}

const cubicMeters: Formatter = (value) => `${count(value)} m³`;

export function BillingCollectionChart({ rows }: { rows: readonly BillingRow[] }) {
  const data = rows.map((row) => ({
    month: shortMonth(row.month),
    invoiced: Number(row.invoiced),
    collected: Number(row.collected),
    fines: Number(row.fines),
  }));
  const c = t.billingCollection.columns;
  return (
    <Frame label={t.billingCollection.title}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {columnAxes('month')}
        {tooltipAndLegend(money)}
        {bars(
          [
            { key: 'invoiced', name: c.invoiced, color: SERIES.brand },
            { key: 'collected', name: c.collected, color: SERIES.teal },
            { key: 'fines', name: c.fines, color: SERIES.amber },
          ],
          { radius: ROUNDED_TOP },
        )}
      </BarChart>
    </Frame>
  );
}

export function DebtAgingChart({ rows }: { rows: readonly DebtRow[] }) {
  const data = rows.map((row) => ({
    zone: row.zoneName,
    d30: Number(row.days0To30),
    d60: Number(row.days31To60),
    d90: Number(row.days61To90),
    d91: Number(row.over90),
  }));
  const c = t.debtAging.columns;
  return (
    <Frame label={t.debtAging.title} height={Math.max(200, 48 * data.length + 80)}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        {rowAxes('zone', 96)}
        {tooltipAndLegend(money)}
        {bars(
          [
            { key: 'd30', name: c.days0To30, color: SERIES.teal },
            { key: 'd60', name: c.days31To60, color: SERIES.amber },
            { key: 'd90', name: c.days61To90, color: SERIES.orange },
            { key: 'd91', name: c.over90, color: SERIES.rose },
          ],
          { stackId: 'debt' },
        )}
      </BarChart>
    </Frame>
  );
}

export function ConsumptionChart({ rows }: { rows: readonly ConsumptionRow[] }) {
  const zones = [...new Map(rows.map((row) => [row.zoneId, row.zoneName])).entries()];
  const months = [...new Set(rows.map((row) => row.month))];
  const data = months.map((month) => {
    const point: Record<string, number | string> = { month: shortMonth(month) };
    for (const row of rows) if (row.month === month) point[String(row.zoneId)] = row.consumption;
    return point;
  });
  return (
    <Frame label={t.consumption.title}>
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {columnAxes('month')}
        {tooltipAndLegend(cubicMeters)}
        {zones.map(([zoneId, zoneName], i) => (
          <Line
            isAnimationActive={false}
            key={zoneId}
            dataKey={String(zoneId)}
            name={zoneName}
            stroke={PALETTE[i % PALETTE.length]}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </LineChart>
    </Frame>
  );
}

export function NonRevenueZonesChart({ rows }: { rows: readonly TrendRow[] }) {
  const c = t.nonRevenueZones.columns;
  const data = rows.map((row) => ({
    zone: row.zoneName,
    now: row.consumption,
    before: row.previousYearConsumption,
  }));
  return (
    <Frame label={t.nonRevenueZones.title}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {columnAxes('zone')}
        {tooltipAndLegend(cubicMeters)}
        {bars(
          [
            { key: 'before', name: c.previousYearConsumption, color: SERIES.slate },
            { key: 'now', name: c.consumption, color: SERIES.brand },
          ],
          { radius: ROUNDED_TOP },
        )}
      </BarChart>
    </Frame>
  );
}

export function TopDebtorsChart({ rows }: { rows: readonly DebtorRow[] }) {
  const data = rows.map((row) => ({ client: row.clientName, debt: Number(row.debt) }));
  return (
    <Frame label={t.topDebtors.title} height={Math.max(200, 36 * data.length + 60)}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        {rowAxes('client', 120)}
        <Tooltip {...tooltipStyle} formatter={money} />
        <Bar
          isAnimationActive={false}
          dataKey="debt"
          name={t.topDebtors.columns.debt}
          fill={SERIES.rose}
          radius={[0, 3, 3, 0]}
        />
      </BarChart>
    </Frame>
  );
}

export function PaymentMethodsChart({ rows }: { rows: readonly MethodRow[] }) {
  const methods = [...new Map(rows.map((row) => [row.paymentMethod, row.paymentMethodLabel])).entries()];
  const months = [...new Set(rows.map((row) => row.month))];
  const data = months.map((month) => {
    const point: Record<string, number | string> = { month: shortMonth(month) };
    for (const row of rows) if (row.month === month) point[row.paymentMethod] = Number(row.amount);
    return point;
  });
  return (
    <Frame label={t.paymentMethods.title}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {columnAxes('month')}
        {tooltipAndLegend(money)}
        {bars(
          methods.map(([method, label], i) => ({
            key: method,
            name: label,
            color: PALETTE[i % PALETTE.length]!,
          })),
          { stackId: 'methods' },
        )}
      </BarChart>
    </Frame>
  );
}

export function ReadingsProgressChart({ rows }: { rows: readonly ProgressRow[] }) {
  const c = t.readingsProgress.columns;
  const data = rows.map((row) => ({
    zone: row.zoneName,
    expected: row.expected,
    registered: row.registered,
    approved: row.approved,
  }));
  return (
    <Frame label={t.readingsProgress.title}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {columnAxes('zone', { width: 48, allowDecimals: false })}
        {tooltipAndLegend(count)}
        {bars(
          [
            { key: 'expected', name: c.expected, color: SERIES.slate },
            { key: 'registered', name: c.registered, color: SERIES.brand },
            { key: 'approved', name: c.approved, color: SERIES.teal },
          ],
          { radius: ROUNDED_TOP },
        )}
      </BarChart>
    </Frame>
  );
}
