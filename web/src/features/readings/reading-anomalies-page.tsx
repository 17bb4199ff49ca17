import type { ReadingAnomalyBody } from '@agua/domain/contracts/reading-anomaly';
import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { ReadingAnomaliesPageQueryQuery } from '../../gql/graphql.ts';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { AnomalyForm, EMPTY_ANOMALY } from './anomaly-form.tsx';
import { panel } from './reading-styles.ts';
import { useSaveAnomaly } from './use-save-anomaly.ts';

const a = messages.fieldReadings.anomalies;

const ReadingAnomaliesPageQuery = graphql(`
  query ReadingAnomaliesPageQuery {
    readingAnomalies {
      anomalyId
      code
      description
      withReading
      billing
      active
    }
  }
`);

type Row = ReadingAnomaliesPageQueryQuery['readingAnomalies'][number];

const yesNo = (value: boolean) => (value ? a.yes : a.no);

const columns: Column<Row>[] = [
  { id: 'code', header: a.fields.code, accessor: 'code', sortable: true, className: 'w-20' },
  { id: 'description', header: a.fields.description, accessor: 'description', sortable: true },
  {
    id: 'withReading',
    header: a.fields.withReading,
    accessor: (row) => yesNo(row.withReading),
    sortable: true,
  },
  {
    id: 'billing',
    header: a.fields.billing,
    accessor: (row) => a.billings[row.billing] ?? row.billing,
    sortable: true,
  },
  { id: 'active', header: a.fields.active, accessor: (row) => yesNo(row.active), sortable: true },
];

/**
 * Anomalias de Leitura: why a meter could not be read, and how such a month is billed (docs/domain.md "Readings from
 * the field"). Both roles see the list; an administrator adds and edits.
 */
export function ReadingAnomaliesPage() {
  const user = useSessionUser();
  const { data, loading, error, refetch } = useQuery(ReadingAnomaliesPageQuery);
  const [editing, setEditing] = useState<{ id: string; value: ReadingAnomalyBody } | null>(null);
  const saving = useSaveAnomaly(() => {
    setEditing(null);
    void refetch();
  });
  const admin = user.role === 'ADMIN';
  return (
    <div className="space-y-6">
      <PageHeader title={a.title} breadcrumb={<Breadcrumb items={[{ label: a.title }]} />} />
      {admin && (
        <section className={panel}>
          <AnomalyForm
            value={editing?.value ?? EMPTY_ANOMALY}
            editing={editing !== null}
            saving={saving.saving}
            onSave={(fields) => void saving.save(editing?.id ?? null, fields)}
            onClear={() => setEditing(null)}
          />
        </section>
      )}
      <section className={panel}>
        <DataTable
          label={a.title}
          columns={columns}
          rows={data?.readingAnomalies ?? []}
          rowKey={(row) => row.anomalyId}
          rowLabel={(row) => `${a.fields.code} ${row.code}`}
          loading={loading && !data}
          error={error}
          onRetry={() => void refetch()}
          defaultSort={{ columnId: 'code', direction: 'asc' }}
          onRowClick={
            admin
              ? (row) =>
                  setEditing({
                    id: row.anomalyId,
                    value: {
                      code: row.code,
                      description: row.description,
                      withReading: row.withReading,
                      billing: row.billing,
                      active: row.active,
                    },
                  })
              : undefined
          }
        />
      </section>
    </div>
  );
}
