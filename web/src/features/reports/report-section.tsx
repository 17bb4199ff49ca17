import type { ReportFormat, ReportName } from '@agua/domain/contracts/report';
import { messages } from '@agua/domain/messages';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { type ReportFileFilter, useReportDownload } from './report-download.ts';
import { ReportTable } from './report-table.tsx';

const t = messages.reports;

/** Each report's title and what it counts, from the catalogue. */
const TEXTS: Record<ReportName, { title: string; description: string }> = {
  'billing-collection': t.billingCollection,
  'debt-aging': t.debtAging,
  consumption: t.consumption,
  'non-revenue-meters': t.nonRevenueMeters,
  'non-revenue-zones': t.nonRevenueZones,
  'top-debtors': t.topDebtors,
  'payment-methods': t.paymentMethods,
  'readings-progress': t.readingsProgress,
};

interface ReportSectionProps<R extends object> {
  report: ReportName;
  filter: ReportFileFilter;
  /** Drawn above the table; a report without one shows its table alone. */
  chart?: ReactNode;
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The rows are the report's first page only: the table has no Total line. */
  partial?: boolean;
  /** Under the table (Progresso das leituras: its links to the meters por ler). */
  footer?: ReactNode;
}

/** One report: its title, what it counts, the .xlsx/.csv buttons, the chart and the table under it. */
export function ReportSection<R extends object>({
  report,
  filter,
  chart,
  rows,
  rowKey,
  partial,
  footer,
}: ReportSectionProps<R>) {
  const { title, description } = TEXTS[report];
  const download = useReportDownload();
  const toast = useToast();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const headingId = `report-${report}`;

  async function save(format: ReportFormat) {
    setBusy(format);
    try {
      await download(report, format, filter);
    } catch (error) {
      toast.show({ type: 'error', message: (error as Error).message || messages.http.other });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
      data-testid={`report-${report}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{description}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={ArrowDownTrayIcon}
            busy={busy === 'xlsx'}
            onClick={() => save('xlsx')}
          >
            {messages.reports.export.xlsx}
          </Button>
          <Button
            variant="secondary"
            icon={ArrowDownTrayIcon}
            busy={busy === 'csv'}
            onClick={() => save('csv')}
          >
            {messages.reports.export.csv}
          </Button>
          <Button
            variant="secondary"
            busy={busy === 'csv-intl'}
            onClick={() => save('csv-intl')}
            title={messages.reports.export.csvInternationalHint}
          >
            {messages.reports.export.csvInternational}
          </Button>
        </div>
      </div>
      {chart}
      <ReportTable report={report} caption={title} rows={rows} rowKey={rowKey} partial={partial} />
      {footer}
    </section>
  );
}
