import { currentPeriod } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { FlaggedReadingsReportQueryQuery } from '../../gql/graphql.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { monthOptions, yearOptions } from './reading-period.ts';
import { panel } from './reading-styles.ts';

const r = messages.fieldReadings.report;
const c = r.columns;

const FlaggedReadingsReportQuery = graphql(`
  query FlaggedReadingsReportQuery($readingYear: Int!, $readingMonth: Int!) {
    flaggedReadingsByZone(readingYear: $readingYear, readingMonth: $readingMonth) {
      zoneId
      zoneName
      readings
      estimated
      veryHigh
      high
      low
      zero
      flaggedPending
      creditedCubicMeters
    }
  }
`);

type Row = FlaggedReadingsReportQueryQuery['flaggedReadingsByZone'][number];

const number = (id: keyof Row, header: string): Column<Row> => ({
  id,
  header,
  accessor: (row) => Number(row[id]),
  sortable: true,
  align: 'right',
});

const columns: Column<Row>[] = [
  { id: 'zoneName', header: c.zone, accessor: 'zoneName', sortable: true },
  number('readings', c.readings),
  number('estimated', c.estimated),
  number('veryHigh', c.veryHigh),
  number('high', c.high),
  number('low', c.low),
  number('zero', c.zero),
  number('flaggedPending', c.flaggedPending),
  number('creditedCubicMeters', c.credited),
];

/** Leituras estimadas e assinaladas por zona: a month's estimates and flags, zone by zone (both roles). */
export function FlaggedReadingsReportPage() {
  const now = currentPeriod();
  const [readingYear, setYear] = useState(String(now.year));
  const [readingMonth, setMonth] = useState(String(now.month));
  const { data, loading, error, refetch } = useQuery(FlaggedReadingsReportQuery, {
    variables: { readingYear: Number(readingYear), readingMonth: Number(readingMonth) },
  });
  return (
    <div className="space-y-6">
      <PageHeader title={r.title} breadcrumb={<Breadcrumb items={[{ label: r.title }]} />} />
      <section className={panel}>
        <div className="mb-4 grid gap-4 sm:grid-cols-2">
          <Dropdown
            label={messages.readings.fields.economicYear}
            value={readingYear}
            options={yearOptions()}
            placeholder={null}
            onChange={(event) => setYear(event.target.value)}
          />
          <Dropdown
            label={messages.readings.fields.month}
            value={readingMonth}
            options={monthOptions}
            placeholder={null}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        <DataTable
          label={r.title}
          columns={columns}
          rows={data?.flaggedReadingsByZone ?? []}
          rowKey={(row) => row.zoneId}
          emptyText={r.empty}
          loading={loading && !data}
          error={error}
          onRetry={() => void refetch()}
          defaultSort={{ columnId: 'zoneName', direction: 'asc' }}
        />
      </section>
    </div>
  );
}
